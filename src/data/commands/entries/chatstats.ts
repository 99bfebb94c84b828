import {bot, channelSlug, twitchOnly, viewer} from '../chat';
import {site} from '../../../site';
import type {Command} from '../types';

const entry: Command = {
  name: 'chatstats',
  summary: "Posts the link to the channel's chat statistics page: top chatters, command use and more.",
  userLevel: 'everyone',
  aliases: ['!twitchstats'],
  syntax: ['!chatstats'],
  arguments: [],
  platforms: twitchOnly,
  examples: [{title: 'Asking for chat stats', lines: [viewer('QuietKettle', '!chatstats'), bot(`Chat stats can be found here: ${site.chatStatsUrl}/c/${channelSlug} PogChamp`)]}],
  edgeCases: [],
  relatedCommands: ['top', 'uptime', 'followage', 'watchtime'],
};

export default entry;
