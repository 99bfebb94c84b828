import {POPULAR_SHOWN, popularPages} from '../data/popularPages';
import {sectionOf} from '../data/sections';
import type {SearchHit, SearchRequest, SearchResponse} from './client';
import {MAX_NEAREST, pagePath, triedLine, type Fallback, type FallbackPage} from './fallback';
import {SCOPES} from './scope';
import {closest} from './suggest';
import {MAX_QUERY_CHARS} from './queryLimit';

type HostedClient = {search: (arg: {requests: SearchRequest[]}) => Promise<unknown>};
type Hit = Pick<SearchHit, 'hierarchy' | 'url' | 'type'>;

const titleOf = (hit: Hit) => (hit.type === 'content' || hit.type === 'lvl1' ? hit.hierarchy.lvl1 : hit.hierarchy[hit.type]) ?? '';

/**
 * The no-results fallback from the hosted index (see fallback.ts): one more request of two
 * queries. The query loosened as for "Try searching for" (each word cut to three letters, all
 * prefixes and optional) gives the nearest pages, titles most like the query first; an empty query
 * over the reader's section titles its popular pages (src/data/popularPages.ts).
 */
export async function hostedFallback(client: HostedClient, request: SearchRequest, options: {readerSection?: string; scoped?: boolean} = {}): Promise<Fallback> {
  const typed = String(request.query ?? '').trim().slice(0, MAX_QUERY_CHARS);
  const section = options.scoped ? SCOPES.api.section : (options.readerSection ?? sectionOf('/'));
  const filters = request.facetFilters ? (typeof request.facetFilters === 'string' ? [request.facetFilters] : request.facetFilters) : [];
  const base = {indexName: request.indexName, attributesToRetrieve: ['hierarchy', 'url', 'type'], attributesToHighlight: [], attributesToSnippet: []};
  const words = typed.split(/\s+/).map((w) => w.replace(/[^\p{L}\p{N}]+/gu, '')).filter(Boolean);
  const {results} = (await client.search({
    requests: [
      {...base, hitsPerPage: 50, query: words.map((w) => w.slice(0, 3)).join(' '), queryType: 'prefixAll', removeWordsIfNoResults: 'allOptional', facetFilters: filters},
      {...base, hitsPerPage: 1000, query: '', facetFilters: [...filters, `hierarchy.lvl0:${section}`, ['type:lvl1', 'type:lvl2']]},
    ],
  })) as {results: (SearchResponse | undefined)[]};
  const [loose, sectionPages] = results;
  const pageOf = (hit: Hit): FallbackPage => ({title: hit.hierarchy.lvl1 ?? '', url: hit.url.split('#')[0] ?? hit.url, section: hit.hierarchy.lvl0 ?? ''});
  const candidates = (loose?.hits ?? []).map(pageOf);
  const nearest: FallbackPage[] = [];
  const add = (page: FallbackPage | undefined) => {
    if (page && nearest.length < MAX_NEAREST && !nearest.some((n) => n.url === page.url)) nearest.push(page);
  };
  for (const {text} of closest(typed, candidates.map((c) => c.title), MAX_NEAREST)) add(candidates.find((c) => c.title === text));
  candidates.forEach(add);
  const byPath = new Map((sectionPages?.hits ?? []).map((hit) => [pagePath(hit.url), hit]));
  const popular = (popularPages[section] ?? [])
    .map((path) => byPath.get(path))
    .filter((hit): hit is SearchHit => hit !== undefined)
    .slice(0, POPULAR_SHOWN)
    .map((hit) => ({title: titleOf(hit), url: hit.url, section: hit.hierarchy.lvl0 ?? ''}));
  return {nearest, popular: {section, pages: popular}, tried: triedLine(typed, {scoped: options.scoped})};
}
