/**
 * The build's check of the search synonym table: each entry against its schema (./schema.ts), no
 * phrase twice in one entry, and every phrase a search is looked up by (each two-way phrase, each
 * one-way input) defined in one entry only, compared word by word as the search engine does.
 */
import {phraseWords} from '../../search/synonyms';
import {duplicates, zodProblems, type DataContext, type Problem} from '../validation/problems';
import {searchSynonymSchema} from './schema';
import type {SearchSynonym} from './types';

const phrasesOf = (entry: SearchSynonym): string[] => (entry.type === 'oneWaySynonym' ? [entry.input, ...entry.synonyms] : entry.synonyms);
const lookedUpBy = (entry: SearchSynonym): string[] => (entry.type === 'oneWaySynonym' ? [entry.input] : entry.synonyms);

export function checkSynonyms(entries: readonly SearchSynonym[], context: DataContext): Problem[] {
  const named = entries.map((entry, i) => {
    // An entry has no name: the file is found by its content, the entry is named by its first phrase.
    const file = context.fileOf('synonyms', JSON.stringify(entry));
    const label = `searchSynonyms[${i}] ${JSON.stringify(entry.type === 'oneWaySynonym' ? entry.input : entry.synonyms?.[0])}`;
    return {entry, file, label};
  });
  const problems = named.flatMap(({entry, file, label}) => zodProblems(searchSynonymSchema, entry, file, label));
  for (const {entry, file, label} of named) {
    if (!Array.isArray(entry.synonyms)) continue;
    for (const {value} of duplicates(phrasesOf(entry), (phrase) => phrase)) problems.push({file, message: `${label} synonyms: "${value}" is listed twice in this entry`});
  }
  const owner = new Map<string, string>();
  for (const {entry, file, label} of named) {
    if (!Array.isArray(entry.synonyms)) continue;
    for (const phrase of new Set(lookedUpBy(entry))) {
      const words = phraseWords(String(phrase)).join(' ');
      const first = owner.get(words);
      if (first !== undefined && first !== label) problems.push({file, message: `${label} ${entry.type === 'oneWaySynonym' ? 'input' : 'synonyms'}: "${phrase}" is already looked up by ${first}; merge the two entries`});
      else owner.set(words, label);
    }
  }
  return problems;
}
