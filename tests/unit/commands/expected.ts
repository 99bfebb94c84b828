/** Every command whose name, alias or summary mentions points: the loyalty, game and raffle commands. */
export const pointsCommands = [
  'addpoints', 'bet', 'bingo', 'duel', 'givepoints', 'leaderboard', 'points', 'raffle',
  'redeem', 'roulette', 'setpoints', 'slots', 'sraffle', 'ticket', 'top',
];

/** The points commands a moderator-level filter keeps. */
export const moderatorPointsCommands = ['addpoints', 'bingo', 'raffle', 'setpoints', 'sraffle'];

/** The commands only super moderators and the broadcaster may run by default (!level since the 2026 facts). */
export const superModeratorCommands = ['filesay', 'level', 'nuke', 'nukeusername'];
