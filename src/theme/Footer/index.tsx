import React from 'react';
import Footer from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

/** Adds a "report a problem with this page" row above the theme's footer. */
export default function FooterWrapper(props: Props): React.ReactElement {
  return (
    <>
      <PageFeedback />
      <Footer {...props} />
    </>
  );
}
