import {commands} from '@site/src/data/commands';
import type {Command} from '@site/src/data/commands/types';

/**
 * The plain filter's rule (src/components/CommandReferenceTable/filter.ts), written out again so the
 * tests check the filter against it: the name, an alias or the summary holds the text, ignoring case.
 */
const mentions = (command: Command, text: string): boolean =>
  [command.name, ...command.aliases, command.summary].some((field) => field.toLowerCase().includes(text));

/** Every command whose name, alias or summary mentions points, in the data's order. */
export const pointsCommands = commands.filter((command) => mentions(command, 'points')).map((command) => command.name);

/** The points commands a moderator-level filter keeps, read from the data's user levels. */
export const moderatorPointsCommands = commands.filter((command) => pointsCommands.includes(command.name) && command.userLevel === 'moderator').map((command) => command.name);

/** The commands only super moderators and the broadcaster may run by default, in name order, from the data. */
export const superModeratorCommands = commands.filter((command) => command.userLevel === 'supermoderator').map((command) => command.name);
