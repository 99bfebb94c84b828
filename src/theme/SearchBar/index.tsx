// Ejected, not wrapped: the theme always renders <link rel="preconnect"> to {appId}-dsn.algolia.net, which embedded search must not emit.
import React, {useCallback, useEffect, useMemo, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import type {DocSearchModal as DocSearchModalType, DocSearchModalProps, InternalDocSearchHit} from '@docsearch/react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {embeddedSearchClient, warmUpSearch} from '@site/src/search/lazy';
import {sanitizeHit} from '@site/src/search/sanitizeHit';
import DocSearchButton from './Button';
import ErrorScreen from './ErrorScreen';
import {useShortcuts} from './useShortcuts';
import {useBackdropNotAButton} from './useBackdropNotAButton';
import {watchFailures} from './failures';
import {missingResultsUrl, type SearchThemeConfig} from '@site/src/search/dialogConfig';

let DocSearchModal: typeof DocSearchModalType | null = null;
/** "Try searching for" support (src/search/dialogSuggestions.ts), loaded with the dialog, not with the page. */
let suggestions: typeof import('@site/src/search/dialogSuggestions') | null = null;

function importDocSearchModalIfNeeded(): Promise<void> {
  if (DocSearchModal && suggestions) return Promise.resolve();
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@site/src/search/dialogSuggestions'),
    import('@docsearch/react/style'),
    import('./styles.css'),
  ]).then(([{DocSearchModal: Modal}, module]) => {
    DocSearchModal = Modal;
    suggestions = module;
  });
}

type Hit = InternalDocSearchHit;
type SearchClient = {
  addAlgoliaAgent: (segment: string, version?: string) => void;
  search: (arg: {requests: {indexName: string; query?: string}[]}) => Promise<unknown>;
};

function ResultsFooter({state, onClose}: {state: {query: string; context: {nbHits?: unknown}}; onClose: () => void}) {
  const createSearchLink = useSearchLinkCreator();
  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      {`See all ${String(state.context.nbHits ?? 0)} results`}
    </Link>
  );
}

function HitLink({hit, children}: {hit: {url: string}; children: React.ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

function DocSearch({config}: {config: SearchThemeConfig}) {
  const {siteMetadata} = useDocusaurusContext();
  const history = useHistory();
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const contextualFilters = useAlgoliaContextualFacetFilters();
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  const embedded = config.embedded;

  // Intent, not page load: hovering, focusing or touching the button, or a shortcut, starts the download.
  const prepare = useCallback(() => {
    warmUpSearch(config);
    return importDocSearchModalIfNeeded();
  }, [config]);

  const openModal = useCallback(() => {
    if (!searchContainer.current) {
      const div = document.createElement('div');
      searchContainer.current = div;
      document.body.insertBefore(div, document.body.firstChild);
      setContainer(div);
    }
    prepare().then(() => setIsOpen(true));
  }, [prepare]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  useShortcuts({isOpen, onOpen: openModal, onClose: closeModal, onInput: handleInput, searchButtonRef});
  useBackdropNotAButton(isOpen, searchContainer);

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
  const transformItems = useCallback(
    (items: Hit[]) => items.filter((item) => !suggestions?.isSuggestionCarrier(item)).map((item) => sanitizeHit({...item, url: processUrl.current(item.url)})),
    [],
  );

  const transformSearchClient = useCallback(
    (client: SearchClient) => {
      const target: SearchClient = embedded ? embeddedSearchClient() : client;
      target.addAlgoliaAgent('docusaurus', siteMetadata.docusaurusVersion);
      // "Try searching for" on no results: the embedded engine answers with suggestions; the hosted index is asked again.
      const suggesting = suggestions?.withSuggestions(target, async (request, response) =>
        embedded ? (response.suggestions ?? []) : (await import('@site/src/search/suggestHosted')).hostedSuggestions(client, request),
      );
      return watchFailures(suggesting ?? target);
    },
    [embedded, siteMetadata.docusaurusVersion],
  );

  const resultsFooterComponent = useMemo(
    () =>
      function Footer({state}: {state: {query: string; context: {nbHits?: unknown}}}) {
        return <ResultsFooter state={state} onClose={closeModal} />;
      },
    [closeModal],
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

  const translations = (config.translations?.modal ?? {}) as {errorScreen?: {titleText?: string; helpText?: string}};

  const modalProps = {
    appId: config.appId,
    apiKey: config.apiKey,
    indexName: config.indexName,
    placeholder: config.placeholder,
    searchParameters,
    onClose: closeModal,
    initialScrollY: typeof window === 'undefined' ? 0 : window.scrollY,
    initialQuery,
    navigator,
    transformItems,
    hitComponent: HitLink,
    transformSearchClient,
    getMissingResultsUrl: missingResultsUrl,
    translations,
    ...(config.searchPagePath ? {resultsFooterComponent} : {}),
  } as unknown as DocSearchModalProps;

  return (
    <>
      {embedded ? (
        <Head>
          <html data-search="embedded" />
        </Head>
      ) : (
        <Head>
          {/* Hosted search only: lets the browser open the connection to the search cluster early. */}
          <link rel="preconnect" href={`https://${config.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      <DocSearchButton
        onTouchStart={prepare}
        onFocus={prepare}
        onMouseOver={prepare}
        onClick={openModal}
        ref={searchButtonRef}
        translations={config.translations?.button}
      />
      {isOpen && DocSearchModal && container && createPortal(<DocSearchModal {...modalProps} />, container)}
      {isOpen && container && (
        <ErrorScreen container={container} texts={translations.errorScreen ?? {}} />
      )}
    </>
  );
}

export default function SearchBar(): React.ReactElement {
  const {siteConfig} = useDocusaurusContext();
  return <DocSearch config={siteConfig.themeConfig.algolia as SearchThemeConfig} />;
}
