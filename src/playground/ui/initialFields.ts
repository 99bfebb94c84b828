/**
 * The Fields an opening starts with, and what to tell the visitor: a field type's "Try" link adds an
 * example field of that type to the draft's Fields, never in place of Fields that do not parse yet.
 */
import {withExampleField} from '../logic/fieldExamples';
import {parseFields, type Fields, type JsonProblem} from '../logic/fields';
import type {Opening} from './initialState';

export function initialFields(opening: Opening): {text: string; good: Fields; problem: JsonProblem | null; highlight: string | null; notice: string | null} {
  const parsed = parseFields(opening.state.fields);
  const good = parsed.ok ? parsed.value : {};
  const problem = parsed.ok ? null : parsed.problem;
  if (!opening.tryField) return {text: opening.state.fields, good, problem, highlight: null, notice: null};
  // Fields that do not parse yet are the visitor's unfinished work: adding to them would mean replacing them.
  if (!parsed.ok) return {text: opening.state.fields, good, problem, highlight: null, notice: `Your Fields are not valid JSON yet, so no example ${opening.tryField} field was added: fix the Fields text, then press Try on the field type again.`};
  const added = withExampleField(good, opening.tryField);
  if (!added) return {text: opening.state.fields, good, problem, highlight: null, notice: `"${opening.tryField}" is not a field type or a reserved field name.`};
  if (added.fields === good) return {text: opening.state.fields, good, problem, highlight: added.key, notice: `Your Fields already have "${added.key}" (${opening.tryField}): it is outlined in the Fields panel.`};
  return {text: JSON.stringify(added.fields, null, 2), good: added.fields, problem: null, highlight: added.key, notice: `Added an example ${opening.tryField} field, "${added.key}", to Fields: it is outlined in the Fields panel.`};
}
