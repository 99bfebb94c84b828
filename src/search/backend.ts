import type {SearchHit, SearchRequest, SearchResponse} from './client';
import type {SearchThemeConfig} from './dialogConfig';
import {requiresFacet} from './facets';
import {embeddedSearchClient} from './lazy';
import {SCOPES} from './scope';

/** Click analytics apply to hosted search with DOCSEARCH_INSIGHTS only. */
const withInsights = (config: SearchThemeConfig) => config.insights && !config.embedded;

type Search = (request: SearchRequest) => Promise<SearchResponse>;

/**
 * One search function for the search page, whichever backend the build uses. The hosted client
 * is imported only when the page runs a query, so neither backend sits in the first-load JS.
 */
export function createPageSearch(config: SearchThemeConfig, docusaurusVersion: string): Search {
  if (config.embedded) {
    const client = embeddedSearchClient();
    return async (request) => (await client.search({requests: [request]})).results[0] as SearchResponse;
  }
  let hosted: Promise<{search: (arg: {requests: SearchRequest[]}) => Promise<{results: unknown[]}>}> | null = null;
  const insights = withInsights(config) ? import('./insights').then(({searchInsights}) => searchInsights(config)) : null;
  return async ({readerSection, ...request}) => {
    hosted ??= import('algoliasearch/lite').then(({liteClient}) => {
      const client = liteClient(config.appId, config.apiKey);
      client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return client as unknown as {search: (arg: {requests: SearchRequest[]}) => Promise<{results: unknown[]}>};
    });
    const client = await hosted;
    const {results} = await client.search({requests: [insights ? {...request, clickAnalytics: true} : request]});
    const response = results[0] as SearchResponse;
    (await insights)?.noteAnswer(response, config.indexName);
    if (response.nbHits > 0 || String(request.query ?? '').trim() === '') return response;
    const [{hostedSuggestions}, {hostedFallback}] = await Promise.all([import('./suggestHosted'), import('./fallbackHosted')]);
    const scoped = requiresFacet(request.facetFilters, SCOPES.api.facet);
    const [suggestions, fallback] = await Promise.all([
      hostedSuggestions(client, request).catch(() => []),
      hostedFallback(client, request, {readerSection, scoped}).catch(() => undefined),
    ]);
    return {...response, suggestions, ...(fallback ? {fallback} : {})};
  };
}

/** "Item Selected" for a hit the visitor picked on the search page (hosted search with DOCSEARCH_INSIGHTS only). */
export function reportPageSelection(config: SearchThemeConfig, response: SearchResponse, hit: SearchHit): void {
  if (!withInsights(config) || !response.queryID) return;
  void import('./insights').then(({searchInsights}) => searchInsights(config).selected(response.queryID, hit.objectID));
}
