import {useEffect, useRef} from 'react';
import {useLocation} from '@docusaurus/router';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';
/** How long focus waits for the sliding panel to become visible, in frames (about half a second). */
const MAX_FRAMES = 30;

/**
 * The phone menu as a keyboard and screen reader use it (the theme's menu has none of this): opening
 * it moves focus into it (the toggle it came from is covered), Escape closes it, and closing it
 * without leaving the page puts focus back on the toggle instead of dropping it to the page.
 */
export function useMobileMenuFocus(): void {
  const {shown, toggle} = useNavbarMobileSidebar();
  const {pathname} = useLocation();
  const openedAt = useRef<string | null>(null);

  useEffect(() => {
    if (shown) {
      openedAt.current = pathname;
      // The panel slides in: it takes focus once it is visible, a frame or a few after it is shown.
      let frame = 0;
      let tries = 0;
      const focusInside = () => {
        const first = document.querySelector('.navbar-sidebar')?.querySelector<HTMLElement>(FOCUSABLE);
        first?.focus();
        if (document.activeElement !== first && tries++ < MAX_FRAMES) frame = requestAnimationFrame(focusInside);
      };
      frame = requestAnimationFrame(focusInside);
      const onKey = (event: KeyboardEvent) => {
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        toggle();
      };
      document.addEventListener('keydown', onKey);
      return () => {
        cancelAnimationFrame(frame);
        document.removeEventListener('keydown', onKey);
      };
    }
    if (openedAt.current !== null) {
      const samePage = openedAt.current === pathname;
      openedAt.current = null;
      const active = document.activeElement;
      const lost = active === null || active === document.body || active.closest('.navbar-sidebar') !== null;
      if (samePage && lost) document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
    }
    return undefined;
  }, [shown, toggle, pathname]);
}
