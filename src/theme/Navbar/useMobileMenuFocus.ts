import {useEffect, useRef} from 'react';
import {useLocation} from '@docusaurus/router';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';
/** How long focus waits for the sliding panel to become visible, in frames (about half a second). */
const MAX_FRAMES = 30;

/** What can take focus in the open menu: its header and the panel shown (the theme makes the other inert). */
function focusablesInMenu(): HTMLElement[] {
  const menu = document.querySelector('.navbar-sidebar');
  if (!menu) return [];
  return Array.from(menu.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((element) => element.closest('[inert]') === null && element.getClientRects().length > 0);
}

/**
 * Tab and Shift+Tab go round inside the open menu: the page behind it is covered, so focus that
 * left the menu would act on what the reader cannot see.
 */
function keepTabInMenu(event: KeyboardEvent): void {
  if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
  const inside = focusablesInMenu();
  const first = inside[0];
  const last = inside.at(-1);
  if (!first || !last) return;
  const at = inside.indexOf(document.activeElement as HTMLElement);
  const wrapTo = at === -1 ? (event.shiftKey ? last : first) : event.shiftKey && at === 0 ? last : !event.shiftKey && at === inside.length - 1 ? first : null;
  if (!wrapTo) return;
  event.preventDefault();
  wrapTo.focus();
}

/**
 * The phone menu as a keyboard and screen reader use it (the theme's menu has none of this): opening
 * it moves focus into it (the toggle it came from is covered), Tab stays inside it, switching
 * between its two panels ("← Back to main menu" and back) takes focus to the panel now shown,
 * Escape closes it, and closing it without leaving the page puts focus back on the toggle instead
 * of dropping it to the page.
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
        if (event.defaultPrevented) return;
        if (event.key === 'Tab') return keepTabInMenu(event);
        if (event.key !== 'Escape') return;
        event.preventDefault();
        toggle();
      };
      document.addEventListener('keydown', onKey);
      // The panel that held focus (the back button, a category's link) became inert: focus goes to
      // the first control of the panel now shown instead of falling to the page.
      const panels = new MutationObserver(() => {
        const active = document.activeElement;
        if (active && active !== document.body && active.closest('[inert]') === null) return;
        focusablesInMenu().find((element) => element.closest('.navbar-sidebar__item') !== null)?.focus();
      });
      // The menu's markup may come after this runs (its code loads on the first opening): the watch is on the navbar.
      panels.observe(document.querySelector('.navbar') ?? document.body, {subtree: true, attributes: true, attributeFilter: ['inert', 'class']});
      return () => {
        cancelAnimationFrame(frame);
        document.removeEventListener('keydown', onKey);
        panels.disconnect();
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
