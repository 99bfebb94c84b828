import {escapeHtml, MARK_CLOSE, MARK_OPEN} from './escape';
import {chunkTokens, fold} from './tokenizer';

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

/**
 * Decides whether a word of the text matches; returns the query words it answers, if any.
 * `needles` are substrings every matching word must contain (the query words and the index terms
 * that matched), so most words are skipped without being tokenized.
 */
export interface WordMatcher {
  (terms: string[]): string[];
  needles?: string[];
}

interface Piece {
  text: string;
  space: boolean;
  matched: string[];
}

/** A text split into words and the spaces between them, each word marked with the query words it answers. */
export type Analysed = Piece[];

const NONE: string[] = [];

export function analyse(text: string, match: WordMatcher): Analysed {
  const needles = match.needles;
  const out: Piece[] = [];
  for (const p of text.split(/(\s+)/)) {
    if (p === '') continue;
    const code = p.charCodeAt(0);
    if (code === 32 || code === 9 || code === 10 || code === 13 || /^\s/.test(p)) {
      out.push({text: p, space: true, matched: NONE});
      continue;
    }
    if (needles) {
      const folded = fold(p);
      if (!needles.some((n) => folded.includes(n))) {
        out.push({text: p, space: false, matched: NONE});
        continue;
      }
    }
    out.push({text: p, space: false, matched: match(chunkTokens(p).map((t) => t.term))});
  }
  return out;
}

/** Marks the word inside a chunk, leaving wrapping punctuation outside: "(!8ball," -> "(<mark>!8ball</mark>,". */
function markChunk(chunk: string): string {
  const m = /^([("'[{<]*)(.*?)([.,;:?)"'\]}>]*)$/su.exec(chunk);
  const [lead, core, tail] = m && m[2] ? [m[1] ?? '', m[2], m[3] ?? ''] : ['', chunk, ''];
  return `${escapeHtml(lead)}${MARK_OPEN}${escapeHtml(core)}${MARK_CLOSE}${escapeHtml(tail)}`;
}

/** Escapes runs of unmatched text in one go and marks matched words. */
function render(list: Piece[], from = 0, to = list.length): string {
  let out = '';
  let plain = '';
  for (let i = from; i < to; i++) {
    const p = list[i];
    if (!p) continue;
    if (p.matched.length === 0) {
      plain += p.text;
      continue;
    }
    out += escapeHtml(plain) + markChunk(p.text);
    plain = '';
  }
  return out + escapeHtml(plain);
}

function matchedIn(list: Piece[], from = 0, to = list.length): Set<string> {
  const matched = new Set<string>();
  for (let i = from; i < to; i++) for (const w of list[i]?.matched ?? NONE) matched.add(w);
  return matched;
}

function level(matched: Set<string>, queryWords: string[]): MatchLevel {
  if (matched.size === 0) return 'none';
  return queryWords.every((w) => matched.has(w)) ? 'full' : 'partial';
}

export function highlightAnalysed(list: Analysed, queryWords: string[]): HighlightResult {
  const matched = matchedIn(list);
  let words = 0;
  let hit = 0;
  for (const p of list) {
    if (p.space) continue;
    words++;
    if (p.matched.length > 0) hit++;
  }
  return {
    value: render(list),
    matchLevel: level(matched, queryWords),
    matchedWords: [...matched],
    fullyHighlighted: words > 0 && hit === words,
  };
}

/** The window of `size` words with the most matches (earliest wins), with ellipses where text was cut. */
export function snippetAnalysed(list: Analysed, size: number, queryWords: string[], ellipsis = '…'): SnippetResult {
  const wordIdx: number[] = [];
  list.forEach((p, i) => {
    if (!p.space) wordIdx.push(i);
  });
  if (wordIdx.length <= size) return {value: render(list), matchLevel: level(matchedIn(list), queryWords)};
  // Sliding window over word positions: add the word entering, drop the word leaving.
  const isHit = wordIdx.map((i) => ((list[i]?.matched.length ?? 0) > 0 ? 1 : 0));
  let count = 0;
  for (let k = 0; k < size; k++) count += isHit[k] ?? 0;
  let best = 0;
  let bestCount = count;
  for (let start = 1; start + size <= wordIdx.length; start++) {
    count += (isHit[start + size - 1] ?? 0) - (isHit[start - 1] ?? 0);
    if (count > bestCount) {
      best = start;
      bestCount = count;
    }
  }
  const from = wordIdx[best] ?? 0;
  const to = (wordIdx[best + size - 1] ?? list.length - 1) + 1;
  const value = `${best > 0 ? `${escapeHtml(ellipsis)} ` : ''}${render(list, from, to)}${best + size < wordIdx.length ? ` ${escapeHtml(ellipsis)}` : ''}`;
  return {value, matchLevel: level(matchedIn(list, from, to), queryWords)};
}

export function highlight(text: string, queryWords: string[], match: WordMatcher): HighlightResult {
  return highlightAnalysed(analyse(text, match), queryWords);
}

export function snippet(text: string, size: number, queryWords: string[], match: WordMatcher, ellipsis = '…'): SnippetResult {
  return snippetAnalysed(analyse(text, match), size, queryWords, ellipsis);
}
