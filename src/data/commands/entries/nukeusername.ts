import {allPlatforms, bot, broadcaster, moderator, streamer} from '../chat';
import {matchHelp} from '../phrases';
import type {Command} from '../types';

const entry: Command = {
  name: 'nukeusername',
  summary: 'Times out or bans recent chatters whose usernames match a phrase or pattern.',
  userLevel: 'supermoderator',
  aliases: [],
  syntax: ['!nukeusername <lookback_seconds> <action> <match_text_or_regex>'],
  arguments: [
    {name: '<lookback_seconds>', required: true, description: 'Only chatters who wrote something in this many seconds are checked, such as 60; at most 300.'},
    {name: '<action>', required: true, description: 'A number of seconds to time matching chatters out for, or ban to ban them.'},
    {name: '<match_text_or_regex>', required: true, description: `Matched against usernames. ${matchHelp}`},
  ],
  limits: ['The lookback is at most 300 seconds (5 minutes).'],
  platforms: allPlatforms,
  examples: [
    {
      title: 'A timeout by name part, then a ban by pattern',
      lines: [
        moderator('SuperModSam', '!nukeusername 90 600 freebits'),
        bot('@SuperModSam, Nuked 3 users matching "freebits".'),
        broadcaster('!nukeusername 300 ban /^spam_bot\\d+/i'),
        bot(`@${streamer}, Nuked 2 users matching "/^spam_bot\\d+/i".`),
      ],
    },
  ],
  edgeCases: [
    {situation: 'The name part is short', outcome: 'A short piece such as "bot" can match real viewers too. Anchor patterns with ^ or $ where you can.'},
  ],
  relatedCommands: ['nuke', 'filesay'],
};

export default entry;
