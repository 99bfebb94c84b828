import {escapeHtml, MARK_CLOSE, MARK_OPEN} from './escape';
import {chunkTokens} from './tokenizer';

export {escapeHtml};

/**
 * Escape, then mark: every highlight and snippet value is built from escaped text, and the only
 * markup in it is the <mark> this module inserts. Nothing from a page or a query gets through raw.
 */

export type MatchLevel = 'none' | 'partial' | 'full';
export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}
export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

/** Decides whether a word of the text matches; returns the query words it answers, if any. */
export type WordMatcher = (terms: string[]) => string[];

interface Piece {
  text: string;
  space: boolean;
  matched: string[];
}

function pieces(text: string, match: WordMatcher): Piece[] {
  return text
    .split(/(\s+)/)
    .filter((p) => p !== '')
    .map((p) => {
      if (/^\s+$/.test(p)) return {text: p, space: true, matched: []};
      return {text: p, space: false, matched: match(chunkTokens(p).map((t) => t.term))};
    });
}

/** Marks the word inside a chunk, leaving wrapping punctuation outside: "(!8ball," -> "(<mark>!8ball</mark>,". */
function markChunk(chunk: string): string {
  const m = /^([("'[{<]*)(.*?)([.,;:?)"'\]}>]*)$/su.exec(chunk);
  const [lead, core, tail] = m && m[2] ? [m[1] ?? '', m[2], m[3] ?? ''] : ['', chunk, ''];
  return `${escapeHtml(lead)}${MARK_OPEN}${escapeHtml(core)}${MARK_CLOSE}${escapeHtml(tail)}`;
}

function render(list: Piece[]): string {
  return list.map((p) => (p.matched.length > 0 ? markChunk(p.text) : escapeHtml(p.text))).join('');
}

function level(matched: Set<string>, queryWords: string[]): MatchLevel {
  if (matched.size === 0) return 'none';
  return queryWords.every((w) => matched.has(w)) ? 'full' : 'partial';
}

export function highlight(text: string, queryWords: string[], match: WordMatcher): HighlightResult {
  const list = pieces(text, match);
  const matched = new Set(list.flatMap((p) => p.matched));
  const words = list.filter((p) => !p.space);
  return {
    value: render(list),
    matchLevel: level(matched, queryWords),
    matchedWords: [...matched],
    fullyHighlighted: words.length > 0 && words.every((p) => p.matched.length > 0),
  };
}

/** The window of `size` words with the most matches (earliest wins), with ellipses where text was cut. */
export function snippet(text: string, size: number, queryWords: string[], match: WordMatcher, ellipsis = '…'): SnippetResult {
  const list = pieces(text, match);
  const wordIdx = list.flatMap((p, i) => (p.space ? [] : [i]));
  const matched = new Set(list.flatMap((p) => p.matched));
  if (wordIdx.length <= size) return {value: render(list), matchLevel: level(matched, queryWords)};
  let best = 0;
  let bestCount = -1;
  for (let start = 0; start + size <= wordIdx.length; start++) {
    let count = 0;
    for (let k = start; k < start + size; k++) if ((list[wordIdx[k] ?? 0]?.matched.length ?? 0) > 0) count++;
    if (count > bestCount) {
      best = start;
      bestCount = count;
    }
  }
  const from = wordIdx[best] ?? 0;
  const to = wordIdx[best + size - 1] ?? list.length - 1;
  const body = render(list.slice(from, to + 1));
  const windowMatched = new Set(list.slice(from, to + 1).flatMap((p) => p.matched));
  const value = `${best > 0 ? `${escapeHtml(ellipsis)} ` : ''}${body}${best + size < wordIdx.length ? ` ${escapeHtml(ellipsis)}` : ''}`;
  return {value, matchLevel: level(windowMatched, queryWords)};
}
