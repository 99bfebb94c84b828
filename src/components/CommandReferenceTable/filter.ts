import {byName} from '@site/src/data/nameOrder';
import {userLevelRank, type UserLevelId} from '@site/src/data/userLevels';

/** The fields of a command the reference table shows and searches. */
export interface CommandRow {
  name: string;
  aliases: readonly string[];
  userLevel: UserLevelId;
  /** The provider's pages disagree on the user level. */
  userLevelUnconfirmed?: true;
  summary: string;
}

export type SortKey = 'name' | 'userLevel';
export type SortDirection = 'ascending' | 'descending';
export interface SortOrder {
  key: SortKey;
  direction: SortDirection;
}

export const defaultSort: SortOrder = {key: 'name', direction: 'ascending'};

/** Lowercase, trimmed, and without leading "!" so "!points" and "points" find the same rows. */
const normalise = (text: string): string => text.trim().toLowerCase().replace(/^!+/, '');

/** True when the query is empty or found in the name, an alias or the summary. */
export function matchesQuery(row: CommandRow, query: string): boolean {
  const needle = normalise(query);
  if (needle === '') return true;
  return [row.name, ...row.aliases.map(normalise), row.summary.toLowerCase()].some((text) => text.includes(needle));
}

/** Rows of the level (or all) that `matches` the query: the plain matcher, or search's (./useMatcher.ts). */
export function filterRows<T extends CommandRow>(
  rows: readonly T[],
  query: string,
  level: UserLevelId | 'all',
  matches: (row: CommandRow, query: string) => boolean = matchesQuery,
): T[] {
  return rows.filter((row) => (level === 'all' || row.userLevel === level) && matches(row, query));
}

/** Sorted copy; rows with the same user level stay in name order. */
export function sortRows<T extends CommandRow>(rows: readonly T[], order: SortOrder): T[] {
  const sign = order.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) =>
    order.key === 'name' ? sign * byName(a, b) : sign * (userLevelRank(a.userLevel) - userLevelRank(b.userLevel)) || byName(a, b),
  );
}

/** Clicking the sorted column flips its direction; clicking another column sorts it ascending. */
export function nextSort(current: SortOrder, key: SortKey): SortOrder {
  if (current.key !== key) return {key, direction: 'ascending'};
  return {key, direction: current.direction === 'ascending' ? 'descending' : 'ascending'};
}
