import {boundedDistance} from './expand';
import {keepRecent} from './keepRecent';
import {fold} from './tokenizer';

/**
 * "Try searching for": when a query finds nothing, the closest things the index does hold, by a
 * looser measure than ranking uses (up to three typos, a shared start, shared letter triples), so
 * a name mistyped three times still gets help. Shared by both backends; each checks that what it
 * suggests returns results.
 */
export const MAX_SUGGESTIONS = 3;
const LOOSE_TYPOS = 3;
const MIN_SIMILARITY = 0.34;

const bare = (text: string) => fold(text).replace(/[^\p{L}\p{N}]+/gu, '');

function trigrams(text: string): Set<string> {
  const padded = `  ${text} `;
  const out = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) out.add(padded.slice(i, i + 3));
  return out;
}

/** A candidate list as `closest` reads it: each entry bare, with its letter triples. */
interface Prepared {
  bare: string[];
  trigrams: Set<string>[];
  /** Answers already given for this list, by bare typed text: typing asks again for every earlier word. */
  answers: Map<string, {text: string; score: number}[]>;
}

/** The most answers kept per list; the oldest goes first. */
const MAX_ANSWERS = 256;
/** How many matches an answer keeps: enough for every caller's limit. */
const KEPT_MATCHES = 16;

/** Each candidate list is prepared once (the engine keeps its lists), so a query pays only for comparing. */
const prepared = new WeakMap<readonly string[], Prepared>();
function prepare(candidates: readonly string[]): Prepared {
  let list = prepared.get(candidates);
  if (!list) {
    const bareForms = candidates.map(bare);
    prepared.set(candidates, (list = {bare: bareForms, trigrams: bareForms.map(trigrams), answers: new Map()}));
  }
  return list;
}

function similarity(a: string, ta: Set<string>, b: string, tb: Set<string>): number {
  if (a === '' || b === '') return 0;
  if (a === b) return 1;
  const longest = Math.max(a.length, b.length);
  const shortest = Math.min(a.length, b.length);
  const distance = a.length >= 4 ? boundedDistance(a, b, LOOSE_TYPOS) : LOOSE_TYPOS + 1;
  const byEdits = distance <= LOOSE_TYPOS ? 1 - distance / longest : 0;
  let shared = 0;
  while (shared < shortest && a[shared] === b[shared]) shared++;
  const byStart = shared >= 3 ? shared / longest : 0;
  let common = 0;
  for (const t of ta) if (tb.has(t)) common++;
  // Shared triples say little when one side is much shorter ("set" inside "songrequestset").
  const byTrigrams = ((2 * common) / (ta.size + tb.size)) * Math.min(1, (1.5 * shortest) / longest);
  return Math.max(byEdits, byStart, byTrigrams);
}

/** How alike two words are, from 0 to 1: the best of edit distance, shared start and shared trigrams. */
export function looseSimilarity(typed: string, candidate: string): number {
  const a = bare(typed);
  const b = bare(candidate);
  return similarity(a, trigrams(a), b, trigrams(b));
}

/** Candidates ordered by likeness to the typed text, alike enough and each once (ignoring case and punctuation). */
export function closest(typed: string, candidates: readonly string[], limit: number): {text: string; score: number}[] {
  const a = bare(typed);
  const list = prepare(candidates);
  const known = limit <= KEPT_MATCHES ? list.answers.get(a) : undefined;
  if (known) return known.slice(0, limit);
  const ta = trigrams(a);
  const best = new Map<string, {text: string; score: number}>();
  candidates.forEach((text, i) => {
    const b = list.bare[i] ?? '';
    if (b === '' || Math.abs(b.length - a.length) > Math.max(LOOSE_TYPOS, a.length)) return;
    const score = similarity(a, ta, b, list.trigrams[i] ?? new Set());
    const seen = best.get(b);
    if (score >= MIN_SIMILARITY && (!seen || seen.score < score)) best.set(b, {text, score});
  });
  const ranked = [...best.values()].sort((x, y) => y.score - x.score || x.text.length - y.text.length);
  if (limit <= KEPT_MATCHES) {
    keepRecent(list.answers, a, ranked.slice(0, KEPT_MATCHES), MAX_ANSWERS);
  }
  return ranked.slice(0, limit);
}
