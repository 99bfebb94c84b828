import {allPlatforms, bot, broadcaster, moderator, streamer} from '../chat';
import {matchHelp} from '../phrases';
import type {Command} from '../types';

const entry: Command = {
  name: 'nuke',
  summary: 'Times out, bans or deletes the messages of everyone whose recent messages match a phrase or pattern.',
  userLevel: 'supermoderator',
  aliases: [],
  syntax: ['!nuke <lookback_seconds> <action> <match_text_or_regex>'],
  arguments: [
    {name: '<lookback_seconds>', required: true, description: 'How far back to look through chat, in seconds, such as 60; at most 300.'},
    {name: '<action>', required: true, description: 'A number of seconds to time matching chatters out for; ban to ban them; or delete to delete only the matching messages (delete works on Twitch only).'},
    {name: '<match_text_or_regex>', required: true, description: matchHelp},
  ],
  limits: ['The lookback is at most 300 seconds (5 minutes).', 'The delete action works only while the bot is a moderator in your channel.'],
  platforms: allPlatforms,
  examples: [
    {
      title: 'Timing out, banning and deleting',
      lines: [
        moderator('SuperModSam', '!nuke 45 300 cheap viewers here'),
        bot('@SuperModSam, Nuked 4 messages matching "cheap viewers here".'),
        broadcaster('!nuke 300 ban /sc[a4]m-?link\\.(com|xyz)/i'),
        bot(`@${streamer}, Nuked 1 messages matching "/sc[a4]m-?link\\.(com|xyz)/i".`),
        moderator('SuperModSam', '!nuke 20 delete buy followers'),
        bot('@SuperModSam, Nuked 2 messages matching "buy followers".'),
      ],
    },
  ],
  edgeCases: [
    {situation: 'The phrase is too common', outcome: 'Everyone who wrote it in the lookback window is hit, including regulars. Keep the phrase specific and the window short.'},
    {situation: 'You used delete off Twitch', outcome: 'Deleting messages is a Twitch-only action; use a timeout or ban instead.'},
  ],
  relatedCommands: ['nukeusername', 'filesay', 'permit'],
};

export default entry;
