import type {Command} from './types';
import {bot, twitchOnly, viewer} from './chat';
import {needs} from './requirements';

/** The duel game: one viewer challenges another for a stake of points. */
export const duelCommands: readonly Command[] = [
  {
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
  },
  {
    name: 'accept',
    summary: 'Accepts a duel that another viewer challenged you to.',
    userLevel: 'everyone',
    aliases: [],
    syntax: ['!accept'],
    arguments: [],
    needs: [needs.duel],
    platforms: twitchOnly,
    examples: [
      {
        title: 'Taking up a challenge',
        lines: [viewer('TacoRanger', '!duel PixelPine 100'), viewer('PixelPine', '!accept')],
      },
    ],
    edgeCases: [],
    relatedCommands: ['duel', 'deny', 'cancelduel'],
  },
  {
    name: 'deny',
    summary: 'Turns down a duel that another viewer challenged you to.',
    userLevel: 'everyone',
    aliases: [],
    syntax: ['!deny'],
    arguments: [],
    needs: [needs.duel],
    platforms: twitchOnly,
    examples: [
      {
        title: 'Nothing to turn down',
        lines: [viewer('SproutSpark', '!deny'), bot('@SproutSpark, You do not have any pending incoming duel requests to deny.')],
      },
    ],
    edgeCases: [{situation: 'Nobody has challenged you', outcome: 'The bot says you have no incoming duel requests.'}],
    relatedCommands: ['duel', 'accept', 'cancelduel'],
  },
  {
    name: 'cancelduel',
    summary: 'Withdraws a duel challenge you sent, before the other viewer answers it.',
    userLevel: 'everyone',
    aliases: [],
    syntax: ['!cancelduel'],
    arguments: [],
    needs: [needs.duel],
    platforms: twitchOnly,
    examples: [
      {
        title: 'No challenge to withdraw',
        lines: [viewer('LunaByte', '!cancelduel'), bot('@LunaByte, You do not have any pending outgoing duel requests.')],
      },
    ],
    edgeCases: [{situation: 'You have not challenged anyone', outcome: 'The bot says you have no outgoing duel requests.'}],
    relatedCommands: ['duel', 'accept', 'deny'],
  },
];
