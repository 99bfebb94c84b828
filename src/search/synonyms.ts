import {searchSynonyms, type SearchSynonym} from '../data/searchSynonyms';
import {baseForms} from './expand';
import {tokenize} from './tokenizer';

/** A phrase as the engine compares it: its plain words, in order. */
export const phraseWords = (phrase: string): string[] => tokenize(phrase).filter((t) => t.word).map((t) => t.term);

export interface SynonymTable {
  /** Phrase (words joined by a space) -> the phrases it also stands for. */
  alternatives: Map<string, string[][]>;
  /** Most words in any phrase: how far ahead a query is scanned. */
  longest: number;
  /** Phrases that are the input of a one-way entry (they spread to their synonyms, not back). */
  oneWay: Set<string>;
}

/** Compiles the table: a two-way entry maps every phrase to all the others, a one-way entry its input to its synonyms. */
export function compileSynonyms(entries: SearchSynonym[] = searchSynonyms): SynonymTable {
  const alternatives = new Map<string, string[][]>();
  const oneWay = new Set<string>();
  let longest = 1;
  // A two-way entry lists each phrase once per member: tokenize each phrase only once. The site's
  // table compiles while the index downloads (src/search/embedded.ts), a few milliseconds.
  const tokenized = new Map<string, string[]>();
  const wordsOf = (phrase: string): string[] => {
    let words = tokenized.get(phrase);
    if (!words) tokenized.set(phrase, (words = phraseWords(phrase)));
    return words;
  };
  const add = (from: string, to: string[]) => {
    const key = wordsOf(from).join(' ');
    const list = alternatives.get(key) ?? [];
    const listed = new Set(list.map((l) => l.join(' ')));
    for (const phrase of to) {
      const words = wordsOf(phrase);
      const joined = words.join(' ');
      if (words.length === 0 || joined === key || listed.has(joined)) continue;
      listed.add(joined);
      list.push(words);
    }
    alternatives.set(key, list);
    longest = Math.max(longest, key.split(' ').length);
  };
  for (const entry of entries) {
    if (entry.type === 'synonym') for (const phrase of entry.synonyms) add(phrase, entry.synonyms);
    else {
      add(entry.input, entry.synonyms);
      oneWay.add(wordsOf(entry.input).join(' '));
    }
  }
  return {alternatives, longest, oneWay};
}

export interface PhraseMatch {
  /** Position of the phrase's first word in the query's words, and how many words it spans. */
  start: number;
  length: number;
  alternatives: string[][];
  /** Whether the span was found as the input of a one-way entry. */
  oneWay: boolean;
}

/**
 * The spellings a span of query words is looked up under, the words as typed first; then each
 * word's base forms (donating -> donate, banned words -> ban words / banned word…), so an
 * inflected query reaches the entry written in base form. Capped: phrases are short and so are
 * the form lists, but a long query must never multiply lookups.
 */
const MAX_SPELLINGS = 48;
function* spellings(forms: string[][], start: number, length: number): Generator<string> {
  const picks = new Array<number>(length).fill(0);
  for (let n = 0; n < MAX_SPELLINGS; n++) {
    yield picks.map((p, k) => forms[start + k]![p]).join(' ');
    // Next combination, the last word's form varying fastest.
    let k = length - 1;
    while (k >= 0 && picks[k]! + 1 >= forms[start + k]!.length) picks[k--] = 0;
    if (k < 0) return;
    picks[k]!++;
  }
}

/**
 * The synonym phrases a query's words contain, longest first, never overlapping. A span matched
 * as typed wins over the same span matched through base forms, so a literal entry keeps precedence.
 */
export function findSynonyms(words: string[], table: SynonymTable): PhraseMatch[] {
  const forms = words.map((w) => [w, ...baseForms(w)]);
  const found: PhraseMatch[] = [];
  for (let i = 0; i < words.length; ) {
    let match: PhraseMatch | undefined;
    for (let n = Math.min(table.longest, words.length - i); n >= 1 && !match; n--) {
      for (const key of spellings(forms, i, n)) {
        const alternatives = table.alternatives.get(key);
        if (alternatives && alternatives.length > 0) {
          match = {start: i, length: n, alternatives, oneWay: table.oneWay.has(key)};
          break;
        }
      }
    }
    if (match) {
      found.push(match);
      i += match.length;
    } else i++;
  }
  return found;
}
