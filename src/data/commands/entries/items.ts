import {bot, channelSlug, twitchOnly, viewer} from '../chat';
import {site} from '../../../site';
import type {Command} from '../types';

const entry: Command = {
  name: 'items',
  summary: "Posts the link to the channel's loyalty store.",
  userLevel: 'everyone',
  aliases: ['!store'],
  syntax: ['!items'],
  arguments: [],
  platforms: twitchOnly,
  examples: [
    {
      title: 'Asking for the store',
      lines: [viewer('SproutSpark', '!items'), bot(`Check out the available items here: ${site.homepage}/${channelSlug}/store`)],
    },
  ],
  edgeCases: [],
  relatedCommands: ['redeem', 'points', 'openstore', 'closestore'],
};

export default entry;
