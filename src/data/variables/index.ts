/** Every chatbot variable, in one list sorted by name, plus the helpers pages use to find them. */
import {actionDocs} from './actions';
import {counterDocs} from './counters';
import {emoteDocs} from './emotes';
import {miscDocs} from './misc';
import {onlineDocs} from './online';
import {peopleDocs} from './people';
import {riotDocs} from './riot';
import {streamDocs} from './stream';
import {textDocs} from './text';
import type {VariableDoc} from './types';

export type * from './types';

export const variablesPath = '/chatbot/variables';

export const variables: readonly VariableDoc[] = [
  ...actionDocs,
  ...counterDocs,
  ...emoteDocs,
  ...miscDocs,
  ...onlineDocs,
  ...peopleDocs,
  ...riotDocs,
  ...streamDocs,
  ...textDocs,
].sort((a, b) => a.name.localeCompare(b.name, 'en'));

export function variablePath(name: string): string {
  return `${variablesPath}/${name}`;
}

/** The page's data; throws at build time when a page names a variable that has no entry. */
export function getVariable(name: string): VariableDoc {
  const found = variables.find((variable) => variable.name === name);
  if (!found) throw new Error(`No variable data for "${name}" in src/data/variables.`);
  return found;
}
