// Theme override (on-intent). Why: The phone menu is built, and its code loaded, when a visitor
// reaches for its button, not at hydration.
// Drop it when the theme renders the phone menu only when it opens. Listed in
// tests/unit/tripwires/themeOverrides.ts.
import React, {Suspense, lazy, useEffect, useState, type ReactNode} from 'react';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/** The theme's phone menu, in a chunk of its own. */
const PhoneMenu = lazy(() => import('@theme-original/Navbar/MobileSidebar'));

/** The events that say a visitor is reaching for the menu button, before its click. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

/** True once a visitor points at, touches or focuses the navbar's menu button. */
function useMenuButtonIntent(): boolean {
  const [intent, setIntent] = useState(false);
  useEffect(() => {
    if (intent) return undefined;
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('.navbar__toggle')) setIntent(true);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, {capture: true, passive: true});
    return () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, {capture: true});
    };
  }, [intent]);
  return intent;
}

/**
 * On a phone layout the theme renders the whole menu (every link of the docs sidebar) as soon as
 * the page has hydrated, hidden until the menu button is pressed: the largest task of a phone's
 * first load. Its code loads, and it renders, once the visitor reaches for the button (pointer,
 * touch or focus, which come before the click, so the menu still slides in) or when it opens by
 * other means (a click with nothing before it). The server never renders the menu, so the HTML is
 * unchanged.
 */
export default function MobileSidebarOnIntent(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const intent = useMenuButtonIntent();
  // Kept once wanted: the menu stays built after it closes. (A state update during render makes
  // React render again at once, before anything is committed.)
  const [wanted, setWanted] = useState(false);
  if ((shown || intent) && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PhoneMenu />
    </Suspense>
  );
}
