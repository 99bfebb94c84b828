import {site} from '../../site';
import type {Command} from './types';
import {bot, broadcaster, channelSlug, moderator, streamer, twitchOnly, viewer} from './chat';
import {needs} from './requirements';

/** Checking, moving and ranking loyalty points and watch time. */
export const loyaltyCommands: readonly Command[] = [
  {
    name: 'points',
    summary: "Shows a viewer's loyalty points and leaderboard rank; without a name it shows your own.",
    userLevel: 'everyone',
    aliases: [],
    syntax: ['!points [username]'],
    arguments: [{name: '[username]', required: false, description: 'Whose balance to show. Leave it out to see your own.'}],
    needs: [needs.loyalty],
    notes: [{text: 'Your channel’s own name for points works as a command too: with points called Acorns, !acorns answers like !points.'}],
    platforms: twitchOnly,
    examples: [
      {
        title: 'Checking your own balance, then someone else’s',
        lines: [
          viewer('LunaByte', '!points'),
          bot('@LunaByte, you have 3120 Acorns and are rank #27 on the leaderboard.'),
          viewer('LunaByte', '!points MossyMarten'),
          bot('@MossyMarten has 48210 Acorns and is rank #2 on the leaderboard.'),
          viewer('SproutSpark', '!acorns'),
          bot('@SproutSpark, you have 640 Acorns and are rank #112 on the leaderboard.'),
        ],
      },
    ],
    edgeCases: [],
    relatedCommands: ['top', 'leaderboard', 'givepoints', 'addpoints', 'setpoints'],
    seeAlso: [
      {label: '$(pointsname): your channel’s name for points', to: '/chatbot/variables/pointsname'},
      {label: '$(user): points and rank inside your own commands', to: '/chatbot/variables/user'},
    ],
  },
  {
    name: 'addpoints',
    summary: "Adds loyalty points to one viewer's balance.",
    userLevel: 'supermoderator',
    aliases: ['!editpoints', '!bonus'],
    unconfirmedAliases: ['!editpoints', '!bonus'],
    syntax: ['!addpoints <username> <amount>'],
    arguments: [
      {name: '<username>', required: true, description: 'The viewer who receives the points.'},
      {name: '<amount>', required: true, description: 'How many points to add on top of their balance.'},
    ],
    needs: [needs.loyalty],
    platforms: twitchOnly,
    examples: [
      {
        title: 'Rewarding two viewers',
        lines: [
          broadcaster('!addpoints TacoRanger 750'),
          bot(`@${streamer}, added 750 points to TacoRanger. They now have 4210 points.`),
          moderator('SuperModSam', '!addpoints PixelPine 40'),
          bot('@SuperModSam, added 40 points to PixelPine. They now have 915 points.'),
        ],
      },
    ],
    edgeCases: [
      {situation: 'You want a balance to become an exact number', outcome: 'Use !setpoints instead; !addpoints always adds to what the viewer already has.'},
    ],
    relatedCommands: ['setpoints', 'givepoints', 'points'],
  },
  {
    name: 'setpoints',
    summary: "Sets a viewer's loyalty points to an exact number, replacing their balance.",
    userLevel: 'supermoderator',
    aliases: [],
    syntax: ['!setpoints <username> <points>'],
    arguments: [
      {name: '<username>', required: true, description: 'The viewer whose balance changes.'},
      {name: '<points>', required: true, description: 'The new balance. Use 0 to empty it.'},
    ],
    needs: [needs.loyalty],
    platforms: twitchOnly,
    examples: [
      {
        title: 'Fixing a balance, then clearing one',
        lines: [
          moderator('SuperModSam', '!setpoints PixelPine 2500'),
          bot("@SuperModSam, set PixelPine's points to 2500!"),
          broadcaster('!setpoints SproutSpark 0'),
          bot(`@${streamer}, set SproutSpark's points to 0!`),
        ],
      },
    ],
    edgeCases: [
      {situation: 'You meant to give a bonus', outcome: 'The old balance is overwritten, not added to. Use !addpoints to add points on top.'},
      {situation: 'A moderator is refused', outcome: 'By default only super moderators and the broadcaster may set balances; lower the command’s level in the dashboard if your moderators should.'},
    ],
    relatedCommands: ['addpoints', 'givepoints', 'points', 'top'],
  },
  {
    name: 'givepoints',
    summary: 'Gives some of your own loyalty points to another viewer.',
    userLevel: 'everyone',
    aliases: ['!give', '!transfer'],
    syntax: ['!givepoints <username> <amount>'],
    arguments: [
      {name: '<username>', required: true, description: 'The viewer who gets the points.'},
      {name: '<amount>', required: true, description: 'How many of your points to hand over. They leave your balance.'},
    ],
    needs: [needs.loyalty],
    offByDefault: true,
    platforms: twitchOnly,
    examples: [
      {
        title: 'A gift, and two attempts that fail',
        lines: [
          viewer('QuietKettle', '!givepoints MossyMarten 300'),
          bot('@QuietKettle -> gave 300 points to @MossyMarten'),
          viewer('QuietKettle', '!give VelvetFox 20000'),
          bot('@QuietKettle, You only have 410 points.'),
          viewer('QuietKettle', '!givepoints NoSuchViewer99 10'),
          bot("@QuietKettle, I couldn't find that user in the database :/"),
        ],
      },
    ],
    edgeCases: [
      {situation: 'You offer more than you have', outcome: 'Nothing is sent; the bot tells you your current balance.'},
      {situation: 'The name is not in the channel’s points records', outcome: 'The bot says it could not find that user. Check the spelling of the name.'},
    ],
    relatedCommands: ['points', 'addpoints', 'setpoints', 'top'],
  },
  {
    name: 'top',
    summary: 'Lists the leading viewers by points or by watch time.',
    userLevel: 'everyone',
    aliases: [],
    syntax: ['!top [type]'],
    arguments: [
      {
        name: '[type]',
        required: false,
        description:
          'Which list: points (current points), alltime (watch time over the channel’s whole history), online or offline (the watch-time lists). Leave it out for the points list, as with points.',
      },
    ],
    needs: [needs.loyalty],
    notes: [
      {text: 'alltime ranks viewers by their total watch time, not by points earned over all time.'},
      {text: 'Every list names the top five viewers.'},
    ],
    platforms: twitchOnly,
    examples: [
      {
        title: 'Points and watch-time lists',
        lines: [
          viewer('VelvetFox', '!top points'),
          bot('Top 5 Acorns: 1. MossyMarten (48210), 2. TacoRanger (40100), 3. LunaByte (37950), 4. PixelPine (30020), 5. VelvetFox (29990)'),
          viewer('VelvetFox', '!top online'),
          bot('Top 5 Online Watchtime: 1. TacoRanger (61h 5m), 2. LunaByte (58h 40m), 3. MossyMarten (52h 12m), 4. QuietKettle (47h 0m), 5. PixelPine (45h 30m)'),
        ],
      },
      {
        title: 'Without a type: the points list',
        lines: [
          viewer('SproutSpark', '!top'),
          bot('Top 5 Acorns: 1. MossyMarten (48210), 2. TacoRanger (40100), 3. LunaByte (37950), 4. PixelPine (30020), 5. VelvetFox (29990)'),
        ],
      },
    ],
    edgeCases: [],
    relatedCommands: ['points', 'watchtime', 'leaderboard'],
  },
  {
    name: 'leaderboard',
    summary: "Posts the link to the channel's points and watch-time leaderboard page.",
    userLevel: 'everyone',
    aliases: ['!ranklist'],
    unconfirmedAliases: ['!ranklist'],
    syntax: ['!leaderboard'],
    arguments: [],
    needs: [needs.loyalty],
    platforms: twitchOnly,
    examples: [
      {
        title: 'Asking for the leaderboard',
        lines: [
          viewer('PixelPine', '!leaderboard'),
          bot(`Check out the channel Leaderboard here: ${site.homepage}/${channelSlug}/leaderboard`),
        ],
      },
    ],
    edgeCases: [],
    relatedCommands: ['top', 'points', 'watchtime'],
  },
  {
    name: 'watchtime',
    summary: 'Tells how long a viewer has watched this channel; without a name it tells you your own.',
    userLevel: 'everyone',
    aliases: ['!viewtime'],
    syntax: ['!watchtime [username]'],
    arguments: [{name: '[username]', required: false, description: 'Whose watch time to show. Leave it out for your own.'}],
    needs: [needs.watchTime],
    platforms: twitchOnly,
    examples: [
      {
        title: 'Your own watch time, then a friend’s',
        lines: [
          viewer('PixelPine', '!watchtime'),
          bot(`@PixelPine has spent 4 hours and 20 minutes watching ${streamer}!`),
          viewer('PixelPine', '!viewtime TacoRanger'),
          bot(`TacoRanger has spent 2 days 6 hours and 5 minutes watching ${streamer}!`),
        ],
      },
    ],
    edgeCases: [],
    relatedCommands: ['points', 'top', 'leaderboard', 'uptime'],
  },
];
