import type {SearchHit, SearchRequest, SearchResponse} from './client';
import type {FacetFilters} from './facets';
import {safeMarked, unmarked} from './sanitizeHit';
import {LEVELS} from './types';
import {SCOPES} from './scope';

/**
 * What the search page shows, apart from how it is drawn. Two renderers draw it: the page's React
 * components (src/theme/SearchPage) and, before the app has loaded, the first-hits script
 * (src/search/firstHits), which must produce the same markup from the same words.
 */
export const PAGE_HITS = 20;
const SNIPPET_WORDS = 24;
export const IDLE_TEXT = 'Type a command, variable, event or question.';
export const NO_RESULTS_HELP = 'Check the spelling, try fewer words, or search for a command name such as points or followage.';
export const PAGER_LABEL = 'Search result pages';
/** The search page's second parameter: `scope=api` narrows it to the API, as the dialog's scope does. */
export const SCOPE_PARAM = 'scope';
/** Said above the results while the page is narrowed to the API, with a button that widens it. */
export const SCOPE_LINE = `Searching the ${SCOPES.api.label} only.`;
export const SCOPE_REMOVE = 'Search every page';

/** Whether the search page's address narrows it to the API. */
export const scopedInSearch = (search: string): boolean => new URLSearchParams(search).get(SCOPE_PARAM) === 'api';

/** "Showing results for “custom command”" when the vocabulary read the query in the docs' words. */
export const interpretationLine = (response: Pick<SearchResponse, 'interpretation' | 'nbHits'>): string | null =>
  response.interpretation && response.nbHits > 0 ? `Showing results for “${response.interpretation}”` : null;

/** Fields the search page reads; the same list the dialog asks the hosted service for (spec §7). */
const ATTRIBUTES_TO_RETRIEVE = [
  'hierarchy.lvl0',
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'content',
  'type',
  'url',
];

/** A query of spaces alone asks for nothing: the page says so rather than quoting the spaces. */
export function searchPageTitle(query: string): string {
  return query.trim() ? `Search results for "${query}"` : 'Search the documentation';
}

/** "162 results for "points" · page 1 of 9" */
export function countLine(response: SearchResponse): string {
  const count = `${response.nbHits === 1 ? 'One result' : `${response.nbHits} results`} for "${response.query}"`;
  return response.nbPages > 1 ? `${count} · page ${response.page + 1} of ${response.nbPages}` : count;
}

export function pagerText(page: number, pages: number): string {
  return `Page ${page + 1} of ${pages}`;
}

/**
 * The request the page sends for one page of hits, whichever backend answers it. `scoped` narrows
 * it to the API; `readerSection` (embedded only, dropped for a hosted index) picks the popular
 * pages offered when nothing is found.
 */
export function pageSearchRequest(
  indexName: string,
  query: string,
  page: number,
  facetFilters?: FacetFilters | null,
  options: {scoped?: boolean; readerSection?: string} = {},
): SearchRequest {
  const filters = [...(facetFilters ? (typeof facetFilters === 'string' ? [facetFilters] : facetFilters) : []), ...(options.scoped ? [SCOPES.api.facet] : [])];
  return {
    indexName,
    query,
    page,
    hitsPerPage: PAGE_HITS,
    attributesToRetrieve: ATTRIBUTES_TO_RETRIEVE,
    attributesToSnippet: [`content:${SNIPPET_WORDS}`],
    snippetEllipsisText: '…',
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
    ...(filters.length > 0 ? {facetFilters: filters} : {}),
    ...(options.readerSection ? {readerSection: options.readerSection} : {}),
  };
}

/** The section of the page the reader came from (same site only): whose popular pages the no-results answer offers. */
export function referrerSection(referrer: string, origin: string, sectionOf: (route: string) => string): string | undefined {
  try {
    const from = new URL(referrer);
    return from.origin === origin && !from.pathname.startsWith('/search') ? sectionOf(from.pathname) : undefined;
  } catch {
    return undefined;
  }
}

/** A highlighted value split into plain and marked runs, as text: no HTML is ever parsed. */
export function markedParts(value: string): {text: string; marked: boolean}[] {
  return value
    .split(/(<mark>[\s\S]*?<\/mark>)/)
    .filter((part) => part !== '')
    .map((part) => {
      const marked = part.startsWith('<mark>') && part.endsWith('</mark>');
      return {text: unmarked(part), marked};
    });
}

export interface HitView {
  url: string;
  /** Highlighted (safe-marked) values. */
  title: string;
  trail: string[];
  summary: string;
}

/** The highlighted text of a hierarchy level, falling back to its escaped plain text. */
function levelValue(hit: SearchHit, level: string): string | null {
  const highlighted = hit._highlightResult?.hierarchy?.[level]?.value;
  const plain = (hit.hierarchy as Record<string, string | null>)[level];
  return highlighted ? safeMarked(highlighted) : plain ? safeMarked(plain) : null;
}

/** One result: the heading it sits under as title, the path above it as breadcrumbs, a snippet. */
export function hitView(hit: SearchHit): HitView {
  const levels = LEVELS.filter((l) => hit.hierarchy?.[l]);
  const titleLevel = hit.type === 'content' ? levels[levels.length - 1] : hit.type;
  const title = (titleLevel && levelValue(hit, titleLevel)) ?? '';
  const trail = levels.slice(0, titleLevel ? levels.indexOf(titleLevel as (typeof LEVELS)[number]) : levels.length);
  const summary = hit._snippetResult?.content?.value ?? hit._highlightResult?.content?.value ?? '';
  return {url: hit.url, title, trail: trail.map((level) => levelValue(hit, level) ?? ''), summary: summary ? safeMarked(summary) : ''};
}
