import React, {useId, useState} from 'react';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {pathWords, suggestPages} from './suggestions';

/**
 * The part of the not-found page that depends on the address: the pages closest to it (search's
 * "Try searching for" measure, ./closestPages.ts) and a search box filled with its words. Rendered
 * in the browser only; it comes with the not-found page's code and the list of pages (./index.tsx).
 */
export default function NotFoundHelp({pathname}: {pathname: string}): React.ReactElement {
  const suggestions = suggestPages(pathname);
  const history = useHistory();
  const searchPage = useBaseUrl('/search');
  const inputId = useId();
  // The box starts with the address's words (each address gets a fresh copy of this part).
  const [query, setQuery] = useState(() => pathWords(pathname));

  const search = (event: React.FormEvent) => {
    event.preventDefault();
    history.push(`${searchPage}?q=${encodeURIComponent(query.trim())}`);
  };

  return (
    <>
      {suggestions.length > 0 && (
        <section aria-labelledby="closest-pages" data-testid="not-found-suggestions">
          <h2 id="closest-pages">Did you mean</h2>
          <ul>
            {suggestions.map((page) => (
              <li key={page.route}>
                {/* Underlined: beside the route's text, colour alone must not mark the link (inline: see the input below). */}
                <Link to={page.route} style={{textDecoration: 'underline'}}>
                  {page.title}
                </Link>{' '}
                <code>{page.route}</code>
              </li>
            ))}
          </ul>
        </section>
      )}
      <form role="search" action={searchPage} method="get" onSubmit={search} className="margin-vert--lg">
        <label htmlFor={inputId} className="margin-right--sm">
          Search the docs
        </label>
        <input
          id={inputId}
          type="search"
          name="q"
          maxLength={64}
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          // Inline: a stylesheet of its own would join the one every page loads.
          style={{width: '100%', maxWidth: '22rem', padding: '0.4rem 0.6rem', font: 'inherit'}}
        />{' '}
        {/* Not "Search": the navbar's search button is the one control of that name on every page. */}
        <button type="submit" className="button button--primary button--sm">
          Find
        </button>
      </form>
    </>
  );
}
