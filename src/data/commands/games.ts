import type {Command} from './types';
import {allPlatforms, bot, broadcaster, moderator, twitchOnly, viewer} from './chat';
import {needs} from './requirements';

/** How to write an amount of points in the gambling games; the same rules apply to each. */
const amountForms = 'a number of points (200), a share of your balance (50%), or thousands and millions with k or m (5k, 1m)';

/** Chat games: the 8-ball, gambling for points, emote bingo and betting contests. */
export const gameCommands: readonly Command[] = [
  {
    name: '8ball',
    summary: 'Answers a yes-or-no question with a random magic 8-ball reply.',
    userLevel: 'everyone',
    aliases: ['!eightball', '!69ball', '!420ball'],
    syntax: ['!8ball [question]'],
    arguments: [{name: '[question]', required: false, description: 'The yes-or-no question you want answered.'}],
    cooldown: {perUserSeconds: 10, globalSeconds: 3},
    needs: [needs.eightball],
    platforms: allPlatforms,
    examples: [
      {
        title: 'Two questions for the 8-ball',
        lines: [
          viewer('TacoRanger', '!8ball Will the boss go down on this attempt?'),
          bot('It is decidedly so.'),
          viewer('LunaByte', '!eightball Should we stay up for one more round?'),
          bot('Cannot predict now.'),
        ],
      },
    ],
    edgeCases: [],
    relatedCommands: ['roulette', 'slots', 'quote'],
  },
  {
    name: 'roulette',
    summary: 'Gambles an amount of your points: win and you gain that amount, lose and it is gone.',
    userLevel: 'everyone',
    aliases: ['!gamble'],
    syntax: ['!roulette <amount>'],
    arguments: [{name: '<amount>', required: true, description: `What to stake: ${amountForms}, or all to go all in.`}],
    cooldown: {perUserSeconds: 60, note: 'The Roulette module’s defaults, with no global cooldown; both can be changed there.'},
    needs: [needs.roulette, needs.loyalty],
    notes: [
      {text: 'A win pays even money: you gain exactly what you staked.'},
      {text: 'The module’s slider is the chance to win: at 0 % every spin loses, at 100 % every spin wins.'},
    ],
    platforms: twitchOnly,
    examples: [
      {
        title: 'A win, then an all-in that goes wrong',
        lines: [
          viewer('SproutSpark', '!roulette 200'),
          bot('@SproutSpark spins the wheel... and wins 200 points! You now have 1400 points. PogChamp'),
          viewer('SproutSpark', '!roulette all'),
          bot('@SproutSpark spins the wheel... and lost 1400 points! You now have 0 points. FeelsBadMan'),
        ],
      },
    ],
    edgeCases: [{situation: 'The stake is below the module’s minimum amount', outcome: 'Raise the stake; the Roulette module sets the smallest amount it accepts (1 point by default).'}],
    relatedCommands: ['slots', 'duel', 'bet', 'points'],
  },
  {
    name: 'slots',
    summary: 'Plays the slot machine for points: three matching emotes on the reels pay out a multiple of your bet.',
    userLevel: 'everyone',
    aliases: ['!slotmachine', '!slot', '!sm', '!smp'],
    syntax: ['!slots <bet>'],
    arguments: [{name: '<bet>', required: true, description: `What to play with: ${amountForms}.`}],
    cooldown: {perUserSeconds: 10, note: 'The default; change it in the Slot machine module.'},
    needs: [needs.slots, needs.loyalty],
    notes: [
      {text: 'Only three matching emotes pay; two of a kind lose the bet.'},
      {text: 'A win pays the bet × (number of emotes on the reels)² × the module’s Return Amount ÷ 100.'},
      {text: 'With the five default emotes (Kappa, PogChamp, BibleThump, OpieOP, 4Head), one spin in 25 wins, and a win at a Return Amount of 100 pays 25 times the bet.'},
    ],
    platforms: twitchOnly,
    examples: [
      {
        title: 'A losing spin and a winning one',
        lines: [
          viewer('TacoRanger', '!slots 150'),
          bot('@TacoRanger you got Kappa | PogChamp | Kappa and lost your 150 points LUL'),
          viewer('TacoRanger', '!sm 40'),
          bot('@TacoRanger you got OpieOP | OpieOP | OpieOP and won 1000 points PogChamp'),
        ],
      },
    ],
    edgeCases: [{situation: 'The bet is below the module’s minimum', outcome: 'Bet more; the Slot machine module sets the minimum number of points per spin.'}],
    relatedCommands: ['roulette', 'duel', 'bet', 'points'],
  },
  {
    name: 'bingo',
    summary: 'Starts an emote bingo round: the first viewer to type the hidden emote wins points.',
    userLevel: 'moderator',
    aliases: [],
    syntax: ['!bingo <provider> [points]', '!bingo cancel'],
    arguments: [
      {
        name: '<provider>',
        required: true,
        description: 'Where the hidden emote comes from: twitch, bttv, ffz (frankerz works too), 7tv (or seventv, thirdpartything, yeahbut7tv), or all for any of them.',
      },
      {
        name: '[points]',
        required: false,
        description: 'The prize for the viewer who guesses it. Left out, the round pays half the module’s Maximum points (4000 by default, so 2000).',
      },
    ],
    subcommands: [
      {
        name: 'cancel',
        syntax: ['!bingo cancel'],
        description: 'Ends the running round without a winner.',
        aliases: ['end', 'stop', 'exit'],
      },
    ],
    limits: ['The prize can be no more than the module’s Maximum points, and never more than 1,000,000 points.'],
    needs: [needs.bingo],
    platforms: twitchOnly,
    examples: [
      {
        title: 'A round with Twitch emotes',
        lines: [
          moderator('ModMira', '!bingo twitch 300'),
          bot('Bingo started! Guess the Twitch emote to win 300 points!'),
          viewer('LunaByte', 'LUL'),
          viewer('PixelPine', 'Kappa'),
          viewer('MossyMarten', 'BibleThump'),
          bot('Congratulations MossyMarten! You guessed the correct emote BibleThump and won 300 points!'),
        ],
      },
      {
        title: 'A round with every emote provider, then a round called off',
        lines: [
          broadcaster('!bingo all 50'),
          bot('Bingo started! Guess the emote (Twitch, BTTV, FFZ, 7TV) to win 50 points!'),
          moderator('ModMira', '!bingo stop'),
        ],
      },
    ],
    edgeCases: [],
    relatedCommands: ['emotes', 'points', 'top'],
  },
  {
    name: 'bet',
    summary: 'Stakes your points on one option of the betting contest that is running.',
    userLevel: 'everyone',
    aliases: [],
    syntax: ['!bet <option> <points>'],
    arguments: [
      {name: '<option>', required: true, description: 'The option you back, as !contest lists it.'},
      {name: '<points>', required: true, description: `Your stake: ${amountForms}.`},
    ],
    needs: [needs.runningContest],
    platforms: twitchOnly,
    examples: [
      {
        title: 'Three ways to write a stake',
        lines: [
          viewer('VelvetFox', '!bet yes 200'),
          bot('@VelvetFox, you have bet 200 points on Yes.'),
          viewer('TacoRanger', '!bet no 2k'),
          bot('@TacoRanger, you have bet 2000 points on No.'),
          viewer('LunaByte', '!bet yes 10%'),
          bot('@LunaByte, you have bet 312 points on Yes.'),
        ],
      },
    ],
    edgeCases: [{situation: 'No contest is running', outcome: 'Bets are only taken while a contest is open. Type !contest to check.'}],
    relatedCommands: ['contest', 'points'],
  },
  {
    name: 'contest',
    summary: 'Shows the betting contest that is running: its question, options and time left.',
    userLevel: 'everyone',
    aliases: [],
    syntax: ['!contest'],
    arguments: [],
    needs: [needs.betting],
    platforms: twitchOnly,
    examples: [
      {
        title: 'While a contest is open, and when none is',
        lines: [
          viewer('PixelPine', '!contest'),
          bot('@PixelPine, the current contest is "Do we clear the dungeon before dinner?". You can !bet for Yes, No. Betting ends in 4 mins 30 secs'),
          viewer('QuietKettle', '!contest'),
          bot('@QuietKettle, there is no active contest.'),
        ],
      },
    ],
    edgeCases: [],
    relatedCommands: ['bet', 'points'],
  },
];
