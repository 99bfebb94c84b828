import type {Requirement} from './types';

/*
 * Features a command depends on. `to` is set only where this site has a page for the
 * feature (the route ledger and a unit test check every `to` against routes.txt).
 */
export const needs = {
  loyalty: {label: 'Loyalty points switched on (Loyalty settings in the dashboard)'},
  watchTime: {label: 'Loyalty points with watch time tracking switched on'},
  mediaRequest: {label: 'Media request (song requests) switched on', to: '/chatbot/modules/songrequest'},
  loyaltyStore: {label: 'The loyalty store, with items set up in the dashboard'},
  sfxItems: {label: 'Sound effect (SFX) items set up in the stream store'},
  voteSkip: {label: 'Vote skip switched on in the media request settings'},
  tipping: {label: 'Your tipping page set up in the dashboard'},
  betting: {label: 'Contests module', to: '/chatbot/modules/contests'},
  runningContest: {label: 'Contests module, with a contest running', to: '/chatbot/modules/contests'},
  eightball: {label: '8ball module', to: '/chatbot/modules/eightball'},
  duel: {label: 'Duel module', to: '/chatbot/modules/duel'},
  bingo: {label: 'Emote Bingo module', to: '/chatbot/modules/emote-bingo'},
  raffle: {label: 'Raffle module', to: '/chatbot/modules/raffle'},
  roulette: {label: 'Roulette module', to: '/chatbot/modules/roulette'},
  slots: {label: 'Slot machine module', to: '/chatbot/modules/slotmachine'},
  viewerQueue: {label: 'Viewer Queue module', to: '/chatbot/modules/viewerqueue'},
  votekick: {label: 'Votekick module', to: '/chatbot/modules/votekick'},
  linkFilter: {label: 'The link protection spam filter', to: '/chatbot/filters/links'},
  counter: {label: 'A counter that already exists', to: '/chatbot/counters'},
  timer: {label: 'A timer created in the dashboard', to: '/chatbot/timers'},
  kappagen: {label: 'The Kappagen widget on your overlay'},
  hypecup: {label: 'The HypeCup widget on your overlay'},
} as const satisfies Record<string, Requirement>;
