/**
 * The build's check of the chatbot variables: each entry against its schema (./schema.ts), then the
 * rules across entries and against the site: names used once, related variables and commands that
 * have pages, and tags that docs/tags.yml defines (the schema lists the tags variable pages use; each must be in
 * the file too).
 */
import {commandPath} from '../commandRoutes';
import {strings} from '../validation/fields';
import {duplicates, zodProblems, type DataContext, type Problem} from '../validation/problems';
import {variablePath, variablesPath} from './paths';
import {variableSchema, variableTags, variableWithoutPageSchema} from './schema';
import type {VariableDoc, VariableWithoutPage} from './types';

export function checkVariables(entries: readonly VariableDoc[], withoutPage: readonly VariableWithoutPage[], context: DataContext): Problem[] {
  const file = (entry: {name: string}) => context.fileOf('variables', entry.name);
  const problems = [
    ...entries.flatMap((entry) => zodProblems(variableSchema, entry, file(entry), variablePath(entry.name))),
    ...withoutPage.flatMap((entry) => zodProblems(variableWithoutPageSchema, entry, file(entry), `${variablesPath}#${entry.name}`)),
  ];
  const report = (entry: {name: string}, where: string, field: string, message: string) => problems.push({file: file(entry), message: `${where} ${field}: ${message}`});

  const withPage = new Set(entries.map((entry) => entry.name));
  for (const {value, index} of duplicates(entries, (entry) => entry.name)) report(entries[index]!, variablePath(value), 'name', 'is used by two entries');
  for (const {value, index} of duplicates(withoutPage, (entry) => entry.name)) report(withoutPage[index]!, `${variablesPath}#${value}`, 'name', 'is listed twice');
  for (const entry of withoutPage) if (withPage.has(entry.name)) report(entry, `${variablesPath}#${entry.name}`, 'name', 'has a page already; list it once');

  for (const entry of entries) {
    const where = variablePath(entry.name);
    strings(entry.tags).forEach((tag, i) => {
      if ((variableTags as readonly string[]).includes(tag) && !context.tags.has(tag)) report(entry, where, `tags[${i}]`, `"${tag}" is not in docs/tags.yml; add it there or pick another tag`);
    });
    strings(entry.relatedVariables).forEach((name, i) => {
      if (name !== entry.name && !withPage.has(name)) report(entry, where, `relatedVariables[${i}]`, `${JSON.stringify(name)} is not a variable with a page (a file in src/data/variables/entries)`);
    });
    strings(entry.relatedCommands).forEach((name, i) => {
      if (!context.routes.has(commandPath(name))) report(entry, where, `relatedCommands[${i}]`, `${commandPath(name)} is not a route the site serves`);
    });
  }
  return problems;
}
