import {site} from '@site/src/site';
import type {UnavailableReason} from './errors';

/** themeConfig.algolia as config/search.ts writes it (both modes). */
export interface SearchThemeConfig {
  appId: string;
  apiKey: string;
  indexName: string;
  embedded: boolean;
  /** Hosted only: click analytics and "Item Selected" events (DOCSEARCH_INSIGHTS). */
  insights: boolean;
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

/**
 * Shown when the index arrived but cannot be read (damaged on the way, or not an index at all):
 * the network is fine, so the network advice would mislead.
 */
export const corruptIndexScreen = {
  titleText: 'The search index could not be read',
  helpText: 'It arrived damaged or incomplete. Retry to download it again; if that fails too, reload the page.',
};

/** The reason a failed search gives; a hosted RetryError (every host unreachable) is a network failure. */
export function unavailableReason(error: unknown): UnavailableReason {
  const reason = (error as {reason?: unknown} | null)?.reason;
  return reason === 'not-built' || reason === 'corrupt' ? reason : 'network';
}

type ScreenTexts = {titleText?: string; helpText?: string};

/** The title and help of the error screen (dialog and search page) for a failure's reason. */
export function failureTexts(reason: UnavailableReason, network: ScreenTexts): ScreenTexts {
  if (reason === 'not-built') return notBuiltScreen;
  return reason === 'corrupt' ? corruptIndexScreen : network;
}
