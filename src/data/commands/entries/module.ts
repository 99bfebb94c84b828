import {allPlatforms, bot, broadcaster, moderator, streamer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'module',
  summary: 'Turns a chatbot module on or off from chat.',
  userLevel: 'moderator',
  aliases: [],
  syntax: ['!module <module_name> <enable | disable>'],
  arguments: [
    {name: '<module_name>', required: true, description: 'The module to switch, such as roulette, duel, giveaway, quotes or loyalty.'},
    {name: '<enable | disable>', required: true, description: 'enable to switch it on, disable to switch it off.'},
  ],
  platforms: allPlatforms,
  examples: [
    {
      title: 'Switching a game off and quotes on',
      lines: [
        moderator('ModMira', '!module roulette disable'),
        bot('@ModMira, Module Roulette was disabled.'),
        broadcaster('!module quotes enable'),
        bot(`@${streamer}, Module Quotes was enabled.`),
      ],
    },
  ],
  edgeCases: [],
  relatedCommands: ['bot', 'commands', 'roulette', 'duel'],
  seeAlso: [{label: 'Chatbot modules', to: '/chatbot/modules'}],
};

export default entry;
