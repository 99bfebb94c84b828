import type {SearchHit, SearchRequest, SearchResponse} from './client';
import type {FacetFilters} from './facets';
import {safeMarked, unmarked} from './sanitizeHit';
import {LEVELS} from './types';

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

export function searchPageTitle(query: string): string {
  return query ? `Search results for "${query}"` : 'Search the documentation';
}

/** "162 results for "points" · page 1 of 9" */
export function countLine(response: SearchResponse): string {
  const count = `${response.nbHits === 1 ? 'One result' : `${response.nbHits} results`} for "${response.query}"`;
  return response.nbPages > 1 ? `${count} · page ${response.page + 1} of ${response.nbPages}` : count;
}

export function pagerText(page: number, pages: number): string {
  return `Page ${page + 1} of ${pages}`;
}

/** The request the page sends for one page of hits, whichever backend answers it. */
export function pageSearchRequest(indexName: string, query: string, page: number, facetFilters?: FacetFilters | null): SearchRequest {
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
    ...(facetFilters ? {facetFilters} : {}),
  };
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
