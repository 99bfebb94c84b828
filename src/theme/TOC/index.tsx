import React, {useEffect, useState, type ReactNode} from 'react';
import type {Props} from '@theme/TOC';
import HydrateOnIntent from '@site/src/components/HydrateOnIntent';
import {tableOfContents} from '@site/src/components/HydrateOnIntent/parts';

/** The desktop table of contents the server rendered (DocItem/TOC/Desktop gives it this class). */
const locateTableOfContents = () => document.querySelector('.theme-doc-toc-desktop');

/** True from the page's first scroll (a link to a heading scrolls too). */
function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return undefined;
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, {passive: true, once: true});
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);
  return scrolled;
}

/**
 * The desktop table of contents is links until the page scrolls, when the theme starts marking
 * the heading in view. It keeps the server's HTML at hydration; its code (the links' tree and the
 * scroll tracking) loads on the first scroll, or when a visitor reaches for it (HydrateOnIntent).
 */
export default function TOCOnIntent(props: Props): ReactNode {
  return <HydrateOnIntent locate={locateTableOfContents} live={useScrolled()} part={tableOfContents} props={props} />;
}
