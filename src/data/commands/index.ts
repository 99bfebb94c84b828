import type {Command} from './types';
import {commandPath} from '../commandRoutes';
import {assertValidCommandModules} from './validate';
import {byName} from '../nameOrder';
import {commandModules} from './allEntries';

export type {Command} from './types';

const sortedCommands: readonly Command[] = commandModules.map((module) => module.entry).sort(byName);

/**
 * Every default command, one data module each in ./entries, sorted by name. Validated when first
 * imported where the site is built and tested (Node and the server bundle), so bad data fails the
 * build and the unit tests with a message naming the data file and the field. Browsers get the same data, already checked, and skip the work.
 */
export const commands: readonly Command[] = typeof window === 'undefined' ? (assertValidCommandModules(commandModules), sortedCommands) : sortedCommands;

const commandsByName = new Map(commands.map((command) => [command.name, command]));

/** The command with this name; throws with the list of names when there is none. */
export function getCommand(name: string): Command {
  const command = commandsByName.get(name);
  if (!command) throw new Error(`No default command "${name}" in src/data/commands (page ${commandPath(name)}).`);
  return command;
}
