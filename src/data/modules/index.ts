import type {ChatModule} from './types';
import {chatAlerts, emoteCombo, emotePyramid, liveAnnouncement} from './chat';
import {raffle, viewerQueue, votekick} from './community';
import {duel, eightball, emoteBingo, roulette, slotmachine} from './games';
import {contests, giveaways, songRequests} from './loyalty';

export type {ChatModule, ModuleCommand, ModuleWithoutPage} from './types';
export {modulesWithoutPage} from './withoutPage';
export {slotDefaultEmotes, slotPayout} from './games';
export {chatAlertEventTypes, chatAlertEvents, chatAlertTieredEvents, chatAlertUnconfirmedEvents} from './chat';
export {raffleWinnerBrackets} from './community';

/** Every chatbot module, in the order of the modules index. */
export const chatModules: readonly ChatModule[] = [
  chatAlerts,
  contests,
  duel,
  eightball,
  emoteBingo,
  emoteCombo,
  emotePyramid,
  giveaways,
  liveAnnouncement,
  raffle,
  roulette,
  slotmachine,
  songRequests,
  viewerQueue,
  votekick,
];

export const modulesPath = '/chatbot/modules';

export function modulePath(module: Pick<ChatModule, 'slug'>): string {
  return `${modulesPath}/${module.slug}`;
}

export function moduleBySlug(slug: string): ChatModule {
  const found = chatModules.find((m) => m.slug === slug);
  if (!found) throw new Error(`No chatbot module "${slug}" in src/data/modules; known: ${chatModules.map((m) => m.slug).join(', ')}.`);
  return found;
}
