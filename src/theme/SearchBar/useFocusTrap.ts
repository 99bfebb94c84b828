import {useEffect} from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** What Tab can reach inside the dialog now: focusable, shown, not made inert or hidden. */
function focusables(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => el.getClientRects().length > 0 && !el.closest('[inert], [aria-hidden="true"]') && getComputedStyle(el).visibility !== 'hidden',
  );
}

/**
 * Keeps Tab and Shift+Tab inside the open dialog, cycling from its last control to its first and
 * back (the WAI-ARIA dialog pattern). DocSearch has a trap of its own, but it notes the first and
 * last control once, when the dialog opens, so once hits, suggestions or the footer's link appear,
 * Tab walks out onto the page behind. This one asks what is focusable at each press, and handles
 * Tab before DocSearch and autocomplete see it (a capturing listener): autocomplete would otherwise
 * close the results on Tab.
 *
 * Focus that a script moves behind the open dialog goes back to the search box. The reader cannot
 * reach the page behind (the backdrop covers it), but the theme focuses the top of a page when a
 * route renders: a reader who picks a hit and opens search again before that page's code has
 * arrived would otherwise type into nothing. The search button is let through: closing focuses it.
 */
export function useFocusTrap(container: HTMLElement): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
      const modal = container.querySelector('.DocSearch-Modal');
      const items = modal ? focusables(modal) : [];
      if (items.length === 0) return;
      const at = items.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (at <= 0 ? items.length - 1 : at - 1) : at < 0 || at === items.length - 1 ? 0 : at + 1;
      event.preventDefault();
      event.stopPropagation();
      items[next]?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      // Closing gives focus to the search button first (./index), before the dialog unmounts.
      if (!(target instanceof Element) || container.contains(target) || target.closest('.DocSearch-Button')) return;
      container.querySelector<HTMLInputElement>('.DocSearch-Input')?.focus();
    };
    container.addEventListener('keydown', onKeyDown, true);
    document.addEventListener('focusin', onFocusIn, true);
    return () => {
      container.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn, true);
    };
  }, [container]);
}
