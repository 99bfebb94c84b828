import type {ModuleWithoutPage} from './types';

/**
 * Dashboard modules this site has no page for (the route list is fixed). The modules index lists
 * them with what the provider documents; their chat commands have pages of their own.
 */
export const modulesWithoutPage: readonly ModuleWithoutPage[] = [
  {
    name: 'Giveaways',
    adds: 'Giveaways viewers enter by buying tickets with loyalty points.',
    command: 'giveaway',
    settings: ['Ticket cost (0 makes tickets free)', 'An optional free first ticket', 'Max tickets per viewer', 'Subscriber luck, from 1× to 10×', 'Subscribers only'],
    notes: [
      'The bot does not confirm each ticket in chat unless you switch that on.',
      '!ticket max buys as many tickets as a viewer is allowed.',
      'Tickets can be refunded.',
    ],
  },
  {
    name: 'Contests',
    adds: 'Viewers bet loyalty points on the outcome of a question; those who picked the winning option share the pool.',
    command: 'contest',
    settings: ['Duration, in minutes', 'Minimum bet', 'Maximum bet', 'Chat confirmation of each bet (on by default)'],
    payout: 'A winning bet pays (whole pool ÷ pool of the winning option) × the bet.',
    notes: ['One bet per viewer per contest.'],
  },
  {
    name: 'Song requests',
    adds: 'Viewers queue YouTube videos for the stream’s media player from chat.',
    command: 'songrequest',
    settings: [
      'Request cost, with an optional subscriber discount',
      'Exempt level: viewers at or above it (moderator by default) pay nothing',
      'Queue limits, where 0 means unlimited',
    ],
    notes: [
      'Only YouTube media can be requested.',
      'Its chat commands work on Twitch only; the moderator commands need level 500 or above.',
      'Viewers can see the queue on a public page at /<channel>/mediarequest on the StreamElements site.',
    ],
  },
  {
    name: 'Merch giveaways (Fourthwall)',
    adds: 'When a connected Fourthwall shop gifts merch to chat, the bot runs a giveaway for it: it posts the word to type and how long entries stay open, and names the winners when time is up.',
    settings: [],
    notes: [
      'Each viewer who types the word is entered once.',
      'No chat command starts it, and it has no settings page among the modules: the gift itself decides the items, how long entries stay open and the word to type.',
      'Works on Twitch.',
    ],
  },
];
