/** DocSearch record schema (design.md: objectID, url, type, hierarchy.lvl0…lvl6, content). */
export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];
export type Hierarchy = Record<Level, string | null>;

export interface DocSearchRecord {
  objectID: string;
  /** Absolute URL, with the heading anchor when the record sits under one. */
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /** Facets for contextual search (language and docusaurus_tag), as the hosted index needs them. */
  language: string;
  docusaurus_tag: string[];
  /**
   * Hidden search words: on a page record (lvl1) its front-matter keywords and command aliases; on
   * a heading record those its heading declares (`data-search-keywords`). Searchable, never displayed.
   */
  keywords?: string;
}

/**
 * The embedded index asset. Pages and sections are stored once and records point at them,
 * so the heading path of a page is not repeated on every paragraph.
 */
export interface IndexAsset {
  version: 2;
  /** Site origin + baseUrl without trailing slash; record URLs are rebuilt from it. */
  site: string;
  language: string;
  tags: string[];
  /** [path, lvl0, lvl1, keywords] */
  pages: [string, string, string, string][];
  /** [pageIndex, anchor, lvl2, lvl3, lvl4, lvl5, lvl6] ("" for none) */
  sections: [number, string, string, string, string, string, string][];
  /** [sectionIndex, keywords] for the few headings that declare hidden search words. */
  sectionKeywords?: [number, string][];
  /** Each distinct content text once (table cells and list items repeat across pages). */
  texts: string[];
  /**
   * Per record three numbers, flat: its section index minus the previous record's, its type (1..6
   * for a heading record, 0 for content), and its index into texts minus the previous record's.
   * Records run in page order, so the differences are mostly 0 and 1 and compress well.
   */
  records: number[];
  /** The sorted index terms, front-coded (see packTerms in asset.ts). */
  terms: string;
  /** Each term's packed postings (see invertedIndex.ts), in the order of terms, separated by spaces. */
  postings: string;
}
