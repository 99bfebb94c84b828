import {site} from '../../site';
import type {Command} from './types';
import {allPlatforms, bot, broadcaster, channelSlug, moderator, streamer, twitchAndKick, twitchAndYouTube, twitchOnly, viewer} from './chat';
import {needs} from './requirements';

/** Facts about the stream and its viewers, links viewers ask for, and changing title and game. */
export const streamInfoCommands: readonly Command[] = [
  {
    name: 'uptime',
    summary: 'Tells how long the stream has been live.',
    userLevel: 'everyone',
    aliases: ['!downtime'],
    unconfirmedAliases: ['!downtime'],
    syntax: ['!uptime'],
    arguments: [],
    platforms: twitchAndYouTube,
    examples: [{title: 'Asking how long you have been live', lines: [viewer('TacoRanger', '!uptime'), bot(`@${streamer} has been live for 3 hours 12 minutes and 40 seconds`)]}],
    edgeCases: [],
    relatedCommands: ['followage', 'watchtime', 'accountage'],
    seeAlso: [{label: '$(uptime): uptime inside your own commands', to: '/chatbot/variables/uptime'}],
  },
  {
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
  },
  {
    name: 'accountage',
    summary: 'Tells how long ago a Twitch account was created; without a name, your own.',
    userLevel: 'everyone',
    aliases: ['!accage', '!created'],
    unconfirmedAliases: ['!accage', '!created'],
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
  },
  {
    name: 'chatstats',
    summary: "Posts the link to the channel's chat statistics page: top chatters, command use and more.",
    userLevel: 'everyone',
    aliases: ['!twitchstats'],
    unconfirmedAliases: ['!twitchstats'],
    syntax: ['!chatstats'],
    arguments: [],
    platforms: twitchOnly,
    examples: [{title: 'Asking for chat stats', lines: [viewer('QuietKettle', '!chatstats'), bot(`Chat stats can be found here: ${site.chatStatsUrl}/c/${channelSlug} PogChamp`)]}],
    edgeCases: [],
    relatedCommands: ['top', 'uptime', 'followage', 'watchtime'],
  },
  {
    name: 'tip',
    summary: "Posts the link to the channel's tipping page.",
    userLevel: 'everyone',
    aliases: ['!donate'],
    unconfirmedAliases: ['!donate'],
    syntax: ['!tip'],
    arguments: [],
    needs: [needs.tipping],
    platforms: allPlatforms,
    examples: [{title: 'Asking how to tip', lines: [viewer('VelvetFox', '!tip'), bot(`You can Tip to ${streamer} using this link ${site.homepage}/${channelSlug}/tip`)]}],
    edgeCases: [],
    relatedCommands: ['commands', 'items'],
  },
  {
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
    edgeCases: [{situation: 'Your channel is on YouTube', outcome: 'The command does not work there: it runs on Twitch and Kick.'}],
    relatedCommands: ['setgame', 'uptime'],
    seeAlso: [{label: '$(settitle): change the title from a custom command', to: '/chatbot/variables/settitle'}],
  },
  {
    name: 'setgame',
    summary: "Changes the stream's game or category.",
    userLevel: 'supermoderator',
    aliases: [],
    syntax: ['!setgame <game>'],
    arguments: [{name: '<game>', required: true, description: 'The game or category to switch to. A common short form can work too.'}],
    platforms: twitchAndKick,
    examples: [
      {
        title: 'Switching category',
        lines: [
          moderator('SuperModSam', '!setgame Stardew Valley'),
          bot('@SuperModSam changed the game to "Stardew Valley"!'),
          broadcaster('!setgame Just Chatting'),
          bot(`@${streamer} changed the game to "Just Chatting"!`),
        ],
      },
    ],
    edgeCases: [
      {situation: 'You typed a short form or a near match', outcome: 'The bot sets the category it matched and names it in full in its reply; check that it is the one you meant.'},
      {situation: 'Your channel is on YouTube', outcome: 'The command does not work there: it runs on Twitch and Kick.'},
    ],
    relatedCommands: ['settitle', 'uptime'],
    seeAlso: [{label: '$(setgame): change the game from a custom command', to: '/chatbot/variables/setgame'}],
  },
];
