/**
 * The streaming platforms the chatbot serves (updates-2026: Twitch, YouTube and Kick). Commands,
 * variables, filters and the reply preview all name platforms with these ids.
 */
export const platformLabels = {
  twitch: 'Twitch',
  youtube: 'YouTube',
  kick: 'Kick',
} as const;

export type Platform = keyof typeof platformLabels;

export const platformIds = Object.keys(platformLabels) as Platform[];

/** "Twitch, YouTube and Kick", in the order of `platformIds`. */
export function platformList(platforms: readonly Platform[]): string {
  const labels = platformIds.filter((id) => platforms.includes(id)).map((id) => platformLabels[id]);
  return labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}
