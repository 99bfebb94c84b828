import {needs} from '../requirements';
import {bot, streamer, twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'watchtime',
  summary: 'Tells how long a viewer has watched this channel; without a name it tells you your own.',
  userLevel: 'everyone',
  aliases: ['!viewtime'],
  syntax: ['!watchtime [username]'],
  arguments: [{name: '[username]', required: false, description: 'Whose watch time to show. Leave it out for your own.'}],
  needs: [needs.watchTime],
  platforms: twitchOnly,
  examples: [
    {
      title: 'Your own watch time, then a friend’s',
      lines: [
        viewer('PixelPine', '!watchtime'),
        bot(`@PixelPine has spent 4 hours and 20 minutes watching ${streamer}!`),
        viewer('PixelPine', '!viewtime TacoRanger'),
        bot(`TacoRanger has spent 2 days 6 hours and 5 minutes watching ${streamer}!`),
      ],
    },
  ],
  edgeCases: [],
  relatedCommands: ['points', 'top', 'leaderboard', 'uptime'],
};

export default entry;
