import {bot, streamer, twitchOnly, viewer} from '../chat';
import type {Command} from '../types';

const entry: Command = {
  name: 'followage',
  summary: 'Tells how long someone has followed a channel; by default, you and this channel.',
  userLevel: 'everyone',
  aliases: [],
  syntax: ['!followage [username] [channel_name]'],
  arguments: [
    {name: '[username]', required: false, description: 'Whose follow to check. Leave it out for your own.'},
    {name: '[channel_name]', required: false, description: 'Which channel they follow. Leave it out for this channel; to use it, give a username first.'},
  ],
  platforms: twitchOnly,
  examples: [
    {
      title: 'Your own follow, someone else’s, and another channel',
      lines: [
        viewer('LunaByte', '!followage'),
        bot(`@LunaByte, You have been following ${streamer} for 2 years 4 months 9 days 5 hours.`),
        viewer('LunaByte', '!followage MossyMarten'),
        bot(`@LunaByte, MossyMarten has been following ${streamer} for 1 year 7 months 21 days 3 hours.`),
        viewer('LunaByte', '!followage MossyMarten SleepyOtterTV'),
        bot('@LunaByte, MossyMarten is not following SleepyOtterTV.'),
      ],
    },
  ],
  edgeCases: [],
  relatedCommands: ['accountage', 'uptime', 'watchtime'],
};

export default entry;
