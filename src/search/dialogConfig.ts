import {site} from '@site/src/site';

/** themeConfig.algolia as config/search.ts writes it (both modes). */
export interface SearchThemeConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  embedded: boolean;
  contextualSearch: boolean;
  placeholder?: string;
  searchPagePath?: string | false | null;
  externalUrlRegex?: string;
  searchParameters?: {facetFilters?: (string | string[])[]; [key: string]: unknown};
  translations?: {button?: Record<string, string>; modal?: Record<string, unknown>};
}

/** "Let us know." opens a pre-filled issue on the docs repository. */
export function missingResultsUrl({query}: {query: string}): string {
  const title = `Search: no results for "${query}"`;
  return `${site.docsRepositoryUrl}/issues/new?title=${encodeURIComponent(title)}`;
}

/**
 * Shown instead of the network error under `npm start` when no production build exists yet:
 * the embedded index is made from built pages, so the dev server can only search a previous build.
 */
export const notBuiltScreen = {
  titleText: 'Search index not built yet',
  helpText: 'The search index is made from the built pages. Run "npm run build" once, then restart "npm start".',
};
