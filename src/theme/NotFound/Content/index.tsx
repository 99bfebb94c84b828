// Theme override (replace). Why: The not-found page says the page does not exist, suggests the
// closest pages, offers a search for the address’s words and the four sections
// (docs-dev/reading.md).
// Drop it: never (the stock text is a dead end); review if the theme’s page around it changes.
// Listed in tests/unit/tripwires/themeOverrides.ts.
// Replaces the theme's NotFound/Content rather than wrapping it: every word of the stock text
// changes. The page around it (its title and layout, @theme/NotFound) stays the theme's.
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/NotFound/Content';
import type {PartLocation} from '@site/src/shared/earlyClicks';
import HydrateOnIntent from '@site/src/components/HydrateOnIntent';
import {notFound} from '@site/src/components/HydrateOnIntent/parts';

/** The not-found content the server rendered (./Page.tsx marks its root). */
const NOT_FOUND: PartLocation = ['main[data-not-found]', 0];

/**
 * The docs plugin answers every unknown address under the site root, so the not-found content is
 * part of every docs page's code. It is a part of its own (HydrateOnIntent, always `live`): the
 * server renders it in full, the browser keeps that markup while its code (./Page.tsx) loads, and
 * after a client-side navigation to an unknown address it renders once the code is there.
 */
export default function NotFoundContent(props: Props): ReactNode {
  return <HydrateOnIntent at={NOT_FOUND} live part={notFound} props={props} />;
}
