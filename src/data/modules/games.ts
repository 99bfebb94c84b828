import type {ChatModule} from './types';
import {betForms, cooldowns, pointsNamePlaceholder} from './shared';

/** Points games and chat toys: the modules a viewer plays. */

export const duel: ChatModule = {
  slug: 'duel',
  name: 'Duel',
  adds: 'Chatters challenge each other to a duel for a stake of loyalty points, answered with !accept or !deny.',
  commands: [
    {command: 'duel', usage: '!duel <username> <points>', level: 'everyone', does: 'Challenges another chatter to a duel for that many points.'},
    {command: 'accept', usage: '!accept', level: 'everyone', does: 'Takes up the duel someone sent you.'},
    {command: 'deny', usage: '!deny', level: 'everyone', does: 'Turns down the duel someone sent you.'},
    {command: 'cancelduel', usage: '!cancelduel', level: 'everyone', does: 'Withdraws the duel you sent before it is answered.'},
  ],
  needs: ['Loyalty system: duels are fought for points.'],
  settings: [
    {name: 'Maximum amount', type: 'points', default: null, meaning: 'The largest stake one duel may have.'},
    ...cooldowns('a duel', {user: null, global: null}),
  ],
  templates: [
    {name: 'Win message', sentWhen: 'A duel has a winner.', placeholders: ['{winner}', '{loser}']},
    {name: 'Points won message', sentWhen: 'A duel has a winner, to tell chat the points won.', placeholders: ['{points}', '{pointsname}']},
  ],
  placeholders: [
    {token: '{winner}', meaning: 'The chatter who won the duel.'},
    {token: '{loser}', meaning: 'The chatter who lost it.'},
    {token: '{points}', meaning: 'The points won in the duel.'},
    pointsNamePlaceholder,
  ],
  limits: [
    'All four commands are open to everyone in chat.',
    'The challenged chatter has 2 minutes to answer with !accept or !deny.',
    'A chatter cannot duel themselves, and cannot stake more points than they have.',
    'Duels run on Twitch.',
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
  ],
  templates: [],
  placeholders: [],
  limits: ['Anyone in chat can ask.', 'Works on Twitch, YouTube, Kick and Trovo.'],
};

export const emoteBingo: ChatModule = {
  slug: 'emote-bingo',
  name: 'Emote Bingo',
  adds: 'A moderator starts a round with a prize in points; the first chatter to type the hidden emote wins it.',
  commands: [
    {
      command: 'bingo',
      usage: '!bingo <emote_provider> <points>',
      level: 'moderator',
      does: 'Starts a round with an emote from one provider (or all of them) and a prize in points.',
    },
  ],
  needs: ['Loyalty system: the prize is paid in points.'],
  settings: [
    {
      name: 'Emote provider',
      type: 'argument',
      default: 'Required',
      range: 'twitch, bttv, ffz, 7tv or all',
      meaning: 'Which emote set the hidden emote is drawn from; all mixes every provider.',
    },
    {name: 'Points', type: 'argument', default: 'Required', meaning: 'The prize the winner receives.'},
  ],
  templates: [],
  placeholders: [],
  limits: ['Only moderators and the levels above them can start a round.', 'Emote Bingo runs on Twitch.'],
};

export const roulette: ChatModule = {
  slug: 'roulette',
  name: 'Roulette',
  adds: 'Chatters bet loyalty points on a spin: a win doubles the bet, a loss takes it.',
  commands: [{command: 'roulette', usage: '!roulette <amount_or_%>', level: 'everyone', does: 'Bets that many points on one spin.'}],
  needs: ['Loyalty system: bets are paid in points.'],
  settings: [
    {name: 'Rig percentage', type: 'percent', default: null, meaning: 'Sets the win chance of a spin.'},
    {name: 'Minimum amount', type: 'points', default: null, meaning: 'The fewest points a chatter can play with.'},
    ...cooldowns('roulette', {user: null, global: null}),
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
    'Works on Twitch, YouTube, Kick and Trovo.',
  ],
};

export const slotmachine: ChatModule = {
  slug: 'slotmachine',
  name: 'Slot machine',
  adds: 'Chatters bet loyalty points on three reels of emotes; matching emotes pay out a multiple of the bet.',
  commands: [{command: 'slots', usage: '!slots <bet>', level: 'everyone', does: 'Bets that many points on one pull.'}],
  needs: ['Loyalty system: bets are paid in points.'],
  settings: [
    {name: 'System rigging', type: 'number', default: null, meaning: 'Rigs the odds of the slot machine.'},
    {name: 'Minimum points', type: 'points', default: null, meaning: 'The fewest points a pull can be played for.'},
    {name: 'Emotes', type: 'list', default: null, meaning: 'The emotes that appear on the reels.'},
    ...cooldowns('the slot machine', {user: '60', global: '0'}),
  ],
  templates: [
    {name: 'Win message', sentWhen: 'A pull wins.', placeholders: ['{user}', '{emotes}', '{points}', '{pointsname}']},
    {name: 'Lose message', sentWhen: 'A pull loses.', placeholders: ['{user}', '{emotes}', '{points}', '{pointsname}']},
  ],
  placeholders: [
    {token: '{user}', meaning: 'The chatter who pulled.'},
    {token: '{emotes}', meaning: 'The three emotes the reels stopped on.'},
    {token: '{points}', meaning: 'The points won, or the bet that was lost.'},
    pointsNamePlaceholder,
  ],
  limits: [betForms, 'Anyone in chat can play.', 'The slot machine runs on Twitch.'],
};
