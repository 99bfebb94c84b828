import {highlight, snippet, type HighlightResult, type SnippetResult} from './highlight';
import {maxTypos, type SearchEngine} from './engine';
import {facetMatcher, type FacetFilters} from './facets';
import {createSearchClient, type SearchClientLike} from './contract';
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
}

/** The modal shows its error screen only for errors named RetryError (the hosted client's name). */
export class SearchUnavailableError extends Error {
  readonly reason: 'not-built' | 'load-failed';
  constructor(message: string, reason: 'not-built' | 'load-failed', options?: {cause?: unknown}) {
    super(message, options);
    this.name = 'RetryError';
    this.reason = reason;
  }
}

const DEFAULT_HITS_PER_PAGE = 20;
const MAX_HITS_PER_PAGE = 1000;

/** Which text words answer which query words: exact, prefix of the last word, or within the typo budget. */
function wordMatcher(words: string[], matchedTerms: Set<string>) {
  const last = words.length - 1;
  return (terms: string[]) =>
    words.filter((w, i) =>
      terms.some((t) => t === w || (i === last && t.startsWith(w)) || (matchedTerms.has(t) && withinTypos(t, w))),
    );
}

function withinTypos(a: string, b: string): boolean {
  const budget = maxTypos(b);
  if (budget === 0 || Math.abs(a.length - b.length) > budget) return false;
  let prev = Array.from({length: b.length + 1}, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) {
      cur[j] = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = cur;
  }
  return (prev[b.length] ?? Infinity) <= budget;
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
    hierarchy[level] = highlight(text, words, match);
    const size = sizes.get(`hierarchy.${level}`);
    if (size) hierarchySnippets[level] = snippet(text, size, words, match, ellipsis);
  }
  const contentSize = sizes.get('content');
  const {keywords: _keywords, ...visible} = record;
  return {
    ...visible,
    _highlightResult: {hierarchy, ...(record.content ? {content: highlight(record.content, words, match)} : {})},
    _snippetResult: {
      ...(Object.keys(hierarchySnippets).length > 0 ? {hierarchy: hierarchySnippets} : {}),
      ...(record.content && contentSize ? {content: snippet(record.content, contentSize, words, match, ellipsis)} : {}),
    },
  };
}

/** Runs one request of a multi-query against the engine and answers in the hosted service's shape. */
export function runRequest(engine: SearchEngine, request: SearchRequest): SearchResponse {
  const started = performance.now();
  const query = String(request.query ?? '');
  const hitsPerPage = Math.min(Math.max(Number(request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE), 1), MAX_HITS_PER_PAGE);
  const page = Math.max(Number(request.page ?? 0), 0);
  const {hits, words} = engine.search(query, facetMatcher(request.facetFilters));
  const slice = hits.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
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
  };
}

/** The DocSearch client contract over an engine that loads on the first search. */
export function createEmbeddedClient(load: () => Promise<SearchEngine>): SearchClientLike {
  return createSearchClient(async (requests) => {
    const engine = await load();
    return requests.map((r) => runRequest(engine, r));
  });
}
