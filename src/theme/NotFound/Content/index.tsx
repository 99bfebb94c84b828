// Theme override (replace). Why: The not-found page says the page does not exist, suggests the
// closest pages, offers a search for the address’s words and the four sections
// (docs-dev/reading.md).
// Drop it: never (the stock text is a dead end); review if the theme’s page around it changes.
// Listed in tests/unit/tripwires/themeOverrides.ts.
// Replaces the theme's NotFound/Content rather than wrapping it: every word of the stock text
// changes. The page around it (its title and layout, @theme/NotFound) stays the theme's.
import React, {Suspense, lazy, type ReactNode} from 'react';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/NotFound/Content';
import {NOT_FOUND_TITLE} from './title';

/** The content and its list of pages, in a chunk of their own (./Page.tsx). */
const NotFoundPage = lazy(() => import('./Page'));

/**
 * The docs plugin answers every unknown address under the site root, so the not-found content is
 * part of every docs page's code. It is a chunk of its own, loaded when a not-found page is shown:
 * the server renders it in full, and React hydrates that markup in place once the chunk has
 * arrived (a Suspense boundary keeps the server's HTML until then).
 */
export default function NotFoundContent(props: Props): ReactNode {
  return (
    <>
      {/* The docs plugin shows this content without the theme's page around it (and its title) for
          an unknown address under the docs: the tab would keep the last page's title, or the site's. */}
      <PageMetadata title={NOT_FOUND_TITLE} />
      <Suspense fallback={null}>
        <NotFoundPage {...props} />
      </Suspense>
    </>
  );
}
