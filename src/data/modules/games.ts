import type {ChatModule} from './types';
import {betForms, cooldowns, pointsNamePlaceholder, runsWhereCommandDoes} from './shared';

/** Points games and chat toys: the modules a viewer plays. */

/** The emotes a new slot machine starts with. */
export const slotDefaultEmotes = ['Kappa', 'PogChamp', 'BibleThump', 'OpieOP', '4Head'] as const;

/** What a winning pull pays: bet × (emotes on the reels)² × Return amount ÷ 100. */
export function slotPayout(bet: number, emoteCount: number, returnAmount: number): number {
  return (bet * emoteCount ** 2 * returnAmount) / 100;
}

export const duel: ChatModule = {
  slug: 'duel',
  name: 'Duel',
  adds: 'Chatters challenge each other to a duel for a stake of loyalty points, answered with !accept or !deny.',
  commands: [
    {
      command: 'duel',
      usage: '!duel <username> [points]',
      level: 'everyone',
      does: 'Challenges another chatter to a duel for that many points; without a stake the duel is for 0 points.',
    },
    {command: 'accept', usage: '!accept', level: 'everyone', does: 'Takes up the duel someone sent you.'},
    {command: 'deny', usage: '!deny', level: 'everyone', does: 'Turns down the duel someone sent you.'},
    {command: 'cancelduel', usage: '!cancelduel', level: 'everyone', does: 'Withdraws the duel you sent before it is answered.'},
  ],
  needs: ['Loyalty system: duels are fought for points.'],
  settings: [
    {name: 'Maximum amount', type: 'points', default: null, meaning: 'The largest stake one duel may have.'},
    {
      name: 'Stake (!duel)',
      type: 'argument',
      default: '0',
      range: 'A number, k, m, a percentage or all; capped by Maximum amount and by both players’ balances',
      meaning: 'The points the two chatters fight for, typed after the opponent’s name.',
    },
    ...cooldowns('a duel', {user: null, global: null}),
  ],
  templates: [
    {name: 'Win message', sentWhen: 'A duel has a winner.', placeholders: ['{winner}', '{loser}']},
    {
      name: 'Points won message',
      sentWhen: 'A duel has a winner, to tell chat the points won.',
      placeholders: ['{winner}', '{loser}', '{points}', '{pointsname}'],
    },
  ],
  placeholders: [
    {token: '{winner}', meaning: 'The chatter who won the duel.'},
    {token: '{loser}', meaning: 'The chatter who lost it.'},
    {token: '{points}', meaning: 'The points won in the duel.'},
    pointsNamePlaceholder,
  ],
  limits: [
    'All four commands are open to everyone in chat.',
    'The challenged chatter has 2 minutes to answer with !accept or !deny; after that the challenge expires.',
    'A chatter cannot duel themselves, and the stake can be no more than either player has.',
    'Each duel is a coin flip: both players have the same 50 % chance to win.',
    runsWhereCommandDoes('duel'),
  ],
};

export const eightball: ChatModule = {
  slug: 'eightball',
  name: '8ball',
  adds: 'A magic 8-ball in chat: ask a yes-or-no question and the bot answers at random.',
  commands: [
    {
      command: '8ball',
      usage: '!8ball [question]',
      level: 'everyone',
      does: 'Asks the 8-ball a question. Also answers to !eightball, !69ball and !420ball.',
    },
  ],
  needs: [],
  settings: [
    {
      name: 'Custom responses',
      type: 'list',
      default: null,
      meaning: 'The answers the 8-ball draws from. Add, change or remove them to give it your channel’s voice.',
    },
    {name: 'Emotes', type: 'list', default: null, range: 'Optional', meaning: 'Emotes to add to the answers: each answer gets one of them at random.'},
    ...cooldowns('the 8-ball', {user: '10', global: '3'}),
  ],
  templates: [],
  placeholders: [],
  limits: ['Anyone in chat can ask.', 'With no answers set, the bot replies that the 8-ball is out of order.', runsWhereCommandDoes('8ball')],
  unconfirmed: ['Whether an answer comes after "The 8ball says:" (module page) or on its own (!8ball page) differs between the pages; ask once to see your channel’s form.'],
};

export const emoteBingo: ChatModule = {
  slug: 'emote-bingo',
  name: 'Emote Bingo',
  adds: 'A moderator starts a round with a prize in points; the first chatter to type the hidden emote wins it.',
  commands: [
    {
      command: 'bingo',
      usage: '!bingo <emote_provider> [points]',
      level: 'moderator',
      does: 'Starts a round with an emote from one provider (or all of them) and a prize in points.',
    },
    {
      command: 'bingo',
      usage: '!bingo cancel | end | stop | exit',
      level: 'moderator',
      does: 'Ends the running round without a winner; the four words do the same thing.',
    },
  ],
  needs: ['Loyalty system: the prize is paid in points.'],
  settings: [
    {
      name: 'Emote provider',
      type: 'argument',
      default: 'Required',
      range: 'twitch, bttv, ffz (or frankerz), 7tv (or seventv, thirdpartything, yeahbut7tv) or all',
      meaning: 'Which emote set the hidden emote is drawn from; all mixes every provider.',
    },
    {
      name: 'Points',
      type: 'argument',
      default: 'Half of Maximum points',
      range: 'Up to Maximum points',
      meaning: 'The prize the winner receives. Left out, the round is worth half of Maximum points.',
      unconfirmed: 'The !bingo page says the points are required, the module page that they may be left out; give an amount to be safe.',
    },
    {
      name: 'Maximum points',
      type: 'points',
      default: '4000',
      range: 'Up to 1,000,000 points',
      meaning: 'The largest prize a round may offer; a round started without points pays half of it.',
    },
  ],
  templates: [],
  placeholders: [],
  limits: ['Only moderators and the levels above them can start a round.', runsWhereCommandDoes('bingo')],
};

export const roulette: ChatModule = {
  slug: 'roulette',
  name: 'Roulette',
  adds: 'Chatters bet loyalty points on a spin: a win pays the bet again (even money), a loss takes it.',
  commands: [{command: 'roulette', usage: '!roulette <amount_or_%>', level: 'everyone', does: 'Bets that many points on one spin.'}],
  needs: ['Loyalty system: bets are paid in points.'],
  settings: [
    {
      name: 'Win chance',
      type: 'percent',
      default: null,
      range: '0 % (every spin loses) to 100 % (every spin wins)',
      meaning: 'The slider sets the chance that a spin WINS. The dashboard has called it rig percentage; a higher value favours the chatter, not the house.',
      unconfirmed: 'The !roulette page reads the slider the other way round (100 % always loses); the module page and a 2026 changelog do not. Try a few small bets to check.',
    },
    {name: 'Minimum amount', type: 'points', default: '1', meaning: 'The fewest points a chatter can play with.'},
    ...cooldowns('roulette', {user: '60', global: '0'}),
  ],
  templates: [
    {
      name: 'Win message',
      sentWhen: 'A bet wins.',
      placeholders: ['{user}', '{bet}', '{points}', '{pointsname}'],
      default: '/me {user} won {bet} ${pointsname} in roulette and now has {points} ${pointsname}! FeelsGoodMan',
    },
    {
      name: 'Lose message',
      sentWhen: 'A bet loses.',
      placeholders: ['{user}', '{bet}', '{points}', '{pointsname}'],
      default: '/me {user} lost {bet} ${pointsname} in roulette and now has {points} ${pointsname}! FeelsBadMan',
    },
    {
      name: 'All-in win message',
      sentWhen: 'A chatter bets all of their points and wins.',
      placeholders: ['{user}', '{bet}', '{points}', '{pointsname}'],
      default: '/me PogChamp {user} went all in and won {bet} ${pointsname} PogChamp they now have {points} ${pointsname} FeelsGoodMan',
    },
    {
      name: 'All-in lose message',
      sentWhen: 'A chatter bets all of their points and loses.',
      placeholders: ['{user}', '{bet}', '{points}', '{pointsname}'],
      default: '/me {user} went all in and lost every single one of their {bet} ${pointsname} LUL',
    },
  ],
  placeholders: [
    {token: '{user}', meaning: 'The chatter who spun.'},
    {token: '{bet}', meaning: 'The points they bet.'},
    {token: '{points}', meaning: 'Their balance after the spin.'},
    pointsNamePlaceholder,
  ],
  limits: [
    `${betForms} The word all bets the whole balance.`,
    'Anyone in chat can play; a moderator can switch the game off from chat with !module roulette disable.',
    runsWhereCommandDoes('roulette'),
  ],
  payout: 'Even money: a winning spin pays as many points as were bet, so a 300-point bet ends 300 points up; a losing spin takes the bet.',
};

export const slotmachine: ChatModule = {
  slug: 'slotmachine',
  name: 'Slot machine',
  adds: 'Chatters bet loyalty points on three reels of emotes; three matching emotes pay out a multiple of the bet.',
  commands: [{command: 'slots', usage: '!slots <bet>', level: 'everyone', does: 'Bets that many points on one pull.'}],
  needs: ['Loyalty system: bets are paid in points.'],
  settings: [
    {
      name: 'Return amount',
      type: 'percent',
      default: null,
      meaning: 'Scales every win: the payout is multiplied by Return amount ÷ 100. At 100 % the game pays fair odds; below it, players lose points over time.',
    },
    {name: 'Minimum points', type: 'points', default: null, meaning: 'The fewest points a pull can be played for.'},
    {
      name: 'Emotes',
      type: 'list',
      default: slotDefaultEmotes.join(', '),
      meaning: 'The emotes on the reels. More emotes make a match rarer and, by the payout formula, pay more when it comes.',
    },
    ...cooldowns('the slot machine', {user: '10', global: null}).map((setting) =>
      setting.name === 'Global cooldown' ? {...setting, unconfirmed: 'An older module page gave 0 seconds and the newer pages give none; check your dashboard.'} : setting,
    ),
  ],
  templates: [
    {name: 'Win message', sentWhen: 'A pull wins.', placeholders: ['{user}', '{emotes}', '{points}']},
    {name: 'Lose message', sentWhen: 'A pull loses.', placeholders: ['{user}', '{emotes}', '{points}']},
  ],
  placeholders: [
    {token: '{user}', meaning: 'The chatter who pulled.'},
    {token: '{emotes}', meaning: 'The three emotes the reels stopped on.'},
    {token: '{points}', meaning: 'The points won, or the bet that was lost.'},
  ],
  limits: [
    'A bet is an amount of points, and it must meet Minimum points.',
    'Only three matching emotes win; two of a kind pay nothing.',
    'Anyone in chat can play.',
    runsWhereCommandDoes('slots'),
  ],
  payout: 'Three matching emotes pay the bet × (number of emotes on the reels)² × Return amount ÷ 100; anything else loses the bet.',
  odds: `With the ${slotDefaultEmotes.length} default emotes a pull wins 1 time in ${slotDefaultEmotes.length ** 2}; at a Return amount of 100 % it pays ${slotDefaultEmotes.length ** 2}× the bet, which is fair odds.`,
  unconfirmed: [
    'Bets like 50%, 5k or 1m: the module page takes them, the !slots page only a whole number within your minimum and maximum. Bet a plain number to be safe.',
    '{pointsname} in the win and lose messages: the !slots page says it works, the module page lists only {user}, {points} and {emotes}. Test it before you rely on it.',
  ],
};
