// Theme override (eject). Why: Both backends, escaped hits, an error state and first hits drawn
// before the app; the theme’s page talks only to the hosted service.
// Drop it when the theme’s search page takes a custom client, escapes hits and has an error state.
// Listed in tests/unit/tripwires/themeOverrides.ts.
// Ejected, not wrapped: the theme's page injects hit HTML unescaped, so no wrapper can make it safe.
import React, {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {RUN_SCRIPTS_AFTER_FIRST_HITS, RUN_SCRIPTS_BEFORE_PAINT, RUN_SCRIPTS_META} from '@site/src/shared/scriptTiming';
import Layout from '@theme/Layout';
import {HtmlClassNameProvider, PageMetadata, useSearchQueryString} from '@docusaurus/theme-common';
import {useSearchResults} from '@site/src/search/useSearchResults';
import type {SearchThemeConfig} from '@site/src/search/dialogConfig';
import {searchPageTitle} from '@site/src/search/pageView';
import {MAX_QUERY_CHARS} from '@site/src/search/queryLimit';
import {keepPageInHistory, pageInHistory, queryInUrl, REGION_ATTRIBUTE} from '@site/src/search/firstHits/region';
import KeptMarkup from '@site/src/components/KeptMarkup';
import {useDrawnHits, useDrawnHitsHandlers, useKeepDrawn, useMountedByHydration} from './drawnHits';
import {usePageScope} from './usePageScope';
import NoScriptSearch from './NoScript';
import Results from './Results';
import styles from './styles.module.css';

function SearchPageContent() {
  const {siteConfig} = useDocusaurusContext();
  const embedded = (siteConfig.themeConfig.algolia as SearchThemeConfig).embedded;
  const [addressQuery, setQuery] = useSearchQueryString();
  // An address may hold any length: the page searches, shows and titles what the box could hold.
  const query = addressQuery.slice(0, MAX_QUERY_CHARS);
  const drawn = useDrawnHits();
  // Back from a hit or a reload: the page of hits the reader had turned to (kept in the history entry).
  const [page, setPage] = useState(() => drawn?.page ?? (typeof window === 'undefined' ? 0 : pageInHistory()));
  const {scoped, setScoped, readerSection} = usePageScope();
  const state = useSearchResults(query, page, {scoped, readerSection});
  const keepDrawn = useKeepDrawn(drawn, state);
  // While the drawn hits stay, so does their heading: it is what the visitor sees and what hydration finds.
  const title = searchPageTitle(keepDrawn && drawn ? drawn.query : query);
  const input = useRef<HTMLInputElement>(null);

  // A new query, or the same query in another scope (a dialog's "See all" into the API scope keeps
  // this page mounted), starts at its first page. An empty query is not one: the hook reports it
  // while hydrating, and while the next page's code arrives after a hit was followed (Back then
  // returns to the page of hits as it was); the next query that is not empty decides.
  const lastSearch = useRef({query, scoped});
  useEffect(() => {
    if (query === '') return;
    const last = lastSearch.current;
    if ((last.query && query !== last.query) || scoped !== last.scoped) setPage(0);
    lastSearch.current = {query, scoped};
  }, [query, scoped]);

  // A kept page the hits no longer reach (the docs changed since): the last page they do.
  const pages = state.status === 'done' ? state.response.nbPages : 0;
  useEffect(() => {
    if (pages > 0 && page >= pages) setPage(pages - 1);
  }, [page, pages]);

  // What the visitor typed into the box before the app ran is the query, not what the address bar had.
  const mountedByHydration = useMountedByHydration();
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (mountedByHydration && typed !== '' && typed !== queryInUrl()) setQuery(typed);
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // A control that did its job may go with it: a suggestion and "Search every page" go with the
  // answer they change, so a keyboard's focus moves to the search box, which shows the new search
  // (a tap leaves the phone's keyboard closed); a pager button that ends disabled leaves focus
  // there too, instead of on the page.
  const toBox =
    <T,>(action: (value: T) => void) =>
    (value: T) => {
      const fromKeyboard = document.activeElement instanceof HTMLElement && document.activeElement.matches(':focus-visible');
      action(value);
      if (fromKeyboard) input.current?.focus();
    };
  const turnPage = (p: number) => {
    setPage(p);
    keepPageInHistory(p);
    window.scrollTo({top: 0});
    requestAnimationFrame(() => {
      const active = document.activeElement;
      if (active === null || active === document.body) input.current?.focus();
    });
  };
  const onQuery = toBox(setQuery);
  const onScope = toBox(setScoped);
  // After the box's own effect above: a suggestion clicked while the app hydrated is the newer query.
  useDrawnHitsHandlers({onQuery, onPage: turnPage, onScope});

  return (
    <>
      <PageMetadata title={title} />
      <Head>
        <meta name="robots" content="noindex, follow" />
        {/* The hits are this page's main content: the first-hits script draws them before the app runs (embedded
            search); without it, the app runs before the first paint (config/ssrTemplate.ts). */}
        <meta name={RUN_SCRIPTS_META} content={embedded ? RUN_SCRIPTS_AFTER_FIRST_HITS : RUN_SCRIPTS_BEFORE_PAINT} />
      </Head>
      <main className={clsx('container margin-vert--lg', styles.page)}>
        <h1>{title}</h1>
        <NoScriptSearch />
        <form role="search" className={styles.form} data-needs-js="" onSubmit={(e) => e.preventDefault()}>
          <input
            ref={input}
            type="search"
            name="q"
            className={styles.input}
            placeholder="Search docs"
            aria-label="Search"
            maxLength={MAX_QUERY_CHARS}
            autoComplete="off"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </form>
        {keepDrawn ? (
          <KeptMarkup as="div" data-needs-js="" {...{[REGION_ATTRIBUTE]: ''}} />
        ) : (
          <div data-needs-js="" {...{[REGION_ATTRIBUTE]: ''}}>
            <Results state={state} query={query} scoped={scoped} onQuery={onQuery} onPage={turnPage} onScope={onScope} />
          </div>
        )}
      </main>
    </>
  );
}

export default function SearchPage(): React.ReactElement {
  return (
    <HtmlClassNameProvider className="search-page-wrapper">
      {/* Inside Layout: contextual search reads the docs version context that Layout provides. */}
      <Layout>
        <SearchPageContent />
      </Layout>
    </HtmlClassNameProvider>
  );
}
