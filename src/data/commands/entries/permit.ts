import {needs} from '../requirements';
import {bot, broadcaster, moderator, twitchAndKick} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'permit',
  summary: 'Lets one viewer post links for a while without the link filter punishing them.',
  userLevel: 'moderator',
  aliases: [],
  syntax: ['!permit <username> [duration_seconds]'],
  arguments: [
    {name: '<username>', required: true, description: 'The viewer who may post links.'},
    {name: '[duration_seconds]', required: false, description: 'How long the pass lasts, in seconds. Left out, a default length applies; the provider’s pages disagree on it (see the notes).'},
  ],
  needs: [needs.linkFilter],
  notes: [
    {
      text: 'Without a number, the pass lasts 60 seconds and covers links (this page, which sets that default in the link filter) or 30 seconds and every filter (the filters overview). Give a number to be sure.',
      unconfirmed: true,
    },
  ],
  platforms: twitchAndKick,
  examples: [
    {
      title: 'Two passes with a length of your choosing',
      lines: [
        moderator('ModMira', '!permit PixelPine 90'),
        bot('@PixelPine, you have been permitted to post links for 90 seconds.'),
        broadcaster('!permit TacoRanger 180'),
        bot('@TacoRanger, you have been permitted to post links for 180 seconds.'),
      ],
    },
  ],
  edgeCases: [],
  relatedCommands: ['level'],
};

export default entry;
