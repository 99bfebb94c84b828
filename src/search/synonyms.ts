import {searchSynonyms, type SearchSynonym} from '../data/searchSynonyms';
import {tokenize} from './tokenizer';

/** A phrase as the engine compares it: its plain words, in order. */
export const phraseWords = (phrase: string): string[] => tokenize(phrase).filter((t) => t.word).map((t) => t.term);

export interface SynonymTable {
  /** Phrase (words joined by a space) -> the phrases it also stands for. */
  alternatives: Map<string, string[][]>;
  /** Most words in any phrase: how far ahead a query is scanned. */
  longest: number;
}

/** Compiles the table: a two-way entry maps every phrase to all the others, a one-way entry its input to its synonyms. */
export function compileSynonyms(entries: SearchSynonym[] = searchSynonyms): SynonymTable {
  const alternatives = new Map<string, string[][]>();
  let longest = 1;
  const add = (from: string, to: string[]) => {
    const key = phraseWords(from).join(' ');
    const words = phraseWords(to.join(' ')).length > 0 ? to.map(phraseWords) : [];
    const list = alternatives.get(key) ?? [];
    for (const w of words) if (w.length > 0 && w.join(' ') !== key && !list.some((l) => l.join(' ') === w.join(' '))) list.push(w);
    alternatives.set(key, list);
    longest = Math.max(longest, key.split(' ').length);
  };
  for (const entry of entries) {
    if (entry.type === 'synonym') for (const phrase of entry.synonyms) add(phrase, entry.synonyms);
    else add(entry.input, entry.synonyms);
  }
  return {alternatives, longest};
}

export interface PhraseMatch {
  /** Position of the phrase's first word in the query's words, and how many words it spans. */
  start: number;
  length: number;
  alternatives: string[][];
}

const singular = (word: string) => (word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word);

/** The synonym phrases a query's words contain, longest first, never overlapping. */
export function findSynonyms(words: string[], table: SynonymTable): PhraseMatch[] {
  const found: PhraseMatch[] = [];
  for (let i = 0; i < words.length; ) {
    let match: PhraseMatch | undefined;
    for (let n = Math.min(table.longest, words.length - i); n >= 1 && !match; n--) {
      const span = words.slice(i, i + n);
      // A plural in the query finds the singular entry too ("donations", "mods").
      const alternatives = table.alternatives.get(span.join(' ')) ?? table.alternatives.get(span.map(singular).join(' '));
      if (alternatives && alternatives.length > 0) match = {start: i, length: n, alternatives};
    }
    if (match) {
      found.push(match);
      i += match.length;
    } else i++;
  }
  return found;
}
