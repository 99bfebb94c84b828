import type {SpamFilter} from './types';
import {bannedWords, caps, emotes, links, paragraph, symbol} from './entries';

export type {SpamFilter, FilterWithoutPage} from './types';
export {newerFilters} from './newer';
export {filterPenalties, filtersOverview, probationTimeout, timeoutUnit, type FilterPenalty} from './overview';
export {commonFilterSettings} from './common';

/** Every spam filter, in the order of the filters index. */
export const spamFilters: readonly SpamFilter[] = [bannedWords, caps, emotes, links, paragraph, symbol];

export const filtersPath = '/chatbot/filters';

export function filterPath(filter: Pick<SpamFilter, 'slug'>): string {
  return `${filtersPath}/${filter.slug}`;
}

export function filterBySlug(slug: string): SpamFilter {
  const found = spamFilters.find((f) => f.slug === slug);
  if (!found) throw new Error(`No spam filter "${slug}" in src/data/filters; known: ${spamFilters.map((f) => f.slug).join(', ')}.`);
  return found;
}
