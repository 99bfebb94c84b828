/** Every chatbot variable, in one list sorted by name, plus the helpers pages use to find them. */
import {variableModules} from './allEntries';
import type {VariableDoc} from './types';
import {byName} from '../nameOrder';

export type * from './types';
export {variablePath, variablesPath} from './paths';
export {variablesWithoutPage} from './withoutPage';

/**
 * How a variable is written. The provider's main spelling is $(name); ${name} works the same way.
 * This site writes ${name} throughout so that every example looks alike.
 */
export const variableSpellings = {main: '$(name)', alsoWorks: '${name}', usedOnThisSite: '${name}'} as const;

/** The same variable in the provider's main spelling: `${game ${1}}` becomes `$(game $(1))`. */
export function toMainSpelling(form: string): string {
  let out = '';
  const open: boolean[] = [];
  for (let i = 0; i < form.length; i += 1) {
    const char = form[i];
    if (char === '$' && form[i + 1] === '{') {
      out += '$(';
      open.push(true);
      i += 1;
    } else if (char === '{') {
      out += char;
      open.push(false);
    } else if (char === '}' && open.length > 0) {
      out += open.pop() ? ')' : '}';
    } else out += char;
  }
  return out;
}

/** One module per variable in ./entries (the file name is the variable's name). */
export const variables: readonly VariableDoc[] = variableModules.map((module) => module.entry).sort(byName);

/** The page's data; throws at build time when a page names a variable that has no entry. */
export function getVariable(name: string): VariableDoc {
  const found = variables.find((variable) => variable.name === name);
  if (!found) throw new Error(`No variable data for "${name}" in src/data/variables.`);
  return found;
}
