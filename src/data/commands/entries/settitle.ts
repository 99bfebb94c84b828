import {bot, broadcaster, moderator, streamer, twitchAndKick} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'settitle',
  summary: 'Changes the stream title.',
  userLevel: 'supermoderator',
  aliases: ['!setitle'],
  syntax: ['!settitle <new_title>'],
  arguments: [{name: '<new_title>', required: true, description: 'The whole new title; everything after the command becomes the title.'}],
  platforms: twitchAndKick,
  examples: [
    {
      title: 'Two new titles',
      lines: [
        moderator('SuperModSam', '!settitle Cozy farming until the crops are in'),
        bot('@SuperModSam changed the title to "Cozy farming until the crops are in"'),
        broadcaster('!settitle Community night: your picks, my mistakes'),
        bot(`@${streamer} changed the title to "Community night: your picks, my mistakes"`),
      ],
    },
  ],
  edgeCases: [],
  relatedCommands: ['setgame', 'uptime'],
  seeAlso: [{label: '$(settitle): change the title from a custom command', to: '/chatbot/variables/settitle'}],
};

export default entry;
