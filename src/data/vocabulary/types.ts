/**
 * The search vocabulary: words people type that the pages do not use, mapped to the words they do.
 * Read by the embedded engine (src/search/vocabulary.ts) and exported with the synonyms for a
 * hosted index (scripts/search/hostedExport.ts). See plugins/search-index/README.md, "Vocabulary".
 */

/** What a shorthand stands for: one or more of the docs' phrases, the likeliest first. */
export interface Shorthand {
  /** How people type it: abbreviations, aliases, slips. Matched as whole words, case and accents ignored. */
  typed: string[];
  /** The docs' words for it. The first is what the dialog says it searched for. */
  means: string[];
}

/** The languages the cross-language vocabulary covers (the toolset's largest audiences after English). */
export const LANGUAGES = ['es', 'pt', 'de', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<Language, string> = {es: 'Spanish', pt: 'Portuguese', de: 'German', fr: 'French'};

/**
 * One concept in the docs' English and in everyday words of each language. A language left out
 * uses the English word itself (German "Timer", French "points"), which needs no entry.
 */
export type Translation = {
  /** The docs' words for it. The first is what the dialog says it searched for. */
  en: string[];
} & Partial<Record<Language, string[]>>;

/**
 * Words of a language that carry no topic (articles, prepositions, pronouns, question words):
 * dropped from a query once a word of that language is recognised in it, as English stop words are.
 */
export type FunctionWords = Record<Language, string[]>;
