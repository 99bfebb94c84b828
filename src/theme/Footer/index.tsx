// Theme override (wrap). Why: Adds the "report a problem" row above the theme's footer.
// Drop it when the theme offers a slot above the footer. Listed in
// tests/unit/tripwires/themeOverrides.ts.
import React from 'react';
import Footer from '@theme-original/Footer';
import PageFeedback from '@site/src/components/PageFeedback';

/** A "report a problem with this page" row above the theme's footer. */
export default function FooterWrapper(): React.ReactElement {
  return (
    <>
      <PageFeedback />
      <Footer />
    </>
  );
}
