import {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {useAlgoliaContextualFacetFilters} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {createPageSearch} from './backend';
import {retryFailedSearchLoad, warmUpSearch} from './lazy';
import type {UnavailableReason} from './errors';
import {unavailableReason} from './dialogConfig';
import {pageSearchRequest} from './pageView';
import type {SearchResponse} from './client';
import type {SearchThemeConfig} from './dialogConfig';
import type {FacetFilters} from './facets';

const DEBOUNCE_MS = 150;

export type ResultsState =
  | {status: 'idle'}
  | {status: 'loading'; previous?: SearchResponse}
  | {status: 'done'; response: SearchResponse}
  | {status: 'error'; reason: UnavailableReason; retry: () => void};

/**
 * Runs the search page's query (debounced while typing) against the configured backend, which starts
 * loading as soon as the page opens.
 */
export function useSearchResults(query: string, page: number, options: {scoped?: boolean; readerSection?: string} = {}): ResultsState {
  const {scoped = false, readerSection} = options;
  const {siteConfig, siteMetadata} = useDocusaurusContext();
  const config = siteConfig.themeConfig.algolia as SearchThemeConfig;
  const contextual = useAlgoliaContextualFacetFilters();
  const search = useMemo(() => createPageSearch(config, siteMetadata.docusaurusVersion), [config, siteMetadata.docusaurusVersion]);
  const facetFilters = config.contextualSearch ? contextual : undefined;
  const filtersKey = JSON.stringify(facetFilters ?? null);
  const [state, setState] = useState<ResultsState>({status: 'idle'});
  // The first query (normally the one in the page's URL) runs at once; later ones wait for typing to pause.
  const ranBefore = useRef(false);
  // "Retry" on the error state: the failed index load may start over, and the search runs again.
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => {
    retryFailedSearchLoad();
    setAttempt((a) => a + 1);
  }, []);

  // Opening the page is the intent to search (its HTML already preloads the index; see plugins/search-index).
  useEffect(() => warmUpSearch(config), [config]);

  useEffect(() => {
    const q = query.trim();
    if (q === '') {
      setState({status: 'idle'});
      return undefined;
    }
    const filters = JSON.parse(filtersKey) as FacetFilters | null;
    let current = true;
    setState((s) => ({status: 'loading', previous: s.status === 'done' ? s.response : undefined}));
    const timer = setTimeout(() => {
      search(pageSearchRequest(config.indexName, q, page, filters, {scoped, readerSection})).then(
        (response) => current && setState({status: 'done', response}),
        (error: unknown) => current && setState({status: 'error', reason: unavailableReason(error), retry}),
      );
    }, ranBefore.current ? DEBOUNCE_MS : 0);
    ranBefore.current = true;
    return () => {
      current = false;
      clearTimeout(timer);
    };
    // facetFilters is compared through filtersKey so a new array with the same filters does not refetch.
  }, [query, page, search, filtersKey, config.indexName, attempt, retry, scoped, readerSection]);

  return state;
}
