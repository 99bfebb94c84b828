/**
 * The streaming platforms the chatbot serves (updates-2026: Twitch, YouTube and Kick). Commands,
 * variables, filters and the reply preview all name platforms with these ids.
 */
import {listInWords} from '../shared/listInWords';

export const platformLabels = {
  twitch: 'Twitch',
  youtube: 'YouTube',
  kick: 'Kick',
} as const;

export type Platform = keyof typeof platformLabels;

export const platformIds = Object.keys(platformLabels) as Platform[];

/** "Twitch, YouTube and Kick" (or "… or Kick" with `last`), in the order of `platformIds`. */
export function platformList(platforms: readonly Platform[], last: 'and' | 'or' = 'and'): string {
  const labels = platformIds.filter((id) => platforms.includes(id)).map((id) => platformLabels[id]);
  return listInWords(labels, last);
}

/** The platforms a list leaves out, in the order of `platformIds`. */
export function platformsWithout(platforms: readonly Platform[]): Platform[] {
  return platformIds.filter((id) => !platforms.includes(id));
}

/** "Twitch and Kick; not YouTube", or "Twitch, YouTube and Kick" when none is left out. */
export function platformsInWords(platforms: readonly Platform[]): string {
  const missing = platformsWithout(platforms);
  return missing.length === 0 ? platformList(platforms) : `${platformList(platforms)}; not ${platformList(missing, 'or')}`;
}
