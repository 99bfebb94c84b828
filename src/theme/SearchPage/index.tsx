// Ejected, not wrapped: the theme's page talks to the hosted service only, injects hit HTML unescaped and has no error state.
import React, {useEffect, useState} from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import {RUN_SCRIPTS_BEFORE_PAINT, RUN_SCRIPTS_META} from '@site/config/scriptTiming';
import Layout from '@theme/Layout';
import {HtmlClassNameProvider, PageMetadata, useSearchQueryString} from '@docusaurus/theme-common';
import {PAGE_HITS, useSearchResults} from '@site/src/search/useSearchResults';
import {notBuiltScreen} from '@site/src/search/dialogConfig';
import {searchTranslations} from '@site/config/searchTranslations';
import Hit from './Hit';
import styles from './styles.module.css';

const errors = searchTranslations.modal.errorScreen;
const noResults = searchTranslations.modal.noResultsScreen;

function countText(nbHits: number, query: string): string {
  return `${nbHits === 1 ? 'One result' : `${nbHits} results`} for "${query}"`;
}

function Pager({page, pages, onPage}: {page: number; pages: number; onPage: (p: number) => void}) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Search result pages">
      <button type="button" className="button button--secondary" disabled={page === 0} onClick={() => onPage(page - 1)}>
        Previous
      </button>
      <span>{`Page ${page + 1} of ${pages}`}</span>
      <button type="button" className="button button--secondary" disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
        Next
      </button>
    </nav>
  );
}

function SearchPageContent() {
  const [query, setQuery] = useSearchQueryString();
  const [page, setPage] = useState(0);
  const state = useSearchResults(query, page);
  const title = query ? `Search results for "${query}"` : 'Search the documentation';
  useEffect(() => setPage(0), [query]);
  const response = state.status === 'done' ? state.response : state.status === 'loading' ? state.previous : undefined;

  const turnPage = (p: number) => {
    setPage(p);
    window.scrollTo({top: 0});
  };

  return (
    <>
      <PageMetadata title={title} />
      <Head>
        <meta name="robots" content="noindex, follow" />
        {/* The hits are this page's main content and need the app: run it before the first paint (config/ssrTemplate.ts). */}
        <meta name={RUN_SCRIPTS_META} content={RUN_SCRIPTS_BEFORE_PAINT} />
      </Head>
      <main className={clsx('container margin-vert--lg', styles.page)}>
        <h1>{title}</h1>
        <form role="search" className={styles.form} onSubmit={(e) => e.preventDefault()}>
          <input
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
        <div aria-live="polite" aria-busy={state.status === 'loading'}>
          {state.status === 'idle' && <p className={styles.status}>Type a command, variable, event or question.</p>}
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
              <p>Check the spelling, try fewer words, or search for a command name such as points or followage.</p>
              {(response.suggestions ?? []).length > 0 && (
                <div className={styles.suggestions}>
                  <p>{noResults.suggestedQueryText}:</p>
                  <ul>
                    {(response.suggestions ?? []).map((suggestion) => (
                      <li key={suggestion}>
                        <button type="button" className="button button--link" onClick={() => setQuery(suggestion)}>
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
              {countText(response.nbHits, response.query)}
              {response.nbPages > 1 && ` · page ${response.page + 1} of ${response.nbPages}`}
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
        {response && <Pager page={response.page} pages={response.nbPages} onPage={turnPage} />}
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
