import {allPlatforms, bot, channelSlug, viewer} from '../chat';
import {site} from '../../../site';
import type {Command} from '../types';

const entry: Command = {
  name: 'commands',
  summary: "Posts the link to the channel's public list of commands.",
  userLevel: 'everyone',
  aliases: [],
  syntax: ['!commands'],
  arguments: [],
  platforms: allPlatforms,
  examples: [
    {
      title: 'Asking what the bot can do',
      lines: [viewer('SproutSpark', '!commands'), bot(`You can find a list of all Commands here ${site.homepage}/${channelSlug}/commands`)],
    },
  ],
  edgeCases: [],
  relatedCommands: ['command'],
};

export default entry;
