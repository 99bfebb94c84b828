import {site} from '../../site';
import type {Command} from './types';
import {bot, broadcaster, channelSlug, moderator, twitchOnly, viewer} from './chat';
import {needs} from './requirements';

/** Raffles for points, and the dashboard giveaways viewers buy tickets for. */
export const raffleCommands: readonly Command[] = [
  {
    name: 'raffle',
    summary: 'Starts a multi-raffle for a prize of points that stays open for a set number of seconds; viewers enter with !join.',
    userLevel: 'moderator',
    aliases: ['!mraffle', '!multiraffle'],
    syntax: ['!raffle [amount] [duration]'],
    arguments: [
      {name: '[amount]', required: false, description: 'The prize, in points; k and m work (5k, 1m). 5000 when left out.'},
      {name: '[duration]', required: false, description: 'How long viewers can enter, in seconds. The Raffle module’s Duration setting when left out.'},
    ],
    needs: [needs.raffle],
    limits: [
      'The duration is at least 5 seconds.',
      'The prize is capped by the Raffle module’s Max Amount, and never goes above 1,000,000 points.',
      'A percentage or all is not accepted as the prize, unlike in the points games.',
    ],
    platforms: twitchOnly,
    examples: [
      {
        title: 'A short raffle and a longer one',
        lines: [
          moderator('ModMira', '!raffle 250 90'),
          bot('The Multi-Raffle for 250 points will end in 90 Seconds. Enter by typing "!join"'),
          broadcaster('!mraffle 10k 240'),
          bot('The Multi-Raffle for 10000 points will end in 240 Seconds. Enter by typing "!join"'),
        ],
      },
    ],
    edgeCases: [
      {situation: 'You started it by mistake', outcome: 'Stop it with !cancelraffle.'},
      {situation: 'You only want a different duration', outcome: 'The numbers are read in order, so type the prize too: !raffle 5000 120 keeps the usual prize and runs for two minutes.'},
    ],
    relatedCommands: ['join', 'cancelraffle', 'sraffle'],
  },
  {
    name: 'sraffle',
    summary: 'Starts a single raffle: one entry per viewer and one winner of the points prize; viewers enter with !join.',
    userLevel: 'moderator',
    aliases: ['!singleraffle'],
    syntax: ['!sraffle [win_points] [duration_seconds]'],
    arguments: [
      {name: '[win_points]', required: false, description: 'The prize, in points. 1000 when left out.'},
      {name: '[duration_seconds]', required: false, description: 'How long viewers can enter, in seconds. The Raffle module’s Duration setting when left out.'},
    ],
    needs: [needs.raffle],
    limits: ['The duration is at least 5 seconds.', 'The prize is capped by the Raffle module’s Max Amount, as for !raffle.'],
    platforms: twitchOnly,
    examples: [
      {
        title: 'Choosing the prize and time, then using the defaults',
        lines: [
          moderator('ModMira', '!sraffle 25 20'),
          bot('a Raffle has begun for 25 points PogChamp it will end in 20 Seconds. Enter by typing "!join" OpieOP'),
          moderator('ModMira', '!singleraffle'),
          bot('a Raffle has begun for 1000 points PogChamp it will end in 60 Seconds. Enter by typing "!join" OpieOP'),
        ],
      },
    ],
    edgeCases: [{situation: 'You only want a different duration', outcome: 'The numbers are read in order, so type the prize too: !sraffle 1000 90 keeps the usual prize and runs for 90 seconds.'}],
    relatedCommands: ['join', 'raffle', 'cancelraffle', 'giveaway'],
  },
  {
    name: 'join',
    summary: 'Enters you into the raffle that is running.',
    userLevel: 'everyone',
    aliases: [],
    syntax: ['!join'],
    arguments: [],
    needs: [needs.raffle],
    notes: [{text: 'Entering is free: no points are taken.'}, {text: 'Each viewer has one entry per raffle; typing !join again adds nothing.'}],
    platforms: twitchOnly,
    examples: [
      {
        title: 'A moderator opens a raffle, viewers enter',
        lines: [
          moderator('ModMira', '!sraffle 50 60'),
          bot('a Raffle has begun for 50 points PogChamp it will end in 60 Seconds. Enter by typing "!join" OpieOP'),
          viewer('LunaByte', '!join'),
          viewer('TacoRanger', '!join'),
        ],
      },
    ],
    edgeCases: [{situation: 'No raffle is open', outcome: 'Nothing happens: !join only counts while a raffle started with !raffle or !sraffle is running.'}],
    relatedCommands: ['raffle', 'sraffle', 'cancelraffle', 'ticket'],
  },
  {
    name: 'cancelraffle',
    summary: 'Stops the raffle that is running, whether it was started with !raffle or !sraffle.',
    userLevel: 'moderator',
    aliases: ['!rafflecancel'],
    syntax: ['!cancelraffle'],
    arguments: [],
    needs: [needs.raffle],
    platforms: twitchOnly,
    examples: [
      {
        title: 'Cancelling, then trying again with nothing running',
        lines: [
          moderator('ModMira', '!cancelraffle'),
          bot('The raffle was canceled!'),
          broadcaster('!cancelraffle'),
          bot('There is no active raffle to cancel.'),
        ],
      },
    ],
    edgeCases: [{situation: 'No raffle is running', outcome: 'The bot says there is no active raffle to cancel.'}],
    relatedCommands: ['raffle', 'sraffle', 'join'],
  },
  {
    name: 'giveaway',
    summary: 'Shows the name of the giveaway that is running and the link to enter it.',
    userLevel: 'everyone',
    aliases: [],
    syntax: ['!giveaway'],
    arguments: [],
    platforms: twitchOnly,
    examples: [
      {
        title: 'With and without a giveaway running',
        lines: [
          viewer('PixelPine', '!giveaway'),
          bot(`@PixelPine, Current giveaway: "Cozy Game Bundle" ${site.homepage}/${channelSlug}/giveaway/6f3a9c21d0e4b8a1c2d3e4f5`),
          viewer('VelvetFox', '!giveaway'),
          bot('@VelvetFox, There is currently no giveaway running!'),
        ],
      },
    ],
    edgeCases: [{situation: 'No giveaway is running', outcome: 'The bot says so. Giveaways are set up in the Loyalty section of the dashboard.'}],
    relatedCommands: ['ticket', 'raffle', 'sraffle'],
  },
  {
    name: 'ticket',
    summary: 'Buys tickets for the running giveaway with your loyalty points.',
    userLevel: 'everyone',
    aliases: ['!enter'],
    syntax: ['!ticket [number_of_tickets]'],
    arguments: [
      {name: '[number_of_tickets]', required: false, description: 'How many tickets to buy, or max for as many as the giveaway allows you. 1 when left out.'},
    ],
    platforms: twitchOnly,
    examples: [
      {
        title: 'One ticket, then three more',
        lines: [
          viewer('LunaByte', '!ticket'),
          bot('@LunaByte, you successfully bought 1 ticket!'),
          viewer('LunaByte', '!enter 3'),
          bot('@LunaByte, you successfully bought 3 tickets!'),
        ],
      },
    ],
    edgeCases: [{situation: 'The bot does not answer', outcome: 'That is normal: by default it stays quiet on !ticket, so a rush of entries does not flood chat.'}],
    relatedCommands: ['giveaway', 'points'],
  },
];
