// Theme override (on-intent). Why: The desktop sidebar keeps its server HTML and its code loads
// when a visitor reaches for it; on a phone only the mobile part renders.
// Drop it when React or the theme hydrates the sidebar lazily (partial hydration). Listed in
// tests/unit/tripwires/themeOverrides.ts.
import React, {useState, type ReactNode} from 'react';
import type DocSidebarType from '@theme/DocSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useWindowSize} from '@docusaurus/theme-common';
import {ON_INTENT_PARTS} from '@site/src/shared/earlyClicks';
import HydrateOnIntent from '@site/src/components/HydrateOnIntent';
import {useLoaded} from '@site/src/components/HydrateOnIntent/loadable';
import {desktopSidebar, phoneSidebar} from '@site/src/components/HydrateOnIntent/parts';

type Props = WrapperProps<typeof DocSidebarType>;



/** The sidebar's part of the phone menu, once its code has arrived (the menu itself is built on intent). */
function MobileSidebar(props: Props): ReactNode {
  return useLoaded(phoneSidebar, true) ? <phoneSidebar.Loaded {...props} /> : null;
}

/**
 * The sidebar is most of a command page's markup (every command of the open category) and most
 * of its hydration. It stays server HTML until a visitor reaches for it, and its code (the
 * sidebar's categories, links and buttons) loads only then; it renders for real on a phone layout
 * (where the theme moves it into the navbar's menu), after a route change (the active link
 * moves), or when the visitor hides it.
 *
 * On a phone it renders the theme's mobile part directly: mounted after hydration, the theme's
 * DocSidebar would first build the whole desktop sidebar (its window size starts as "ssr") only to
 * drop it a render later.
 */
export default function DocSidebarWrapper(props: Props): ReactNode {
  const windowSize = useWindowSize();
  const [firstPath] = useState(props.path);
  if (windowSize === 'mobile') return <MobileSidebar {...props} />;
  const live = props.path !== firstPath || props.isHidden;
  return <HydrateOnIntent at={ON_INTENT_PARTS.desktopSidebar} live={live} part={desktopSidebar} props={props} />;
}
