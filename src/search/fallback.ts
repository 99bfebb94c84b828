// The names alone: the vocabulary's tables (src/data/searchVocabulary.ts) belong to the engine chunk, not the
// search page's first-hits script, which draws this line too.
import {LANGUAGE_NAMES} from '../data/vocabulary/types';
import type {QueryReading} from './queryPlan';
import {listInWords} from '../shared/listInWords';

/**
 * "No empty answer": what search offers when a query finds nothing, besides the spec's "No results
 * for" texts and "Try searching for" suggestions: the nearest pages (by spelling and by meaning),
 * popular pages of the section the reader is in, and one line saying what was tried. Both the
 * dialog and /search show it; both backends fill it (fallbackEmbedded.ts, fallbackHosted.ts).
 */
export interface FallbackPage {
  title: string;
  /** Absolute, as hits are; the dialog and /search show it as a path. */
  url: string;
  section: string;
}

export interface Fallback {
  nearest: FallbackPage[];
  popular: {section: string; pages: FallbackPage[]};
  /** What the search tried, in a sentence. */
  tried: string;
}

export const MAX_NEAREST = 5;
export const NEAREST_TITLE = 'Nearest pages';
export const popularTitle = (section: string) => `Popular in ${section}`;

const quoted = (text: string) => `“${text}”`;

/**
 * The sentence saying what was tried: the query as typed, with spelling slips, as the start of a
 * word, as shorthand and as words of the other languages the vocabulary knows; and, when the
 * embedded engine read some of it, how ("read “sorteo” as giveaway", "left out “ahora”").
 */
export function triedLine(query: string, options: {reading?: QueryReading; scoped?: boolean} = {}): string {
  const {reading, scoped} = options;
  const languages = listInWords(Object.values(LANGUAGE_NAMES));
  const readAs = (reading?.readAs ?? []).map((r) => `read ${quoted(r.typed)} as ${r.as}`);
  const ignored = reading?.ignored.length ? [`left out ${listInWords(reading.ignored.map(quoted))}`] : [];
  const details = [...readAs, ...ignored];
  return (
    `Searched ${scoped ? 'the API reference' : 'every page'} for ${quoted(query.trim())} as typed, with a letter or two wrong, ` +
    `as the start of a word, as shorthand and as ${languages} words${details.length > 0 ? `; ${details.join('; ')}` : ''}.`
  );
}

/** A page's path and anchor, as the no-results lists link to it. */
export const pagePath = (url: string): string => {
  const parsed = new URL(url, 'https://example.invalid');
  return `${parsed.pathname}${parsed.hash}`;
};
