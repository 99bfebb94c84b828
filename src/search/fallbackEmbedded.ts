import {POPULAR_SHOWN, popularPages} from '../data/popularPages';
import {sectionOf} from '../data/sections';
import type {SearchEngine} from './engine';
import {MAX_NEAREST, pagePath, triedLine, type Fallback, type FallbackPage} from './fallback';
import type {QueryReading} from './queryPlan';
import {closest} from './suggest';
import {STOP_WORDS, tokenize} from './tokenizer';
import type {DocSearchRecord} from './types';
import {MAX_QUERY_CHARS} from './queryLimit';

const PAGES_BY_SPELLING = 3;
const WORDS_PER_WORD = 2;
/** Looser than "Try searching for": a shared start or half the letter triples make a word related. */
const MIN_RELATED = 0.5;
/** Replacements searched at most: this runs with every keystroke that finds nothing. */
export const NEAREST_TRIES = 6;

const asPage = (record: DocSearchRecord): FallbackPage => ({title: record.hierarchy.lvl1 ?? '', url: record.url, section: record.hierarchy.lvl0 ?? ''});

/**
 * The no-results fallback from the embedded index. Nearest by spelling: the page titles most like
 * the query. Nearest by meaning: the pages that answer the query with each unknown word replaced
 * by index words that look related (a shared start, shared letter triples), as a reader who half
 * remembers a word would. Popular: the section's list (src/data/popularPages.ts), titled from the index.
 */
export function embeddedFallback(
  engine: SearchEngine,
  query: string,
  accept: (r: DocSearchRecord) => boolean,
  options: {reading?: QueryReading; readerSection?: string; scoped?: boolean} = {},
): Fallback {
  const pages = engine.records.filter((r) => r.type === 'lvl1' && accept(r));
  const nearest: FallbackPage[] = [];
  const add = (record: DocSearchRecord | undefined) => {
    if (!record || nearest.length >= MAX_NEAREST) return;
    const page = record.type === 'lvl1' ? record : (pages.find((p) => p.url === record.url.split('#')[0]) ?? record);
    if (!nearest.some((n) => n.url === page.url)) nearest.push(asPage(page));
  };
  const byTitle = new Map(pages.map((p) => [p.hierarchy.lvl1 ?? '', p]));
  for (const {text} of closest(query, [...byTitle.keys()], PAGES_BY_SPELLING)) add(byTitle.get(text));

  const words = tokenize(query.slice(0, MAX_QUERY_CHARS)).filter((t) => t.word && !STOP_WORDS.has(t.term)).map((t) => t.term);
  let tries = 0;
  for (const word of words) {
    if (nearest.length >= MAX_NEAREST || tries >= NEAREST_TRIES) break;
    if (engine.knows(word)) continue;
    for (const {text, score} of closest(word, engine.vocabulary(), WORDS_PER_WORD)) {
      if (score < MIN_RELATED || nearest.length >= MAX_NEAREST || tries++ >= NEAREST_TRIES) break;
      add(engine.search(words.map((w) => (w === word ? text : w)).join(' '), accept).hits[0]?.record);
    }
  }

  const section = options.scoped ? 'API' : (options.readerSection ?? sectionOf('/'));
  const titled = new Map(engine.records.filter((r) => r.type !== 'content').map((r) => [pagePath(r.url), r]));
  const popular = (popularPages[section] ?? [])
    .map((path) => titled.get(path))
    .filter((r): r is DocSearchRecord => r !== undefined && accept(r))
    .slice(0, POPULAR_SHOWN)
    .map((r) => ({title: (r.type === 'content' ? r.hierarchy.lvl1 : r.hierarchy[r.type]) ?? '', url: r.url, section: r.hierarchy.lvl0 ?? ''}));
  return {nearest, popular: {section, pages: popular}, tried: triedLine(query, {reading: options.reading, scoped: options.scoped})};
}
