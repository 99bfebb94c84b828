import type {Command} from './types';
import {commandPath} from '../commandRoutes';
import {assertValidCommands} from './validate';
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
 * Every default command, sorted by name. Validated when first imported where the site is built
 * and tested (Node), so bad data fails the build and the unit tests with a message naming the
 * page and the field. Browsers get the same data, already checked, and skip the work.
 */
export const commands: readonly Command[] = typeof window === 'undefined' ? assertValidCommands(sortedCommands) : sortedCommands;

const commandsByName = new Map(commands.map((command) => [command.name, command]));

/** The command with this name; throws with the list of names when there is none. */
export function getCommand(name: string): Command {
  const command = commandsByName.get(name);
  if (!command) throw new Error(`No default command "${name}" in src/data/commands (page ${commandPath(name)}).`);
  return command;
}
