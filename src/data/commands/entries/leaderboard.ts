import {needs} from '../requirements';
import {bot, channelSlug, twitchOnly, viewer} from '../chat';
import {site} from '../../../site';
import type {Command} from '../types';

const entry: Command = {
  name: 'leaderboard',
  summary: "Posts the link to the channel's points and watch-time leaderboard page.",
  userLevel: 'everyone',
  aliases: ['!ranklist'],
  syntax: ['!leaderboard'],
  arguments: [],
  needs: [needs.loyalty],
  platforms: twitchOnly,
  examples: [
    {
      title: 'Asking for the leaderboard',
      lines: [
        viewer('PixelPine', '!leaderboard'),
        bot(`Check out the channel Leaderboard here: ${site.homepage}/${channelSlug}/leaderboard`),
      ],
    },
  ],
  edgeCases: [],
  relatedCommands: ['top', 'points', 'watchtime'],
};

export default entry;
