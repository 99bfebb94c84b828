// Theme override (lazy). Why: The unlisted/draft banners (and the admonition they use) load only on
// a page that is unlisted or a draft.
// Drop it when the theme code-splits its banners. Listed in tests/unit/tripwires/themeOverrides.ts.
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/ContentVisibility';
import lazyThemePart from '@site/src/components/LazyThemePart';

const Banners = lazyThemePart<Props>(() => import('@theme-original/ContentVisibility'));

/**
 * The theme's "unlisted" and "draft" banners, on the pages that are (none, today). Their code and
 * the admonition they are drawn with stay out of every other page's first load.
 */
export default function ContentVisibility(props: Props): ReactNode {
  const {unlisted, frontMatter} = props.metadata;
  // The same test as the theme's own component (front matter too: in dev, metadata.unlisted is false).
  return unlisted || frontMatter.unlisted || frontMatter.draft ? <Banners {...props} /> : null;
}
