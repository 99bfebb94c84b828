import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {recordsForBuild} from '../../plugins/search-index/build';
import {siteRootOf} from '../../plugins/shared/builtPages';
import {searchSynonyms, type SearchSynonym} from '../../src/data/searchSynonyms';
import {apiWords, LANGUAGES, shorthands, translations} from '../../src/data/searchVocabulary';
import {MIN_WORD_SIZE_FOR_1_TYPO, MIN_WORD_SIZE_FOR_2_TYPOS} from '../../src/search/expand';
import {site} from '../../src/site';

/**
 * Settings for the hosted index, matching what the embedded engine does: what is searchable and
 * in which order, the facets contextual search filters on, typos counted from the same word
 * sizes, plurals and question words handled, camelCase identifiers split, and partial matches
 * only when nothing matches every word.
 */
export const hostedIndexSettings = {
  searchableAttributes: ['unordered(hierarchy.lvl1)', 'unordered(keywords)', 'unordered(hierarchy.lvl2)', 'unordered(hierarchy.lvl3)', 'unordered(hierarchy.lvl4)', 'unordered(hierarchy.lvl5)', 'unordered(hierarchy.lvl6)', 'unordered(hierarchy.lvl0)', 'content'],
  // hierarchy.lvl0: the dialog's and /search's API scope (src/search/scope.ts) is a filter on the section.
  attributesForFaceting: ['language', 'docusaurus_tag', 'type', 'filterOnly(hierarchy.lvl0)'],
  attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'],
  attributesToSnippet: ['content:10'],
  attributeForDistinct: 'url',
  distinct: true,
  separatorsToIndex: '!$._',
  camelCaseAttributes: ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'keywords', 'content'],
  typoTolerance: true,
  minWordSizefor1Typo: MIN_WORD_SIZE_FOR_1_TYPO,
  minWordSizefor2Typos: MIN_WORD_SIZE_FOR_2_TYPOS,
  allowTyposOnNumericTokens: false,
  ignorePlurals: ['en'],
  removeStopWords: ['en'],
  queryLanguages: ['en'],
  removeWordsIfNoResults: 'allOptional',
  customRanking: ['asc(weight.level)'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
};

export type HostedSynonym =
  | {objectID: string; type: 'synonym'; synonyms: string[]}
  | {objectID: string; type: 'oneWaySynonym'; input: string; synonyms: string[]};

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * The vocabulary (src/data/searchVocabulary.ts) as one-way synonyms: shorthand and each language's
 * words to the docs' words. The integrators' words that apply only to an API search are left out:
 * the hosted service cannot limit a synonym to some records, and those readings would change
 * every chatbot search. Function words and German compounds are the embedded engine's alone.
 */
export function vocabularySynonyms(): SearchSynonym[] {
  const oneWay = (input: string, synonyms: string[]): SearchSynonym => ({type: 'oneWaySynonym', input, synonyms: [...synonyms]});
  return [
    ...[...shorthands, ...apiWords.always].flatMap((entry) => entry.typed.map((typed) => oneWay(typed, entry.means))),
    ...translations.flatMap((entry) => LANGUAGES.flatMap((language) => (entry[language] ?? []).map((typed) => oneWay(typed, entry.en)))),
  ];
}

/** The synonym table (src/data/searchSynonyms.ts) and the vocabulary in the hosted service's synonyms format, with stable objectIDs. */
export function hostedSynonyms(entries: SearchSynonym[] = [...searchSynonyms, ...vocabularySynonyms()]): HostedSynonym[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const base = entry.type === 'synonym' ? `syn-${slug(entry.synonyms[0] ?? '')}` : `oneway-${slug(entry.input)}`;
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    const objectID = n === 0 ? base : `${base}-${n}`;
    return entry.type === 'synonym' ? {objectID, type: 'synonym', synonyms: [...entry.synonyms]} : {objectID, type: 'oneWaySynonym', input: entry.input, synonyms: [...entry.synonyms]};
  });
}

export interface ExportedFiles {
  records: string;
  settings: string;
  synonyms: string;
  count: number;
  pages: number;
}

/** Writes records (`out`), settings (`.settings.json`) and synonyms (`.synonyms.json`) for a hosted index. */
export async function exportHostedIndex(buildDir: string, out: string, docsDir: string): Promise<ExportedFiles> {
  const records = await recordsForBuild(buildDir, siteRootOf(site.url, site.baseUrl), docsDir);
  const levels = {lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6, content: 7} as const;
  const withWeight = records.map((r) => ({...r, weight: {level: levels[r.type]}}));
  mkdirSync(path.dirname(out), {recursive: true});
  writeFileSync(out, `${JSON.stringify(withWeight, null, 1)}\n`);
  const settings = out.replace(/\.json$/, '.settings.json');
  writeFileSync(settings, `${JSON.stringify(hostedIndexSettings, null, 2)}\n`);
  const synonyms = out.replace(/\.json$/, '.synonyms.json');
  writeFileSync(synonyms, `${JSON.stringify(hostedSynonyms(), null, 2)}\n`);
  return {records: out, settings, synonyms, count: records.length, pages: new Set(records.map((r) => r.url.split('#')[0])).size};
}
