import type {SpamFilter} from './types';
import {bannedWords, caps, emotes, links, paragraph, symbol} from './entries';
import {language, oneManSpam, repetition, zalgo} from './newer';

export type {MatchingRule, SpamFilter} from './types';
export {filterPenalties, filtersOverview, probationTimeout, timeoutUnit, type FilterPenalty} from './overview';
export {commonFilterSettings} from './common';

/** Every spam filter, in the order of the filters index: by name, as the sidebar lists their pages. */
export const spamFilters: readonly SpamFilter[] = [bannedWords, caps, emotes, language, links, oneManSpam, paragraph, repetition, symbol, zalgo];

export const filtersPath = '/chatbot/filters';

export function filterPath(filter: Pick<SpamFilter, 'slug'>): string {
  return `${filtersPath}/${filter.slug}`;
}

export function filterBySlug(slug: string): SpamFilter {
  const found = spamFilters.find((f) => f.slug === slug);
  if (!found) throw new Error(`No spam filter "${slug}" in src/data/filters; known: ${spamFilters.map((f) => f.slug).join(', ')}.`);
  return found;
}
