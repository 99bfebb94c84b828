import {site} from '../../site';
import type {Command} from './types';
import {allPlatforms, bot, broadcaster, moderator, streamer, twitchAndKick, twitchAndYouTube, twitchOnly, viewer} from './chat';
import {needs} from './requirements';
import {chatLevelValues, userLevels} from '../userLevels';

/** "100 (Everyone), 250 (Subscriber), …": the numbers !level accepts, from src/data/userLevels.ts. */
const levelChoices = userLevels.flatMap((level) => (level.value === null ? [] : [`${level.value} (${level.label})`])).join(', ');

/** How a match is written for !nuke and !nukeusername. */
const matchHelp = 'Plain text to look for, or a regular expression between slashes; add i after the closing slash to ignore upper and lower case, as in /free\\s+follows/i.';

/** Keeping chat in order: mass timeouts, bulk actions, link permits, votes and levels. */
export const moderationCommands: readonly Command[] = [
  {
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
  },
  {
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
  },
  {
    name: 'filesay',
    summary: 'Reads a public raw text file and posts each line in chat, as a message or a command.',
    userLevel: 'supermoderator',
    aliases: [],
    syntax: ['!filesay <url>'],
    arguments: [{name: '<url>', required: true, description: 'The address of a raw text file that anyone can open, with one message or command per line.'}],
    platforms: allPlatforms,
    examples: [
      {
        title: 'Running a ban list',
        lines: [broadcaster('!filesay https://example.com/lists/raid-bans.txt'), bot('Executing 3 lines from URL...')],
      },
    ],
    edgeCases: [
      {situation: 'Your list lives on a paste site', outcome: 'Link to its raw view, which is the plain text file itself, not the page around it.'},
    ],
    relatedCommands: ['nuke', 'nukeusername'],
  },
  {
    name: 'permit',
    summary: 'Lets one viewer post links for a while without the link filter punishing them.',
    userLevel: 'moderator',
    aliases: [],
    syntax: ['!permit <username> [duration_seconds]'],
    arguments: [
      {name: '<username>', required: true, description: 'The viewer who may post links.'},
      {name: '[duration_seconds]', required: false, description: 'How long the pass lasts, in seconds. Left out, a default length applies; the provider’s pages disagree on it (see the notes).'},
    ],
    needs: [needs.linkFilter],
    notes: [
      {text: 'The command page gives 60 seconds as the default length, says that default is a link filter setting, and says the pass covers links only.', unconfirmed: true},
      {text: 'The filters overview describes a 30-second pass that lets the chatter past every filter, not only the link filter.', unconfirmed: true},
    ],
    platforms: twitchAndKick,
    examples: [
      {
        title: 'Two passes with a length of your choosing',
        lines: [
          moderator('ModMira', '!permit PixelPine 90'),
          bot('@PixelPine, you have been permitted to post links for 90 seconds.'),
          broadcaster('!permit TacoRanger 180'),
          bot('@TacoRanger, you have been permitted to post links for 180 seconds.'),
        ],
      },
    ],
    edgeCases: [],
    relatedCommands: ['level'],
  },
  {
    name: 'vanish',
    summary: 'Times you out for 1 second, which clears your recent messages from chat.',
    userLevel: 'everyone',
    aliases: [],
    syntax: ['!vanish'],
    arguments: [],
    platforms: twitchAndYouTube,
    examples: [{title: 'Disappearing from chat', lines: [viewer('QuietKettle', '!vanish'), bot(`${site.productName} timed out QuietKettle for 1 second.`)]}],
    edgeCases: [],
    relatedCommands: [],
  },
  {
    name: 'votekick',
    summary: 'Starts a chat vote on timing out a viewer.',
    userLevel: 'moderator',
    levelNote: 'Once a vote is running, every viewer can take part.',
    aliases: [],
    syntax: ['!votekick <username> [duration]'],
    arguments: [
      {name: '<username>', required: true, description: 'The viewer the vote is about.'},
      {name: '[duration]', required: false, description: 'How long the vote stays open, with s, m or h, such as 90s or 3m. The module’s vote duration is used when left out.'},
    ],
    cooldown: {note: 'Set in the Votekick module.'},
    needs: [needs.votekick],
    platforms: twitchOnly,
    examples: [
      {
        title: 'A vote with the usual length, and a two-minute one',
        lines: [
          moderator('ModMira', '!votekick NoisyNed'),
          bot('Vote started to kick NoisyNed! Type !yes or !no to vote. (Vote ends in 60s)'),
          moderator('ModMira', '!votekick CapsLockCarl 2m'),
          bot('Vote started to kick CapsLockCarl! Type !yes or !no to vote. (Vote ends in 120s)'),
        ],
      },
    ],
    edgeCases: [],
    relatedCommands: ['nuke', 'permit'],
  },
  {
    name: 'level',
    summary: "Shows a viewer's user level for the bot, sets it, or resets it.",
    userLevel: 'supermoderator',
    aliases: [],
    syntax: ['!level <username>', '!level <username> <level_value>', '!level <username> reset'],
    arguments: [
      {name: '<username>', required: true, description: 'The viewer to look up or change.'},
      {
        name: '<level_value>',
        required: false,
        description: `A level number: ${levelChoices}. Type reset instead to go back to the level their role on the platform gives them. Leave it out to only look.`,
      },
    ],
    platforms: twitchOnly,
    examples: [
      {
        title: 'Looking up, promoting and resetting a viewer',
        lines: [
          moderator('SuperModSam', '!level MossyMarten'),
          bot('@SuperModSam, The level of MossyMarten is 100.'),
          moderator('SuperModSam', '!level MossyMarten 300'),
          bot("@SuperModSam, Successfully set MossyMarten's level to 300 (Regular)."),
          moderator('SuperModSam', '!level MossyMarten reset'),
          bot("@SuperModSam, Successfully reset MossyMarten's level to 100 (Everyone)."),
        ],
      },
    ],
    edgeCases: [
      {situation: 'The command is typed the wrong way', outcome: `The bot answers with a usage hint (the name, then a level number or reset), or with the list of valid levels: ${chatLevelValues.join(', ')}.`},
      {situation: 'You try to make someone the broadcaster', outcome: 'That level has no number in chat; it is set only in the dashboard.'},
      {situation: 'Your channel is on YouTube or Kick', outcome: 'The command is listed for Twitch only, like the VIP level (400) itself.'},
    ],
    relatedCommands: ['permit', 'command'],
    seeAlso: [{label: 'User levels explained', to: '/chatbot/commands#user-levels'}],
  },
];
