/** The engine's weights and the small helpers its ranking shares (see plugins/search-index/README.md). */
import {fold} from './tokenizer';
import type {DocSearchRecord} from './types';

/** How much each field counts: titles and command names/aliases above body text. */
export const FIELD_BOOST = [6, 3, 1]; // title, keywords, content (FIELDS order)
/** Page titles above section headings above paragraphs, as DocSearch's own ranking does. */
export const TYPE_WEIGHT: Record<DocSearchRecord['type'], number> = {
  lvl1: 2,
  lvl2: 1.5,
  lvl3: 1.3,
  lvl4: 1.15,
  lvl5: 1.1,
  lvl6: 1.1,
  content: 1,
};
/** A word found only in the heading or page a paragraph sits under counts, but less. */
export const CONTEXT_WEIGHT = 0.35;
/** A page answers, weakly, to a word found only in its body (a heading or paragraph of it). */
export const PAGE_BODY_WEIGHT = 0.1;
/** Answers that match only some of the words rank below every answer that matches all of them. */
export const PARTIAL_MATCH_WEIGHT = 0.2;
/** A page whose name is one part of a longer query (or that part's synonym). */
export const NAMED_PART_BOOST = 1.5;
export const K1 = 1.2;
export const B = 0.75;

/** The sigil and first name of a symbol query: "${user.level}" and "$(user)" -> "$user", "!cmd add" -> "!cmd". */
export function symbolHead(text: string): string | null {
  const m = /^\s*(!|\$[({]?)([\p{L}\p{N}_]+)/u.exec(text);
  return m ? `${m[1]?.[0] ?? ''}${fold(m[2] ?? '')}` : null;
}

/** Folded, with everything but letters and digits removed: how titles and keys are compared. */
export const bare = (text: string) => fold(text).replace(/[^\p{L}\p{N}]+/gu, '');

/** One hit per URL (the best record), highest score first. */
export function distinctHits<Hit extends {record: DocSearchRecord; score: number}>(hits: Hit[]): Hit[] {
  const best = new Map<string, Hit>();
  for (const hit of hits) {
    const seen = best.get(hit.record.url);
    if (!seen || seen.score < hit.score) best.set(hit.record.url, hit);
  }
  return [...best.values()].sort((a, b) => b.score - a.score);
}
