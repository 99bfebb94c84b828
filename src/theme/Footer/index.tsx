import React from 'react';
import PageFeedback from '@site/src/components/PageFeedback';
import HydrateOnIntent from '@site/src/components/HydrateOnIntent';
import {footer} from '@site/src/components/HydrateOnIntent/parts';

const locateFooter = () => document.querySelector('footer.theme-layout-footer');

/**
 * Adds a "report a problem with this page" row above the theme's footer. The footer itself is
 * links only: it keeps the server's HTML at hydration, and its code loads and renders on intent
 * (HydrateOnIntent).
 */
export default function FooterWrapper(): React.ReactElement {
  return (
    <>
      <PageFeedback />
      <HydrateOnIntent locate={locateFooter} part={footer} props={{}} />
    </>
  );
}
