import type {SearchHit, SearchRequest, SearchResponse} from './client';
import {closest, MAX_SUGGESTIONS} from './suggest';
import {MAX_QUERY_CHARS} from './queryLimit';

type HostedClient = {search: (arg: {requests: SearchRequest[]}) => Promise<unknown>};

/**
 * "Try searching for" with the hosted index, which has no such feature of its own: one request
 * with the query loosened (each word cut to its first three letters, all of them prefixes and
 * optional) for page titles that start alike, ranked here by the same loose measure as the
 * embedded engine uses, plus one empty query for the site's sections to fill up with. Titles and
 * sections are searchable fields of the index, so each suggestion returns results.
 */
export async function hostedSuggestions(client: HostedClient, request: SearchRequest): Promise<string[]> {
  const typed = String(request.query ?? '').trim().slice(0, MAX_QUERY_CHARS);
  const words = typed.split(/\s+/).map((w) => w.replace(/[^\p{L}\p{N}]+/gu, '')).filter(Boolean);
  if (words.length === 0) return [];
  const base = {
    indexName: request.indexName,
    hitsPerPage: 50,
    attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1'],
    attributesToHighlight: [],
    attributesToSnippet: [],
    ...(request.facetFilters ? {facetFilters: request.facetFilters} : {}),
  };
  const {results} = (await client.search({
    requests: [
      {...base, query: words.map((w) => w.slice(0, 3)).join(' '), queryType: 'prefixAll', removeWordsIfNoResults: 'allOptional'},
      {...base, query: ''},
    ],
  })) as {results: unknown[]};
  const [loose, everything] = results as (SearchResponse | undefined)[];
  const field = (r: SearchResponse | undefined, level: 'lvl0' | 'lvl1') =>
    (r?.hits ?? []).map((h: Pick<SearchHit, 'hierarchy'>) => h.hierarchy?.[level] ?? '').filter((t) => t !== '');
  const out = closest(typed, field(loose, 'lvl1'), MAX_SUGGESTIONS).map((c) => c.text);
  for (const section of [...field(loose, 'lvl0'), ...field(everything, 'lvl0')]) {
    if (out.length < MAX_SUGGESTIONS && !out.some((o) => o.toLowerCase() === section.toLowerCase())) out.push(section);
  }
  return out.filter((s) => s.toLowerCase() !== typed.toLowerCase());
}
