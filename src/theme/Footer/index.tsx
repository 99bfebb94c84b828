// Theme override (on-intent). Why: Adds the "report a problem" row; the footer itself keeps its
// server HTML and loads its code on intent.
// Drop it when the theme hydrates the footer lazily and offers a slot above it. Listed in
// tests/unit/tripwires/themeOverrides.ts.
import React from 'react';
import PageFeedback from '@site/src/components/PageFeedback';
import {ON_INTENT_PARTS} from '@site/src/shared/earlyClicks';
import HydrateOnIntent from '@site/src/components/HydrateOnIntent';
import {footer} from '@site/src/components/HydrateOnIntent/parts';


/**
 * Adds a "report a problem with this page" row above the theme's footer. The footer itself is
 * links only: it keeps the server's HTML at hydration, and its code loads and renders on intent
 * (HydrateOnIntent).
 */
export default function FooterWrapper(): React.ReactElement {
  return (
    <>
      <PageFeedback />
      <HydrateOnIntent at={ON_INTENT_PARTS.footer} part={footer} props={{}} />
    </>
  );
}
