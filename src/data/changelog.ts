// The changelog as data: /chatbot/changelog renders it, and the RSS and Atom feeds are built from it.
// One entry per change, newest first (the build keeps the order: src/data/validation/changelog.ts). Sources: spec/facts/updates-2026.yaml,
// corrected by updates-2026c.yaml (2024-07-24, the language filter's 2026-08-17 entry).

import type {z} from 'zod';
import type {changelogEntrySchema} from './validation/changelog';
import type {siteLink} from './validation/fields';

export const changelogProducts = {
  chatbot: 'Chatbot',
  overlays: 'Overlays',
  websockets: 'Websocket API',
  docs: 'Documentation',
} as const satisfies Record<string, string>;

export type ChangelogProduct = keyof typeof changelogProducts;

/** A page the change affects: its visible text and its site route, optionally with a #hash. */
export type ChangelogLink = z.input<typeof siteLink>;

/** One change; the shape and its rules: src/data/validation/changelog.ts. */
export type ChangelogEntry = z.input<typeof changelogEntrySchema>;

export const changelog: ChangelogEntry[] = [
  {
    date: '2026-09-17',
    product: 'overlays',
    summary:
      'On YouTube, super stickers now count as super chats, and Jewels are a new type of event.',
    links: [{label: 'Custom widget events', to: '/overlays/custom-widget-events'}],
  },
  {
    date: '2026-09-13',
    product: 'overlays',
    summary:
      'Kick subscriber totals now come from the active subscriber count that Kick reports, so gifted subscriptions are included.',
    links: [{label: 'Session data', to: '/overlays/session-data'}],
  },
  {
    date: '2026-09-13',
    product: 'overlays',
    summary:
      'KICKs on Kick are supported across the toolset: alerts, custom widgets through the kicks-latest listener and the kicks-* session keys, and chat alerts.',
    links: [
      {label: 'Custom widget events', to: '/overlays/custom-widget-events'},
      {label: 'Chat alerts', to: '/chatbot/modules/chat-alerts'},
    ],
  },
  {
    date: '2026-08-30',
    product: 'websockets',
    summary:
      'A new topic, channel.chatbot.audiencequeue, reports every change to the audience queue: created, updated, deleted, and members joining, being picked or removed.',
    links: [{label: 'Topics', to: '/websockets/topics'}],
  },
  {
    date: '2026-08-17',
    product: 'chatbot',
    summary:
      'The language filter is available: it recognises 75 languages, takes the allowed ones as two-letter codes, has a minimum detection confidence (40 % by default) and can leave text you list out of detection.',
    links: [{label: 'Language filter', to: '/chatbot/filters/language'}],
  },
  {
    date: '2026-07-18',
    product: 'chatbot',
    summary: 'Song request, giveaways, contests and merch giveaways are now described as modules with their settings.',
    links: [{label: 'Modules', to: '/chatbot/modules'}],
  },
  {
    date: '2026-07-18',
    product: 'docs',
    summary:
      'The documentation was checked against the product itself: the flat session reset payload, the roulette and slot machine payouts, the raffle defaults and the spam filter settings were corrected.',
    links: [
      {label: 'Websocket topics', to: '/websockets/topics'},
      {label: 'Roulette', to: '/chatbot/modules/roulette'},
      {label: 'Slot machine', to: '/chatbot/modules/slotmachine'},
      {label: 'Raffle', to: '/chatbot/modules/raffle'},
      {label: 'Spam filters', to: '/chatbot/filters'},
    ],
  },
  {
    date: '2026-03-20',
    product: 'websockets',
    summary:
      'The gateway protocol is documented in full: the heartbeat, connection timeouts, reconnect tokens and the error codes a client can receive.',
    links: [{label: 'Websocket API', to: '/websockets'}],
  },
  {
    date: '2026-03-17',
    product: 'websockets',
    summary: 'The channel.overlay.broadcast topic is new: it carries named events with a small payload to a channel’s overlays.',
    links: [{label: 'Overlay broadcast', to: '/websockets/topics/channel-overlay-broadcast'}],
  },
  {
    date: '2024-08-08',
    product: 'chatbot',
    summary:
      'The ${teamfighttactics} variable shows a Teamfight Tactics player’s rank in a reply, and the viewer queue no longer answers the same request twice.',
    links: [
      {label: '${teamfighttactics}', to: '/chatbot/variables/teamfighttactics'},
      {label: 'Viewer queue', to: '/chatbot/modules/viewerqueue'},
    ],
  },
  {
    date: '2024-08-06',
    product: 'chatbot',
    summary:
      'Spam filters can now issue a Twitch warning (warn and delete) as their penalty, besides a timeout, a ban or deleting the message.',
    links: [{label: 'Spam filters', to: '/chatbot/filters'}],
  },
  {
    date: '2024-07-29',
    product: 'chatbot',
    summary: 'Link protection stopped mistaking YouTube emote combos for links.',
    links: [{label: 'Link protection', to: '/chatbot/filters/links'}],
  },
  {
    date: '2024-07-25',
    product: 'chatbot',
    summary:
      'Loyalty points no longer arrive on a fixed 10-minute cycle: partners can pay them every 1 to 10 minutes, everyone else every 5 to 10.',
    links: [{label: '!points', to: '/chatbot/commands/default/points'}],
  },
  {
    date: '2024-07-24',
    product: 'docs',
    summary:
      'Every default command and variable was documented afresh: ${channel} gained the arguments its description had been missing, and the ${user} and ${sender} descriptions were improved.',
    links: [
      {label: 'Variables', to: '/chatbot/variables'},
      {label: '${channel}', to: '/chatbot/variables/channel'},
      {label: '${user}', to: '/chatbot/variables/user'},
      {label: '${sender}', to: '/chatbot/variables/sender'},
    ],
  },
];
