import {analyse, highlightAnalysed, snippetAnalysed, type HighlightResult, type SnippetResult, type WordMatcher} from './highlight';
import type {SearchEngine} from './engine';
import {boundedDistance, maxTypos} from './expand';
import {facetMatcher, requiresFacet, type FacetFilters} from './facets';
import type {Fallback} from './fallback';
import {embeddedFallback} from './fallbackEmbedded';
import {SCOPES} from './scope';
import {createSearchClient, type SearchClientLike} from './contract';
import {embeddedSuggestions} from './suggestEmbedded';
import {LEVELS, type DocSearchRecord} from './types';

/** One entry of a multi-query request, as the DocSearch modal and the search page send it. */
export interface SearchRequest {
  indexName: string;
  query?: string;
  hitsPerPage?: number;
  page?: number;
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
  facetFilters?: FacetFilters;
  /**
   * Embedded only: the top-level section of the page the reader searches from, whose popular
   * pages a query that finds nothing is offered (src/search/fallback.ts). Never sent to a hosted index.
   */
  readerSection?: string;
  [param: string]: unknown;
}

export interface SearchHit extends DocSearchRecord {
  _highlightResult: {hierarchy: Record<string, HighlightResult>; content?: HighlightResult};
  _snippetResult: {hierarchy?: Record<string, SnippetResult>; content?: SnippetResult};
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  exhaustiveNbHits: true;
  /** Hosted answers to a request with clickAnalytics: the id click events refer to. */
  queryID?: string;
  /** With no hits: up to three queries that do return results ("Try searching for"). Not part of the hosted answer. */
  suggestions?: string[];
  /** When the vocabulary rewrote the query: the query in the docs' words ("Showing results for custom command"). */
  interpretation?: string;
  /** With no hits: nearest pages, the section's popular pages and what was tried (src/search/fallback.ts). */
  fallback?: Fallback;
}

export {SearchUnavailableError} from './errors';

const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;

/** Which text words answer which query words: exact, prefix of the last word, or within the typo budget. */
function wordMatcher(words: string[], matchedTerms: Set<string>): WordMatcher {
  const last = words.length - 1;
  const match: WordMatcher = (terms: string[]) =>
    words.filter((w, i) =>
      terms.some((t) => t === w || (i === last && t.startsWith(w)) || (matchedTerms.has(t) && withinTypos(t, w))),
    );
  // A typo'd query word appears in the text only as the index term it was corrected to.
  match.needles = [...words, ...matchedTerms].map((n) => n.replace(/^!/, ''));
  return match;
}

function withinTypos(a: string, b: string): boolean {
  const budget = maxTypos(b);
  return budget > 0 && boundedDistance(a, b, budget) <= budget;
}

function snippetSizes(request: SearchRequest): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const spec of request.attributesToSnippet ?? []) {
    const [attr = '', n] = spec.split(':');
    sizes.set(attr, Number(n) > 0 ? Number(n) : 10);
  }
  return sizes;
}

function toHit(record: DocSearchRecord, words: string[], terms: string[], request: SearchRequest): SearchHit {
  const match = wordMatcher(words, new Set(terms));
  const sizes = snippetSizes(request);
  const ellipsis = request.snippetEllipsisText ?? '…';
  const hierarchy: Record<string, HighlightResult> = {};
  const hierarchySnippets: Record<string, SnippetResult> = {};
  for (const level of LEVELS) {
    const text = record.hierarchy[level];
    if (!text) continue;
    const analysed = analyse(text, match);
    hierarchy[level] = highlightAnalysed(analysed, words);
    const size = sizes.get(`hierarchy.${level}`);
    if (size) hierarchySnippets[level] = snippetAnalysed(analysed, size, words, ellipsis);
  }
  const contentSize = sizes.get('content');
  const content = record.content ? analyse(record.content, match) : null;
  const {keywords: _keywords, ...visible} = record;
  return {
    ...visible,
    _highlightResult: {hierarchy, ...(content ? {content: highlightAnalysed(content, words)} : {})},
    _snippetResult: {
      ...(Object.keys(hierarchySnippets).length > 0 ? {hierarchy: hierarchySnippets} : {}),
      ...(content && contentSize ? {content: snippetAnalysed(content, contentSize, words, ellipsis)} : {}),
    },
  };
}

/** A request's number as a whole number: anything else (NaN, Infinity, "x", 1.5) reads as `fallback`, or rounded down. */
function wholeNumber(value: unknown, fallback: number): number {
  const number = Number(value ?? fallback);
  return Number.isFinite(number) ? Math.floor(number) : fallback;
}

/** The user-timing measure each search adds (see runRequest). */
export const SEARCH_REQUEST_MEASURE = 'search-request';

/** Runs one request of a multi-query against the engine and answers in the hosted service's shape. */
export function runRequest(engine: SearchEngine, request: SearchRequest): SearchResponse {
  const started = performance.now();
  const query = String(request.query ?? '');
  const hitsPerPage = Math.min(Math.max(wholeNumber(request.hitsPerPage, DEFAULT_HITS_PER_PAGE), 1), MAX_HITS_PER_PAGE);
  const page = Math.max(wholeNumber(request.page, 0), 0);
  const accept = facetMatcher(request.facetFilters);
  const scoped = requiresFacet(request.facetFilters, SCOPES.api.facet);
  const {hits, words, interpretation, reading} = engine.search(query, accept, {api: scoped});
  const empty = hits.length === 0 && query.trim() !== '';
  const slice = hits.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
  // A user-timing entry per search ("search-request"), as for loading the index: DevTools and the tests see when each ran.
  performance.measure?.(SEARCH_REQUEST_MEASURE, {start: started});
  return {
    hits: slice.map((h) => toHit(h.record, words, h.terms, request)),
    nbHits: hits.length,
    page,
    nbPages: Math.ceil(hits.length / hitsPerPage),
    hitsPerPage,
    processingTimeMS: Math.round(performance.now() - started),
    query,
    params: '',
    index: request.indexName,
    exhaustiveNbHits: true,
    ...(interpretation && !empty ? {interpretation} : {}),
    ...(empty
      ? {
          suggestions: embeddedSuggestions(engine, query, accept),
          fallback: embeddedFallback(engine, query, accept, {reading, scoped, ...(request.readerSection ? {readerSection: request.readerSection} : {})}),
        }
      : {}),
  };
}

/** The DocSearch client contract over an engine that loads on the first search. */
export function createEmbeddedClient(load: () => Promise<SearchEngine>): SearchClientLike {
  return createSearchClient(async (requests) => {
    const engine = await load();
    return requests.map((r) => runRequest(engine, r));
  });
}
