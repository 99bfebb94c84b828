import React, {type ReactNode} from 'react';
import type {Props} from '@theme/DocVersionBanner';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import lazyThemePart from '@site/src/components/LazyThemePart';

const Banner = lazyThemePart<Props>(() => import('@theme-original/DocVersionBanner'));

/**
 * The theme's "unreleased / unmaintained version" banner, only for a docs version that has one.
 * This site publishes one version without a banner, so no page loads the banner's code.
 */
export default function DocVersionBanner(props: Props): ReactNode {
  return useDocsVersion().banner ? <Banner {...props} /> : null;
}
