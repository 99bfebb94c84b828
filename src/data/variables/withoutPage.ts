/**
 * Variables the bot understands that have no page on this site: the variables index lists them.
 * A subject gets a page when a reader would search for it by name (updates-2026c,
 * new_pages.dedicated_pages_optional: `${if}`, `${pubg}` and `${redeem}` have theirs); `${provider}`
 * is one form and one caveat, which its row says in full. Syntax uses the site's ${...} spelling.
 */
import {everyPlatform} from './define';
import type {VariableWithoutPage} from './types';

export const variablesWithoutPage: readonly VariableWithoutPage[] = [
  {
    name: 'provider',
    summary: 'The platform the command was run on.',
    syntax: [{form: '${provider}', meaning: 'One of `twitch`, `youtube` or `kick`.'}],
    notes: [
      {
        kind: 'behaviour',
        text: '`${if}` cannot compare text, so `${if ${provider} …}` always takes its false branch. For a reply that differs per platform, put `${provider}` into the address of a `${customapi}` call and let your service answer.',
      },
    ],
    platforms: everyPlatform,
    platformNotes: [],
  },
];
