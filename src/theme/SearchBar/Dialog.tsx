import React, {useCallback, useEffect, useMemo, useRef, useState, type RefObject} from 'react';
import {createPortal} from 'react-dom';
import type {DocSearchModal as DocSearchModalType, DocSearchModalProps, InternalDocSearchHit} from '@docsearch/react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {embeddedSearchClient, retryFailedSearchLoad} from '@site/src/search/lazy';
import {sanitizeHit} from '@site/src/search/sanitizeHit';
import {cleanSavedSearches} from '@site/src/search/savedSearches';
import type * as DialogSuggestions from '@site/src/search/dialogSuggestions';
import type * as Insights from '@site/src/search/insights';
import ErrorScreen from './ErrorScreen';
import {useBackdropNotAButton} from './useBackdropNotAButton';
import {clearSearchFailure, watchFailures} from './failures';
import {useDialogInsights} from './useDialogInsights';
import {missingResultsUrl, type SearchThemeConfig} from '@site/src/search/dialogConfig';
import {SCOPE_PARAM} from '@site/src/search/pageView';
import {sectionOf} from '@site/src/data/sections';
import {forgetAnswer, withDialogAnswers, type AnswerOptions} from './answers';
import {hitOption} from './HitOption';
import LiveStatus from './LiveStatus';
import NoResultsHelp from './NoResultsHelp';
import {useNoBlankQuery} from './useNoBlankQuery';
import ScopeBar from './ScopeBar';
import {useDialogRole} from './useDialogRole';
import {useFocusTrap} from './useFocusTrap';
import {useInputQuery} from './useInputQuery';
import {useSavedSearchKeys} from './useSavedSearchKeys';
import {useApiScope} from './useApiScope';
import {useEnterWaitsForHits} from './useEnterWaitsForHits';

type Hit = InternalDocSearchHit;
type SearchClient = {
  addAlgoliaAgent: (segment: string, version?: string) => void;
  search: (arg: {requests: {indexName: string; query?: string}[]}) => Promise<unknown>;
};

function ResultsFooter({state, scoped, onClose}: {state: {query: string; context: {nbHits?: unknown}}; scoped: boolean; onClose: () => void}) {
  const createSearchLink = useSearchLinkCreator();
  // The search page opens in the same scope, so it shows the same count.
  return (
    <Link to={`${createSearchLink(state.query)}${scoped ? `&${SCOPE_PARAM}=api` : ''}`} onClick={onClose}>
      {`See all ${String(state.context.nbHits ?? 0)} results`}
    </Link>
  );
}

export interface SearchDialogProps {
  config: SearchThemeConfig;
  /** DocSearch's modal and the "Try searching for" support, loaded with this module. */
  DocSearchModal: typeof DocSearchModalType;
  suggestions: typeof DialogSuggestions;
  /** With DOCSEARCH_INSIGHTS (hosted only): the insights client's module, loaded with this one. */
  insights: typeof Insights | null;
  container: HTMLDivElement;
  containerRef: RefObject<HTMLDivElement | null>;
  onClose: () => void;
}

/**
 * The open search dialog: DocSearch's modal with the site's client, hit handling and error screen.
 * It comes with the dialog's own chunk on the intent to search (src/theme/SearchBar), so no page's
 * first load carries it.
 */
export default function SearchDialog({config, DocSearchModal, suggestions, insights, container, containerRef, onClose}: SearchDialogProps): React.ReactElement {
  const {siteMetadata} = useDocusaurusContext();
  // Saved searches are made safe before DocSearch reads them in its first render, and once more when the
  // dialog closes: DocSearch stores a selected hit as it is, stale query id and search key included (src/search/savedSearches.ts).
  const cleanStorage = useCallback(() => cleanSavedSearches(config.indexName, window.location.origin, () => window.localStorage), [config.indexName]);
  useState(cleanStorage);
  useEffect(() => cleanStorage, [cleanStorage]);
  const {insights: insightsOption, noteAnswers, onHitSelected} = useDialogInsights(insights, config);
  // "Retry" on the error screen mounts a fresh modal that runs the failed query again.
  const [attempt, setAttempt] = useState<{count: number; query?: string}>({count: 0});
  const retry = useCallback((query: string) => {
    retryFailedSearchLoad();
    clearSearchFailure();
    setAttempt((a) => ({count: a.count + 1, query}));
  }, []);
  const history = useHistory();
  const {pathname} = useLocation();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFilters = useAlgoliaContextualFacetFilters();
  const embedded = config.embedded;

  useBackdropNotAButton(true, containerRef);
  // The WAI-ARIA dialog and combobox patterns, which DocSearch's modal does not follow on its own.
  const translations = (config.translations?.modal ?? {}) as {
    errorScreen?: {titleText?: string; helpText?: string};
    noResultsScreen?: {noResultsText?: string};
    startScreen?: {saveRecentSearchButtonTitle?: string; removeRecentSearchButtonTitle?: string; removeFavoriteSearchButtonTitle?: string};
  };
  useDialogRole(container, (config.translations?.button as {buttonAriaLabel?: string} | undefined)?.buttonAriaLabel ?? 'Search');
  useFocusTrap(container);
  const savedSearchTitles = useMemo(
    () => ({
      save: translations.startScreen?.saveRecentSearchButtonTitle ?? '',
      remove: [translations.startScreen?.removeRecentSearchButtonTitle ?? '', translations.startScreen?.removeFavoriteSearchButtonTitle ?? ''],
    }),
    [translations.startScreen],
  );
  useSavedSearchKeys(container, savedSearchTitles);
  const query = useInputQuery(container);
  useNoBlankQuery(container);

  const {scoped, scopedRef, toggleScope} = useApiScope(container, pathname);
  useEnterWaitsForHits(container, scopedRef);
  useEffect(() => forgetAnswer, []);

  // On closing, focus goes back where it was when the dialog opened (an editor in the playground's
  // wide mode, where the search button is inert), unless that is gone or inert. Here, not in the
  // search bar: this chunk loads on intent, the bar is in every first load.
  const [focusBefore] = useState(() => document.activeElement);
  useEffect(
    () => () => {
      if (focusBefore instanceof HTMLElement && focusBefore !== document.body && focusBefore.isConnected && !focusBefore.closest('[inert]')) focusBefore.focus();
    },
    [focusBefore],
  );

  const navigator = useMemo(
    () => ({
      navigate({itemUrl}: {itemUrl: string}) {
        if (isRegexpStringMatch(config.externalUrlRegex, itemUrl)) window.location.href = itemUrl;
        else history.push(itemUrl);
      },
    }),
    [config.externalUrlRegex, history],
  );

  const processUrl = useRef(processSearchResultUrl);
  useEffect(() => {
    processUrl.current = processSearchResultUrl;
  }, [processSearchResultUrl]);
  const hitComponent = useMemo(() => hitOption({navigate: (url) => navigator.navigate({itemUrl: url}), onSelect: onHitSelected}), [navigator, onHitSelected]);

  const transformItems = useCallback(
    (items: Hit[]) => items.filter((item) => !suggestions.isSuggestionCarrier(item)).map((item) => sanitizeHit({...item, url: processUrl.current(item.url)})),
    [suggestions],
  );

  const transformSearchClient = useCallback(
    (client: SearchClient) => {
      const backend: SearchClient = embedded ? embeddedSearchClient() : noteAnswers(client);
      backend.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      const answers: AnswerOptions = {embedded, readerSection: sectionOf(pathname), scoped: () => scopedRef.current};
      // The embedded engine answers a query that finds nothing with its own fallback: the hosted
      // one's chunk must not be fetched (and waited for) before such an answer shows.
      if (!embedded) answers.hostedFallback = async (request, scope) => (await import('@site/src/search/fallbackHosted')).hostedFallback(client, request, {readerSection: answers.readerSection, scoped: scope});
      const target = withDialogAnswers(backend, answers);
      // "Try searching for" on no results: the embedded engine answers with suggestions; the hosted index is asked again.
      const suggesting = suggestions.withSuggestions(target, async (request, response) =>
        embedded ? (response.suggestions ?? []) : (await import('@site/src/search/suggestHosted')).hostedSuggestions(client, request),
      );
      return watchFailures(suggesting);
    },
    // pathname is read once: the dialog closes when the reader moves to another page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [embedded, siteMetadata.docusaurusVersion, suggestions, noteAnswers],
  );

  const resultsFooterComponent = useMemo(
    () =>
      function Footer({state}: {state: {query: string; context: {nbHits?: unknown}}}) {
        return <ResultsFooter state={state} scoped={scopedRef.current} onClose={onClose} />;
      },
    [onClose, scopedRef],
  );

  // DocSearch rebuilds its autocomplete (and drops the typed query) whenever searchParameters,
  // transformItems or the client change identity, so these must stay stable while the dialog is open.
  const facetFilters = config.contextualSearch
    ? mergeFacetFilters(contextualFilters, config.searchParameters?.facetFilters ?? [])
    : (config.searchParameters?.facetFilters ?? []);
  const filtersKey = JSON.stringify(facetFilters);
  const searchParameters = useMemo(
    () => ({...config.searchParameters, facetFilters: JSON.parse(filtersKey) as typeof facetFilters}),
    [config.searchParameters, filtersKey],
  );

  const modalProps = {
    appId: config.appId,
    apiKey: config.apiKey,
    indexName: config.indexName,
    placeholder: config.placeholder,
    searchParameters,
    onClose,
    initialScrollY: typeof window === 'undefined' ? 0 : window.scrollY,
    initialQuery: attempt.query,
    navigator,
    transformItems,
    hitComponent,
    insights: insightsOption,
    transformSearchClient,
    getMissingResultsUrl: missingResultsUrl,
    translations,
    ...(config.searchPagePath ? {resultsFooterComponent} : {}),
  } as unknown as DocSearchModalProps;

  return (
    <>
      {createPortal(<DocSearchModal key={attempt.count} {...modalProps} />, container)}
      <ErrorScreen key={attempt.count} container={container} texts={translations.errorScreen ?? {}} onRetry={retry} />
      <ScopeBar key={`scope-${attempt.count}`} container={container} scoped={scoped} query={query} onToggle={toggleScope} />
      <NoResultsHelp container={container} query={query} onClose={onClose} />
      <LiveStatus container={container} query={query} noResultsText={translations.noResultsScreen?.noResultsText ?? 'No results for'} />
    </>
  );
}

