import {needs} from '../requirements';
import {bot, broadcaster, moderator, twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
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
  notes: [{text: 'Whether the points may be left out: the Emote Bingo module page says so, the !bingo page calls them required. Give an amount to be safe.', unconfirmed: true}],
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
};

export default entry;
