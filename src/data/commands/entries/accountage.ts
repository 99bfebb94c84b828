import {bot, moderator, twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'accountage',
  summary: 'Tells how long ago a Twitch account was created; without a name, your own.',
  userLevel: 'everyone',
  aliases: ['!accage', '!created'],
  syntax: ['!accountage [username]'],
  arguments: [{name: '[username]', required: false, description: 'The account to check. Leave it out for your own.'}],
  platforms: twitchOnly,
  examples: [
    {
      title: 'Checking another account, then your own',
      lines: [
        moderator('ModMira', '!accountage FreshFern'),
        bot('@ModMira, FreshFern was created 2 years 1 month 3 days 6 hours ago.'),
        viewer('PixelPine', '!accountage'),
        bot('@PixelPine, your account was created 5 years 1 month 17 days 9 hours ago.'),
      ],
    },
  ],
  edgeCases: [],
  relatedCommands: ['followage', 'uptime'],
};

export default entry;
