import {bot, twitchAndYouTube, viewer} from '../chat';
import {site} from '../../../site';
import type {Command} from '../types';

const entry: Command = {
  name: 'vanish',
  summary: 'Times you out for 1 second, which clears your recent messages from chat.',
  userLevel: 'everyone',
  aliases: [],
  syntax: ['!vanish'],
  arguments: [],
  platforms: twitchAndYouTube,
  examples: [{title: 'Disappearing from chat', lines: [viewer('QuietKettle', '!vanish'), bot(`${site.productName} timed out QuietKettle for 1 second.`)]}],
  edgeCases: [],
  relatedCommands: [],
};

export default entry;
