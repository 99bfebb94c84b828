/** One entry of the search synonym table, in the hosted service's two shapes (see src/data/searchSynonyms.ts). */
export type SearchSynonym =
  | {type: 'synonym'; synonyms: string[]}
  | {type: 'oneWaySynonym'; input: string; synonyms: string[]};
