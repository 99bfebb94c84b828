// Theme override (lazy). Why: The version banner loads only for a docs version that shows one (this
// site has none).
// Drop it when the theme code-splits the banner. Listed in tests/unit/tripwires/themeOverrides.ts.
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
