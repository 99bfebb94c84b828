import type {SearchEngine} from './engine';
import {closest, MAX_SUGGESTIONS} from './suggest';
import {STOP_WORDS, tokenize} from './tokenizer';
import type {DocSearchRecord} from './types';
import {MAX_QUERY_CHARS} from './queryLimit';

const PER_SOURCE = 12;
/**
 * Candidates searched at most, likeliest first: the answer comes with every keystroke that finds
 * nothing, and a query of several unknown words (another language, a mash of keys) has dozens.
 */
export const SUGGESTION_TRIES = 10;

/**
 * Suggestions for a query the embedded index has no results for: page titles like the whole
 * query, the query with each unknown word replaced by the closest index words, and, to fill up,
 * the site's top-level sections. Only suggestions that return results (under the same filter)
 * are kept.
 */
export function embeddedSuggestions(engine: SearchEngine, query: string, accept: (r: DocSearchRecord) => boolean): string[] {
  const typed = query.trim().slice(0, MAX_QUERY_CHARS);
  if (typed === '') return [];
  const pages = engine.records.filter((r) => r.type === 'lvl1' && accept(r));
  const ranked = closest(typed, engine.pageTitles(), PER_SOURCE);

  const words = tokenize(typed).filter((t) => t.word && !STOP_WORDS.has(t.term)).map((t) => t.term);
  const vocabulary = engine.vocabulary();
  for (const word of words) {
    if (engine.knows(word)) continue;
    for (const {text, score} of closest(word, vocabulary, PER_SOURCE)) {
      ranked.push({text: words.map((w) => (w === word ? text : w)).join(' '), score});
    }
  }
  ranked.sort((a, b) => b.score - a.score);

  const out: string[] = [];
  let tries = 0;
  const key = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const add = (text: string, tried = true) => {
    if (out.length >= MAX_SUGGESTIONS || key(text) === '' || out.some((o) => key(o) === key(text))) return;
    if (key(text) === key(typed) || /^\d+$/.test(text)) return;
    if (tried && tries++ >= SUGGESTION_TRIES) return;
    if (engine.search(text, accept).hits.length > 0) out.push(text);
  };
  for (const {text} of ranked) add(text);
  // The sections fill up what is left, outside the limit: each is a page title of one word.
  for (const section of new Set(pages.map((r) => r.hierarchy.lvl0 ?? ''))) add(section, false);
  // Narrowed to one section (the API), that is one: its headings fill up the rest, the ones nearest
  // the query first, so the dialog always gets a full set (with fewer it keeps the last query's).
  if (out.length < MAX_SUGGESTIONS) {
    const headings = [...new Set(engine.records.filter((r) => r.type === 'lvl2' && accept(r)).map((r) => r.hierarchy.lvl2 ?? ''))];
    for (const text of [...closest(typed, headings, PER_SOURCE).map((near) => near.text), ...headings]) add(text, false);
  }
  return out;
}
