// Ejected, not wrapped: the theme's page talks to the hosted service only, injects hit HTML unescaped and has no error state.
import React, {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {RUN_SCRIPTS_AFTER_FIRST_HITS, RUN_SCRIPTS_BEFORE_PAINT, RUN_SCRIPTS_META} from '@site/config/scriptTiming';
import Layout from '@theme/Layout';
import {HtmlClassNameProvider, PageMetadata, useSearchQueryString} from '@docusaurus/theme-common';
import {useSearchResults, type ResultsState} from '@site/src/search/useSearchResults';
import {notBuiltScreen, type SearchThemeConfig} from '@site/src/search/dialogConfig';
import {countLine, IDLE_TEXT, NO_RESULTS_HELP, PAGE_HITS, PAGER_LABEL, pagerText, searchPageTitle} from '@site/src/search/pageView';
import {claimDrawn, REGION_ATTRIBUTE, type DrawnHits} from '@site/src/search/firstHits/region';
import {isHydrating} from '@site/src/clientModules/hydrationMark';
import KeptMarkup from '@site/src/components/KeptMarkup';
import {searchTranslations} from '@site/config/searchTranslations';
import Hit from './Hit';
import styles from './styles.module.css';

const errors = searchTranslations.modal.errorScreen;
const noResults = searchTranslations.modal.noResultsScreen;

/** src/search/firstHits/draw.ts draws the same pager before the app has loaded. */
function Pager({page, pages, onPage}: {page: number; pages: number; onPage: (p: number) => void}) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={PAGER_LABEL}>
      <button type="button" className="button button--secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>{pagerText(page, pages)}</span>
      <button type="button" className="button button--secondary" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

/** The query in the address bar (the hook reads an empty one while React hydrates). */
function queryInUrl(): string {
  return new URLSearchParams(window.location.search).get('q') ?? '';
}

/**
 * The hits the first-hits script drew before the app loaded (src/search/firstHits), claimed at
 * hydration: the script stops, and the page keeps its markup untouched until the page's own answer
 * for the query is ready, then draws the same hits itself. Null when the script drew nothing or
 * the page mounted later (a client-side navigation).
 */
function useDrawnHits(): DrawnHits | null {
  const [drawn] = useState(() => (typeof window !== 'undefined' && isHydrating() ? claimDrawn() : null));
  return drawn;
}

function useKeepDrawn(drawn: DrawnHits | null, state: ResultsState): boolean {
  const [released, setReleased] = useState(drawn === null);
  useEffect(() => {
    if (!released && (state.status === 'done' || state.status === 'error' || queryInUrl().trim() === '')) setReleased(true);
  }, [released, state.status]);
  return !released;
}

function Results({state, query, onQuery, onPage}: {state: ResultsState; query: string; onQuery: (q: string) => void; onPage: (p: number) => void}) {
  const response = state.status === 'done' ? state.response : state.status === 'loading' ? state.previous : undefined;
  return (
    <>
      <div aria-live="polite" aria-busy={state.status === 'loading'}>
        {state.status === 'idle' && <p className={styles.status}>{IDLE_TEXT}</p>}
        {state.status === 'loading' && !response && <p className={styles.status}>Searching…</p>}
        {state.status === 'error' && (
          <div className={styles.problem} role="alert">
            <p className={styles.problemTitle}>{state.notBuilt ? notBuiltScreen.titleText : errors.titleText}</p>
            <p>{state.notBuilt ? notBuiltScreen.helpText : errors.helpText}</p>
          </div>
        )}
        {response && response.nbHits === 0 && state.status === 'done' && (
          <div className={styles.problem}>
            <p className={styles.problemTitle}>
              {noResults.noResultsText} "<strong>{query.trim()}</strong>"
            </p>
            <p>{NO_RESULTS_HELP}</p>
            {(response.suggestions ?? []).length > 0 && (
              <div className={styles.suggestions}>
                <p>{noResults.suggestedQueryText}:</p>
                <ul>
                  {(response.suggestions ?? []).map((suggestion) => (
                    <li key={suggestion}>
                      <button type="button" className="button button--link" onClick={() => onQuery(suggestion)}>
                        {suggestion}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        )}
        {response && response.nbHits > 0 && (
          <p className={styles.status} data-testid="search-count">
            {countLine(response)}
          </p>
        )}
      </div>
      {response && response.hits.length > 0 && (
        <ol className={styles.hits} start={response.page * PAGE_HITS + 1}>
          {response.hits.map((hit) => (
            <Hit key={hit.objectID} hit={hit} />
          ))}
        </ol>
      )}
      {response && <Pager page={response.page} pages={response.nbPages} onPage={onPage} />}
    </>
  );
}

function SearchPageContent() {
  const {siteConfig} = useDocusaurusContext();
  const embedded = (siteConfig.themeConfig.algolia as SearchThemeConfig).embedded;
  const [query, setQuery] = useSearchQueryString();
  const drawn = useDrawnHits();
  const [page, setPage] = useState(drawn?.page ?? 0);
  const state = useSearchResults(query, page);
  const keepDrawn = useKeepDrawn(drawn, state);
  // While the drawn hits stay, so does their heading: it is what the visitor sees and what hydration finds.
  const title = searchPageTitle(keepDrawn && drawn ? drawn.query : query);
  const input = useRef<HTMLInputElement>(null);

  // A new query starts at its first page. The empty query the hook reports while hydrating is not one.
  const lastQuery = useRef(query);
  useEffect(() => {
    if (lastQuery.current && query !== lastQuery.current) setPage(0);
    lastQuery.current = query;
  }, [query]);

  // What the visitor typed into the box before the app ran is the query, not what the address bar had.
  const [hydrated] = useState(() => typeof window !== 'undefined' && isHydrating());
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (hydrated && typed !== '' && typed !== queryInUrl()) setQuery(typed);
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const turnPage = (p: number) => {
    setPage(p);
    window.scrollTo({top: 0});
  };

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
        <form role="search" className={styles.form} onSubmit={(e) => e.preventDefault()}>
          <input
            ref={input}
            type="search"
            name="q"
            className={styles.input}
            placeholder="Search docs"
            aria-label="Search"
            maxLength={64}
            autoComplete="off"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
        </form>
        {keepDrawn ? (
          <KeptMarkup as="div" {...{[REGION_ATTRIBUTE]: ''}} />
        ) : (
          <div {...{[REGION_ATTRIBUTE]: ''}}>
            <Results state={state} query={query} onQuery={setQuery} onPage={turnPage} />
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
