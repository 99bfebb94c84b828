import type {ModuleWithoutPage} from './types';

/**
 * Dashboard modules this site gives no page of their own: the modules index lists them with what
 * the provider documents. The Fourthwall merch giveaway has no command and no settings of its own,
 * so its whole story fits in the index's row.
 */
export const modulesWithoutPage: readonly ModuleWithoutPage[] = [
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
