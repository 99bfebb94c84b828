import {completes} from './expand';
import {findSynonyms, type SynonymTable} from './synonyms';
import {STOP_WORDS, tokenize} from './tokenizer';

/** One way to satisfy a slot: all of `words` must match. */
export interface Alternative {
  words: string[];
  /** 1 for what was typed (and its glued or split form), less for synonyms. */
  weight: number;
  /** Whether the last of `words` is the word being typed (completed as a prefix) and may be corrected. */
  literal: boolean;
  prefix: boolean;
  /**
   * Set on the synonyms a one-way entry spreads from a short identifier (`jwt` -> token): the
   * engine ranks them below pages that mention the identifier itself.
   */
  spread?: true;
}

/** A part of the query that a result must answer: a word, a glued or spaced pair, or a synonym phrase. */
export interface Slot {
  alternatives: Alternative[];
}

export interface QueryPlan {
  slots: Slot[];
  /** Joined forms of the query's compounds (random.pick, !8ball), which only add score. */
  bonus: string[];
  /** The words highlighting looks for. */
  words: string[];
}

/** Synonym matches rank below literal ones. */
export const SYNONYM_WEIGHT = 0.55;
const MIN_SPLIT_PART = 2;

/**
 * A phrase's words without its stop words, as a typed query loses them ("post in chat" -> post
 * chat): body text indexes no stop words, so a phrase that kept them could only match titles.
 */
const meaningful = (words: string[]): string[] => {
  const kept = words.filter((w) => !STOP_WORDS.has(w));
  return kept.length > 0 ? kept : words;
};

interface IndexTerms {
  terms: string[];
  has: (term: string) => boolean;
}

interface Unit {
  words: string[];
  synonyms: string[][];
  stop: boolean;
  /** The synonyms spread one way from a short identifier. */
  spread?: boolean;
}

/** A one-way entry's input of one short word (`jwt`, `sr`, `dm`) names one thing, not a family. */
const SHORT_IDENTIFIER = 5;
const spreads = (words: string[], oneWay: boolean) => oneWay && words.length === 1 && (words[0]?.length ?? 0) <= SHORT_IDENTIFIER;

/** "slot machine" -> slotmachine, when the index has the glued name (or, typing the last word, a name it starts). */
function joined(a: Unit, b: Unit, bIsLast: boolean, index: IndexTerms): string | null {
  if (a.words.length !== 1 || b.words.length !== 1 || a.synonyms.length > 0 || b.synonyms.length > 0) return null;
  const glued = `${a.words[0]}${b.words[0]}`;
  if (!/^[a-z0-9]+$/.test(glued)) return null;
  return index.has(glued) || (bIsLast && glued.length >= 6 && completes(index.terms, glued)) ? glued : null;
}

/** "kvstore" -> kv store, when the glued word is not in the index but both halves are. */
function split(word: string, isLast: boolean, index: IndexTerms): string[] | null {
  if (word.length < 5 || !/^[a-z0-9]+$/.test(word) || index.has(word) || (isLast && completes(index.terms, word))) return null;
  let best: string[] | null = null;
  for (let k = MIN_SPLIT_PART; k <= word.length - MIN_SPLIT_PART; k++) {
    const head = word.slice(0, k);
    const tail = word.slice(k);
    if (STOP_WORDS.has(head) || STOP_WORDS.has(tail)) continue;
    if (!index.has(head) || !(index.has(tail) || (isLast && completes(index.terms, tail)))) continue;
    if (!best || Math.min(head.length, tail.length) > Math.min(best[0]!.length, best[1]!.length)) best = [head, tail];
  }
  return best;
}

/**
 * Synonym phrases that stop words split as typed ("bot is offline", "sound effects are off"):
 * runs of plain single words, read again without the stop words, become one phrase unit.
 */
function joinPhrases(units: Unit[], synonyms: SynonymTable): Unit[] {
  const out: Unit[] = [];
  for (let i = 0; i < units.length; ) {
    let end = i;
    // Single words, with or without synonyms of their own: a longer phrase spanning them wins.
    while (end < units.length && units[end]!.words.length === 1) end++;
    if (end === i) {
      out.push(units[i]!);
      i++;
      continue;
    }
    const words = units.slice(i, end).map((u) => u.words[0]!);
    const phrases = findSynonyms(words, synonyms);
    for (let k = 0; k < words.length; ) {
      const phrase = phrases.find((p) => p.start === k);
      if (phrase && phrase.length > 1) {
        out.push({words: words.slice(k, k + phrase.length), synonyms: phrase.alternatives, stop: false, spread: spreads(words.slice(k, k + phrase.length), phrase.oneWay)});
        k += phrase.length;
      } else {
        out.push(units[i + k]!);
        k++;
      }
    }
    i = end;
  }
  return out;
}

/**
 * Turns a query into slots. Synonym phrases are found on the words as typed (stop words
 * included: "what's new"); then question words and fillers are dropped unless nothing else is
 * left; adjacent words that the index knows glued become one slot that either form satisfies;
 * a glued word the index does not know may be read as its two halves.
 */
export function planQuery(query: string, index: IndexTerms, synonyms: SynonymTable): QueryPlan {
  const tokens = tokenize(query.slice(0, 64));
  const all = tokens.filter((t) => t.word).map((t) => t.term);
  const bonus = tokens.filter((t) => !t.word).map((t) => t.term);
  const units: Unit[] = [];
  const phrases = findSynonyms(all, synonyms);
  for (let i = 0; i < all.length; ) {
    const phrase = phrases.find((p) => p.start === i);
    if (phrase) {
      const words = all.slice(i, i + phrase.length);
      units.push({words: meaningful(words), synonyms: phrase.alternatives, stop: false, spread: spreads(words, phrase.oneWay)});
      i += phrase.length;
    } else {
      const word = all[i] ?? '';
      units.push({words: [word], synonyms: [], stop: STOP_WORDS.has(word)});
      i++;
    }
  }
  const kept = joinPhrases(units.some((u) => !u.stop) ? units.filter((u) => !u.stop) : units, synonyms);

  const slots: Slot[] = [];
  for (let i = 0; i < kept.length; i++) {
    const unit = kept[i]!;
    const next = kept[i + 1];
    const last = i === kept.length - 1;
    const glued = next ? joined(unit, next, i + 1 === kept.length - 1, index) : null;
    if (next && glued) {
      const pairIsLast = i + 1 === kept.length - 1;
      slots.push({
        alternatives: [
          {words: [...unit.words, ...next.words], weight: 1, literal: true, prefix: pairIsLast},
          {words: [glued], weight: 1, literal: true, prefix: pairIsLast},
        ],
      });
      i++;
      continue;
    }
    const alternatives: Alternative[] = [{words: unit.words, weight: 1, literal: true, prefix: last}];
    const halves = unit.words.length === 1 ? split(unit.words[0]!, last, index) : null;
    if (halves) alternatives.push({words: halves, weight: 0.9, literal: true, prefix: last});
    for (const words of unit.synonyms) alternatives.push({words: meaningful(words), weight: SYNONYM_WEIGHT, literal: false, prefix: false, ...(unit.spread && {spread: true as const})});
    slots.push({alternatives});
  }
  return {slots, bonus, words: kept.flatMap((u) => u.words)};
}
