import React from 'react';
import type FooterType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';
import PageFeedback from '@site/src/components/PageFeedback';
import HydrateOnIntent from '@site/src/components/HydrateOnIntent';
import {loadable} from '@site/src/components/HydrateOnIntent/loadable';

type Props = WrapperProps<typeof FooterType>;

const footer = loadable<Props>(() => import('@theme-original/Footer'));
const locateFooter = () => document.querySelector('footer.theme-layout-footer');

/**
 * Adds a "report a problem with this page" row above the theme's footer. The footer itself is
 * links only: it keeps the server's HTML at hydration, and its code loads and renders on intent
 * (HydrateOnIntent).
 */
export default function FooterWrapper(props: Props): React.ReactElement {
  return (
    <>
      <PageFeedback />
      <HydrateOnIntent locate={locateFooter} part={footer} props={props} />
    </>
  );
}
