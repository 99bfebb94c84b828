import type {Command} from './types';
import {commandPath} from '../commandRoutes';
import {assertValidCommands} from './validate';
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

/**
 * Every default command, sorted by name. Validated when first imported, so bad data fails
 * the build (and the unit tests) with a message naming the page and the field.
 */
export const commands: readonly Command[] = assertValidCommands(
  [
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
  ].sort((a, b) => a.name.localeCompare(b.name)),
);

const byName = new Map(commands.map((command) => [command.name, command]));

/** The command with this name; throws with the list of names when there is none. */
export function getCommand(name: string): Command {
  const command = byName.get(name);
  if (!command) throw new Error(`No default command "${name}" in src/data/commands (page ${commandPath(name)}).`);
  return command;
}
