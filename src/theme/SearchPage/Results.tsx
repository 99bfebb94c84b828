import React from 'react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {failureTexts, missingResultsUrl, type SearchThemeConfig} from '@site/src/search/dialogConfig';
import {reportPageSelection} from '@site/src/search/backend';
import {countLine, IDLE_TEXT, interpretationLine, NO_RESULTS_HELP, PAGE_HITS, PAGER_LABEL, pagerText, SCOPE_LINE, SCOPE_REMOVE} from '@site/src/search/pageView';
import {NEAREST_TITLE, pagePath, popularTitle, type Fallback, type FallbackPage} from '@site/src/search/fallback';
import Link from '@docusaurus/Link';
import type {ResultsState} from '@site/src/search/useSearchResults';
import {searchTranslations} from '@site/src/shared/searchTranslations';
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

/** src/search/firstHits/draw.ts draws the same scope line before the app has loaded. */
function ScopeLine({onScope}: {onScope: (scoped: boolean) => void}) {
  return (
    <p className={styles.status}>
      {SCOPE_LINE}{' '}
      <button type="button" className="button button--link" onClick={() => onScope(false)}>
        {SCOPE_REMOVE}
      </button>
    </p>
  );
}

function FallbackPages({title, pages}: {title: string; pages: FallbackPage[]}) {
  if (pages.length === 0) return null;
  return (
    <>
      <h2 className={styles.fallbackTitle}>{title}</h2>
      <ul className={styles.fallbackPages}>
        {pages.map((page) => (
          <li key={page.url}>
            <Link to={pagePath(page.url)}>{page.title}</Link>
            <span className={styles.fallbackSection}> · {page.section}</span>
          </li>
        ))}
      </ul>
    </>
  );
}

/** No empty answer: nearest pages, the section's popular pages, what was tried (src/search/fallback.ts). */
function FallbackHelp({fallback}: {fallback: Fallback}) {
  return (
    <div className={styles.fallback} data-testid="search-fallback">
      <FallbackPages title={NEAREST_TITLE} pages={fallback.nearest} />
      <FallbackPages title={popularTitle(fallback.popular.section)} pages={fallback.popular.pages} />
      <p className={styles.tried}>{fallback.tried}</p>
    </div>
  );
}

/**
 * The search page's results region: the status line or problem, the hits, the pager.
 * src/search/firstHits/draw.ts draws the same markup for a finished search before the app has loaded.
 */
export default function Results({
  state,
  query,
  scoped,
  onQuery,
  onPage,
  onScope,
}: {
  state: ResultsState;
  query: string;
  scoped: boolean;
  onQuery: (q: string) => void;
  onPage: (p: number) => void;
  onScope: (scoped: boolean) => void;
}) {
  const config = useDocusaurusContext().siteConfig.themeConfig.algolia as SearchThemeConfig;
  const response = state.status === 'done' ? state.response : state.status === 'loading' ? state.previous : undefined;
  const failure = state.status === 'error' ? failureTexts(state.reason, errors) : null;
  return (
    <>
      <div aria-live="polite" aria-busy={state.status === 'loading'}>
        {scoped && state.status !== 'idle' && <ScopeLine onScope={onScope} />}
        {state.status === 'idle' && <p className={styles.status}>{IDLE_TEXT}</p>}
        {state.status === 'loading' && !response && <p className={styles.status}>Searching…</p>}
        {state.status === 'error' && failure && (
          <div className={styles.problem} role="alert">
            <p className={styles.problemTitle}>{failure.titleText}</p>
            <p>{failure.helpText}</p>
            <button type="button" className="button button--secondary" onClick={state.retry}>
              Retry
            </button>
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
            {response.fallback && <FallbackHelp fallback={response.fallback} />}
            <p className={styles.report}>
              {noResults.reportMissingResultsText}{' '}
              <a href={missingResultsUrl({query: query.trim()})} target="_blank" rel="noopener noreferrer">
                {noResults.reportMissingResultsLinkText}
              </a>
            </p>
          </div>
        )}
        {response && response.nbHits > 0 && (
          <p className={styles.status} data-testid="search-count">
            {countLine(response)}
          </p>
        )}
        {response && interpretationLine(response) && <p className={styles.status}>{interpretationLine(response)}</p>}
      </div>
      {response && response.hits.length > 0 && (
        <ol className={styles.hits} start={response.page * PAGE_HITS + 1}>
          {response.hits.map((hit) => (
            <Hit key={hit.objectID} hit={hit} onSelect={() => reportPageSelection(config, response, hit)} />
          ))}
        </ol>
      )}
      {response && <Pager page={response.page} pages={response.nbPages} onPage={onPage} />}
    </>
  );
}
