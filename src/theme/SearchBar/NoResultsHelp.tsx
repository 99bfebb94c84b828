import React from 'react';
import {createPortal} from 'react-dom';
import Link from '@docusaurus/Link';
import {NEAREST_TITLE, pagePath, popularTitle, type FallbackPage} from '@site/src/search/fallback';
import {useDialogAnswer} from './answers';
import {useDialogPart} from './useDialogPart';

function Pages({title, pages, onClose}: {title: string; pages: FallbackPage[]; onClose: () => void}) {
  if (pages.length === 0) return null;
  return (
    <section className="search-fallback-group" aria-label={title}>
      <p className="DocSearch-Help search-fallback-title">{title}</p>
      <ul>
        {pages.map((page) => (
          <li key={page.url}>
            <Link to={pagePath(page.url)} onClick={onClose}>
              {page.title}
            </Link>
            <span className="search-fallback-section"> · {page.section}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * No empty answer: under DocSearch's no-results screen (its texts and "Try searching for" are the
 * spec's and stay as they are), the nearest pages, the popular pages of the reader's section and a
 * line saying what was tried. Plain links, outside the results list, so Tab reaches them.
 */
export default function NoResultsHelp({container, query, onClose}: {container: HTMLElement; query: string; onClose: () => void}) {
  const screen = useDialogPart(container, '.DocSearch-NoResults');
  const answer = useDialogAnswer();
  const fallback = answer && answer.query === query ? answer.fallback : undefined;
  if (!screen || !fallback) return null;
  return createPortal(
    <div className="search-fallback" data-testid="search-fallback">
      <Pages title={NEAREST_TITLE} pages={fallback.nearest} onClose={onClose} />
      <Pages title={popularTitle(fallback.popular.section)} pages={fallback.popular.pages} onClose={onClose} />
      <p className="DocSearch-Help search-fallback-tried">{fallback.tried}</p>
    </div>,
    screen,
  );
}
