import type {SearchRequest, SearchResponse} from './client';
import type {SearchThemeConfig} from './dialogConfig';
import {embeddedSearchClient} from './lazy';

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
  return async (request) => {
    hosted ??= import('algoliasearch/lite').then(({liteClient}) => {
      const client = liteClient(config.appId, config.apiKey);
      client.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return client as unknown as {search: (arg: {requests: SearchRequest[]}) => Promise<{results: unknown[]}>};
    });
    const client = await hosted;
    const {results} = await client.search({requests: [request]});
    const response = results[0] as SearchResponse;
    if (response.nbHits > 0 || String(request.query ?? '').trim() === '') return response;
    const {hostedSuggestions} = await import('./suggestHosted');
    return {...response, suggestions: await hostedSuggestions(client, request).catch(() => [])};
  };
}
