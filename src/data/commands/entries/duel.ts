import {needs} from '../requirements';
import {bot, twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'duel',
  summary: 'Challenges another viewer to a duel for a stake of points; they answer with !accept or !deny.',
  userLevel: 'everyone',
  aliases: [],
  syntax: ['!duel <username> [points]'],
  arguments: [
    {name: '<username>', required: true, description: 'The viewer you challenge. It cannot be you.'},
    {
      name: '[points]',
      required: false,
      description: 'The stake: a number, thousands or millions with k or m (5k), a share of your balance (10%), or all. 0 when left out.',
    },
  ],
  cooldown: {note: 'A per-viewer and a global cooldown, both set in the Duel module.'},
  needs: [needs.duel],
  limits: [
    'The stake is capped by the Duel module’s maximum and by the balances of both players.',
    'The challenged viewer has 2 minutes to answer; after that the challenge expires.',
  ],
  notes: [{text: 'Both players have the same chance: the winner is drawn 50/50.'}],
  platforms: twitchOnly,
  examples: [
    {
      title: 'Two challenges the bot refuses',
      lines: [
        viewer('QuietKettle', '!duel QuietKettle 50'),
        bot('@QuietKettle, you cannot duel yourself Kappa'),
        viewer('QuietKettle', '!duel VelvetFox 20000'),
        bot('@QuietKettle, you do not have enough points to duel for 20000.'),
      ],
    },
  ],
  edgeCases: [
    {situation: 'You name yourself', outcome: 'The bot refuses: you cannot duel yourself.'},
    {situation: 'The stake is more than your balance', outcome: 'The bot refuses and names the amount you tried.'},
    {situation: 'You change your mind before they answer', outcome: 'Withdraw the challenge with !cancelduel.'},
  ],
  relatedCommands: ['accept', 'deny', 'cancelduel', 'points'],
};

export default entry;
