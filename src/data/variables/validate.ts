/**
 * Checks variable entries. Every message starts with the page route and the field, e.g.
 * `/chatbot/variables/weather syntax[0].form: must start with "${"`, so a failing test says
 * exactly which page to open.
 */
import {commandPath} from '../commandRoutes';
import {variablePath, variablesPath} from './index';
import type {VariableDoc, VariableWithoutPage} from './types';

export interface ValidationContext {
  /** Routes that exist (spec/routes.txt); when given, related links are checked against it. */
  routes?: ReadonlySet<string>;
  /** Tag keys from docs/tags.yml; when given, tags are checked against it. */
  tags?: ReadonlySet<string>;
}

const namePattern = /^[a-z0-9]+$/;

export function validateVariable(doc: VariableDoc, context: ValidationContext = {}): string[] {
  const page = variablePath(doc.name);
  const errors: string[] = [];
  const fail = (field: string, problem: string) => errors.push(`${page} ${field}: ${problem}`);
  const text = (field: string, value: unknown) => {
    if (typeof value !== 'string' || value.trim() === '') fail(field, 'must be a non-empty text');
  };

  if (!namePattern.test(doc.name)) fail('name', 'must be lower-case letters and digits only');
  text('summary', doc.summary);
  text('output', doc.output);

  if (doc.syntax.length === 0) fail('syntax', 'needs at least one form');
  doc.syntax.forEach((form, i) => {
    if (!form.form.startsWith('${')) fail(`syntax[${i}].form`, 'must start with "${"');
    if (!form.form.endsWith('}')) fail(`syntax[${i}].form`, 'must end with "}"');
    text(`syntax[${i}].meaning`, form.meaning);
  });
  doc.aliases.forEach((alias, i) => {
    if (!alias.startsWith('${')) fail(`aliases[${i}]`, 'must start with "${"');
  });
  doc.parameters.forEach((parameter, i) => {
    text(`parameters[${i}].name`, parameter.name);
    text(`parameters[${i}].meaning`, parameter.meaning);
    if (typeof parameter.required !== 'boolean') fail(`parameters[${i}].required`, 'must be true or false');
  });
  doc.fields.forEach((field, i) => {
    if (!field.name.startsWith(`${doc.name}.`)) fail(`fields[${i}].name`, `must start with "${doc.name}."`);
    text(`fields[${i}].meaning`, field.meaning);
  });

  if (doc.examples.length === 0) fail('examples', 'needs at least one worked example');
  doc.examples.forEach((example, i) => {
    text(`examples[${i}].title`, example.title);
    if (!example.setup.startsWith('!command add !')) fail(`examples[${i}].setup`, 'must start with "!command add !"');
    if (example.lines.length === 0) fail(`examples[${i}].lines`, 'needs at least one chat line');
    const hasReply = example.lines.some((line) => line.role === 'bot');
    if (!hasReply && !example.result) fail(`examples[${i}]`, 'needs a bot reply or a result that says what happens');
  });
  doc.notes.forEach((note, i) => text(`notes[${i}].text`, note.text));

  if (doc.tags[0] !== 'variables') fail('tags', 'must start with "variables"');
  if (new Set(doc.tags).size !== doc.tags.length) fail('tags', 'lists a tag twice');
  doc.tags.forEach((tag, i) => {
    if (context.tags && !context.tags.has(tag)) fail(`tags[${i}]`, `"${tag}" is not in docs/tags.yml`);
  });

  doc.relatedVariables.forEach((name, i) => {
    if (name === doc.name) fail(`relatedVariables[${i}]`, 'must not point at the page itself');
    if (context.routes && !context.routes.has(variablePath(name))) fail(`relatedVariables[${i}]`, `${variablePath(name)} is not a route`);
  });
  doc.relatedCommands.forEach((name, i) => {
    if (context.routes && !context.routes.has(commandPath(name))) fail(`relatedCommands[${i}]`, `${commandPath(name)} is not a route`);
  });
  return errors;
}

/** Checks all entries, and that no two share a name. */
export function validateVariables(docs: readonly VariableDoc[], context: ValidationContext = {}): string[] {
  const seen = new Set<string>();
  const errors: string[] = [];
  for (const doc of docs) {
    if (seen.has(doc.name)) errors.push(`${variablePath(doc.name)} name: used by two entries`);
    seen.add(doc.name);
    errors.push(...validateVariable(doc, context));
  }
  return errors;
}

/** Checks a variable listed on the index without a page: name, summary and ${...} syntax forms. */
export function validateVariableWithoutPage(doc: VariableWithoutPage): string[] {
  const entry = `${variablesPath}#${doc.name}`;
  const errors: string[] = [];
  const fail = (field: string, problem: string) => errors.push(`${entry} ${field}: ${problem}`);
  if (!namePattern.test(doc.name)) fail('name', 'must be lower-case letters and digits only');
  if (!doc.summary?.trim()) fail('summary', 'must be a non-empty text');
  if (doc.syntax.length === 0) fail('syntax', 'needs at least one form');
  doc.syntax.forEach((form, i) => {
    if (!form.form.startsWith('${') || !form.form.endsWith('}')) fail(`syntax[${i}].form`, 'must be written ${...}');
    if (!form.meaning?.trim()) fail(`syntax[${i}].meaning`, 'must be a non-empty text');
  });
  (doc.aliases ?? []).forEach((alias, i) => {
    if (!alias.startsWith('${')) fail(`aliases[${i}]`, 'must start with "${"');
  });
  doc.notes.forEach((note, i) => {
    if (!note.text?.trim()) fail(`notes[${i}].text`, 'must be a non-empty text');
  });
  if (doc.unconfirmed !== undefined && !doc.unconfirmed.trim()) fail('unconfirmed', 'say what is not confirmed, or leave the key out');
  return errors;
}
