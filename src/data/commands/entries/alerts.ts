import {allPlatforms, bot, broadcaster, moderator} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'alerts',
  summary: 'Controls overlay alerts from chat: mute or unmute them, skip one, or pause and unpause them.',
  userLevel: 'moderator',
  aliases: [],
  syntax: ['!alerts <action>'],
  arguments: [{name: '<action>', required: true, description: 'One of mute, unmute, skip, pause or unpause.'}],
  offByDefault: true,
  platforms: allPlatforms,
  examples: [
    {
      title: 'Muting, skipping and pausing alerts',
      lines: [
        moderator('ModMira', '!alerts mute'),
        bot('Successfully muted alerts'),
        broadcaster('!alerts skip'),
        bot('Successfully skipped alerts'),
        moderator('ModMira', '!alerts pause'),
        bot('Successfully paused alerts'),
      ],
    },
  ],
  edgeCases: [{situation: 'Alerts stay quiet after a break', outcome: 'Undo what you did: unmute after mute, unpause after pause.'}],
  relatedCommands: ['hypecup', 'kappagen'],
};

export default entry;
