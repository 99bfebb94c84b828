import {commands} from '@site/src/data/commands';

/** Every command whose name, alias or summary mentions points: the loyalty, game and raffle commands. */
export const pointsCommands = [
  'addpoints', 'bet', 'bingo', 'duel', 'givepoints', 'leaderboard', 'points', 'raffle',
  'redeem', 'roulette', 'setpoints', 'slots', 'sraffle', 'ticket', 'top',
];

/** The points commands a moderator-level filter keeps, read from the data's user levels. */
export const moderatorPointsCommands = commands.filter((command) => pointsCommands.includes(command.name) && command.userLevel === 'moderator').map((command) => command.name);

/** The commands only super moderators and the broadcaster may run by default, in name order, from the data. */
export const superModeratorCommands = commands.filter((command) => command.userLevel === 'supermoderator').map((command) => command.name);
