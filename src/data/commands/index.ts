import type {Command} from './types';
import {commandPath} from '../commandRoutes';
import {byName} from '../nameOrder';
import {loyaltyCommands} from './loyalty';
import {gameCommands} from './games';
import {duelCommands} from './duel';
import {raffleCommands} from './raffles';
import {mediaRequestCommands} from './mediaRequests';
import {mediaControlCommands} from './mediaControl';
import {storeCommands} from './store';
import {moderationCommands} from './moderation';
import {botControlCommands} from './botControl';
import {overlayAndEmoteCommands} from './overlayAndEmotes';
import {streamInfoCommands} from './streamInfo';
import {communityCommands} from './community';

export type {Command} from './types';

const sortedCommands: readonly Command[] = [
  ...loyaltyCommands,
  ...gameCommands,
  ...duelCommands,
  ...raffleCommands,
  ...mediaRequestCommands,
  ...mediaControlCommands,
  ...storeCommands,
  ...moderationCommands,
  ...botControlCommands,
  ...overlayAndEmoteCommands,
  ...streamInfoCommands,
  ...communityCommands,
].sort(byName);

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
