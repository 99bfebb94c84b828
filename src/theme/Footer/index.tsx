import React from 'react';
import Footer from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';
import PageFeedback from '@site/src/components/PageFeedback';
import HydrateOnIntent from '@site/src/components/HydrateOnIntent';

type Props = WrapperProps<typeof FooterType>;

const locateFooter = () => document.querySelector('footer.theme-layout-footer');

/**
 * Adds a "report a problem with this page" row above the theme's footer. The footer itself is
 * links only: it keeps the server's HTML at hydration and renders on intent (HydrateOnIntent).
 */
export default function FooterWrapper(props: Props): React.ReactElement {
  return (
    <>
      <PageFeedback />
      <HydrateOnIntent locate={locateFooter}>
        <Footer {...props} />
      </HydrateOnIntent>
    </>
  );
}
