import React from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';

/** The spec's query limit, as the search page's box has it. */
const QUERY_LIMIT = 64;

/**
 * Without JavaScript the search button is hidden (it opens a dialog the app draws), so the navbar
 * keeps a plain form in its place: it sends the words to the search page as `?q=`, which searches
 * once scripts run and, while they are off, says so and offers the sections
 * (src/theme/SearchPage/NoScript.tsx). Inside a <noscript>, so a page with scripts never shows it;
 * its look is in plugins/no-script/no-script.css.
 */
export default function NoScriptSearchForm({placeholder, label}: {placeholder?: string; label: string}): React.ReactElement {
  const searchPage = useBaseUrl('/search');
  return (
    <noscript>
      <form role="search" action={searchPage} method="get" className="no-script-search" aria-label={label}>
        <input type="search" name="q" placeholder={placeholder} aria-label={label} maxLength={QUERY_LIMIT} required />
        <button type="submit">{label}</button>
      </form>
    </noscript>
  );
}
