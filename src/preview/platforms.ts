/**
 * The platforms the preview offers: the site's one list (src/data/platforms.ts), each with the
 * longest message it accepts.
 *
 * Message length: the provider's docs state no limit for any platform. Twitch's 500 characters per
 * chat message is Twitch's own documented limit. No limit is documented for YouTube or Kick in
 * the facts this site is built from, so the preview counts characters there without a verdict.
 */
import {platformIds, platformLabels, type Platform as PlatformId} from '@site/src/data/platforms';

export type {PlatformId};

const messageLimits: Readonly<Record<PlatformId, number | null>> = {twitch: 500, youtube: null, kick: null};

export interface Platform {
  id: PlatformId;
  label: string;
  messageLimit: number | null;
}

export const platforms: readonly Platform[] = platformIds.map((id) => ({id, label: platformLabels[id], messageLimit: messageLimits[id]}));

export function platform(id: PlatformId): Platform {
  return platforms.find((entry) => entry.id === id) ?? platforms[0]!;
}

export function isPlatformId(value: unknown): value is PlatformId {
  return platforms.some((entry) => entry.id === value);
}

/** Characters as a chat counts them (code points, so an emoji is one), without building an array of them. */
export function characterCount(text: string): number {
  let count = text.length;
  for (let index = 0; index < text.length - 1; index += 1) {
    const high = text.charCodeAt(index);
    const low = text.charCodeAt(index + 1);
    if (high >= 0xd800 && high <= 0xdbff && low >= 0xdc00 && low <= 0xdfff) {
      count -= 1;
      index += 1;
    }
  }
  return count;
}
