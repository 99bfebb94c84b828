/** Every command whose name, alias or summary mentions points: the loyalty, game and raffle commands. */
export const pointsCommands = [
  'addpoints', 'bet', 'bingo', 'duel', 'givepoints', 'leaderboard', 'points', 'raffle',
  'redeem', 'roulette', 'setpoints', 'slots', 'sraffle', 'ticket', 'top',
];

/** The points commands a moderator-level filter keeps. */
export const moderatorPointsCommands = ['addpoints', 'bingo', 'raffle', 'setpoints', 'sraffle'];
