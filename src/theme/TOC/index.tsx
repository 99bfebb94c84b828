// Theme override (on-intent). Why: The desktop table of contents keeps its server HTML; its code
// loads on intent, and the theme’s highlighting hook marks the heading in view from idle time.
// Drop it when the theme hydrates the table of contents lazily. Listed in
// tests/unit/tripwires/themeOverrides.ts.
import React, {useEffect, useMemo, useState, type ReactNode} from 'react';
import type {Props} from '@theme/TOC';
import {useThemeConfig} from '@docusaurus/theme-common';
import {useTOCHighlight} from '@docusaurus/theme-common/internal';
import {ON_INTENT_PARTS} from '@site/src/shared/earlyClicks';
import HydrateOnIntent from '@site/src/components/HydrateOnIntent';
import {tableOfContents} from '@site/src/components/HydrateOnIntent/parts';


/** The link classes the theme's TOC gives its links, which its highlighting looks for. */
const LINK_CLASS_NAME = 'table-of-contents__link toc-highlight';
const LINK_ACTIVE_CLASS_NAME = 'table-of-contents__link--active';

/**
 * The desktop table of contents is links: it keeps the server's HTML at hydration, and its code
 * loads when a visitor reaches for it (HydrateOnIntent). Marking the heading in view needs none of
 * that code: the theme's own hook finds the links by class and marks them in whichever markup is
 * on screen, the server's or, later, the theme's (whose own copy of the hook then marks the same
 * link).
 */
/** True once the browser is idle after the first render (at once where it cannot tell). */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback !== 'function') {
      setIdle(true);
      return undefined;
    }
    const handle = requestIdleCallback(() => setIdle(true), {timeout: 1000});
    return () => cancelIdleCallback(handle);
  }, []);
  return idle;
}

export default function TOCOnIntent(props: Props): ReactNode {
  const {tableOfContents: levels} = useThemeConfig();
  const minHeadingLevel = props.minHeadingLevel ?? levels.minHeadingLevel;
  const maxHeadingLevel = props.maxHeadingLevel ?? levels.maxHeadingLevel;
  const highlight = useMemo(
    () => ({linkClassName: LINK_CLASS_NAME, linkActiveClassName: LINK_ACTIVE_CLASS_NAME, minHeadingLevel, maxHeadingLevel}),
    [minHeadingLevel, maxHeadingLevel],
  );
  // Its first pass measures every heading, which forces a layout: in idle time, not in hydration's task.
  useTOCHighlight(useIdle() ? highlight : undefined);
  return <HydrateOnIntent at={ON_INTENT_PARTS.tableOfContents} part={tableOfContents} props={props} />;
}
