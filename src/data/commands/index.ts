import type {Command} from './types';
import {commandPath} from '../commandRoutes';
import {byName} from '../nameOrder';
import {commandModules} from './allEntries';

export type {Command} from './types';

const sortedCommands: readonly Command[] = commandModules.map((module) => module.entry).sort(byName);

/**
 * Every default command, sorted by name. plugins/data-validation checks them when the site builds
 * or the dev server starts, naming the data file, the page and the field of each problem.
 */
export const commands: readonly Command[] = sortedCommands;

const commandsByName = new Map(commands.map((command) => [command.name, command]));

/** The command with this name; throws with the list of names when there is none. */
export function getCommand(name: string): Command {
  const command = commandsByName.get(name);
  if (!command) throw new Error(`No default command "${name}" in src/data/commands (page ${commandPath(name)}).`);
  return command;
}
