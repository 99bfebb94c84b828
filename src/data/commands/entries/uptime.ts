import {bot, streamer, twitchAndYouTube, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'uptime',
  summary: 'Tells how long the stream has been live.',
  userLevel: 'everyone',
  aliases: ['!downtime'],
  syntax: ['!uptime'],
  arguments: [],
  platforms: twitchAndYouTube,
  examples: [{title: 'Asking how long you have been live', lines: [viewer('TacoRanger', '!uptime'), bot(`@${streamer} has been live for 3 hours 12 minutes and 40 seconds`)]}],
  edgeCases: [],
  relatedCommands: ['followage', 'watchtime', 'accountage'],
  seeAlso: [{label: '$(uptime): uptime inside your own commands', to: '/chatbot/variables/uptime'}],
};

export default entry;
