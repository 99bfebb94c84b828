import {allPlatforms, bot, broadcaster, moderator, streamer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'bot',
  summary: 'Mutes or unmutes the bot in your chat, or makes it leave the channel.',
  userLevel: 'moderator',
  aliases: [],
  syntax: ['!bot <subcommand>'],
  arguments: [{name: '<subcommand>', required: true, description: 'One of mute, unmute or part (see below).'}],
  subcommands: [
    {name: 'mute', syntax: ['!bot mute'], description: 'Silences the bot in your chat until someone unmutes it.'},
    {name: 'unmute', syntax: ['!bot unmute'], description: 'Lets the bot speak in chat again after a mute.'},
    {name: 'part', syntax: ['!bot part'], description: 'Makes the bot leave your channel.'},
  ],
  platforms: allPlatforms,
  examples: [
    {
      title: 'Muting and unmuting the bot',
      lines: [
        moderator('ModMira', '!bot mute'),
        bot('@ModMira, I have been muted.'),
        broadcaster('!bot unmute'),
        bot(`@${streamer}, I have been unmuted.`),
      ],
    },
  ],
  edgeCases: [{situation: 'You only want quiet for a while', outcome: 'Use mute, not part: part takes the bot out of your channel altogether.'}],
  relatedCommands: ['module', 'command', 'commands'],
};

export default entry;
