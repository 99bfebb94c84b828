/**
 * Who a filter leaves alone: the channel owner and platform staff always (src/data/filters
 * filtersOverview.exempt), and the filter's Excluded user groups, read as levels
 * (approximations.excludedAsLevels).
 */
import {userLevel, userLevelRank, type UserLevelId} from '@site/src/data/userLevels';
import type {ExcludableGroup, SenderLevel} from './types';

export const groupLevels: Readonly<Record<ExcludableGroup, UserLevelId>> = {subscribers: 'subscriber', regulars: 'regular', VIPs: 'vip'};

const plural = (label: string) => (label.endsWith('s') ? label : `${label}s`);

/** Why a sender is not checked by a filter with these excluded groups; null when they are checked. */
export function exemptionFor(level: SenderLevel, excluded: readonly ExcludableGroup[]): string | null {
  if (level === 'broadcaster') return 'The channel owner is never checked.';
  if (level === 'staff') return 'Platform staff are never checked.';
  const lowest = excluded.map((group) => groupLevels[group]).sort((a, b) => userLevelRank(a) - userLevelRank(b))[0];
  if (lowest === undefined || userLevelRank(level) < userLevelRank(lowest)) return null;
  const who = plural(userLevel(level).label);
  return `${who} are not checked: the filter excludes ${plural(userLevel(lowest).label)} and, as the bench reads it, every level above.`;
}
