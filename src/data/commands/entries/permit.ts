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
    {text: 'The command page gives 60 seconds as the default length, says that default is a link filter setting, and says the pass covers links only.', unconfirmed: true},
    {text: 'The filters overview describes a 30-second pass that lets the chatter past every filter, not only the link filter.', unconfirmed: true},
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
