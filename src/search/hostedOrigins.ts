/**
 * Where hosted search talks to, for the CSP's connect-src (plugins/site-files) and the insights
 * client (src/search/insights.ts): the search cluster's hosts, and the insights service only when
 * DOCSEARCH_INSIGHTS is on. Embedded search talks to nothing but the site.
 */
export const HOSTED_SEARCH_ORIGINS = ['https://*.algolia.net', 'https://*.algolianet.com'] as const;
export const INSIGHTS_ORIGIN = 'https://insights.algolia.io';

export function searchConnectOrigins({embedded, insights}: {embedded: boolean; insights: boolean}): string[] {
  if (embedded) return [];
  return [...HOSTED_SEARCH_ORIGINS, ...(insights ? [INSIGHTS_ORIGIN] : [])];
}
