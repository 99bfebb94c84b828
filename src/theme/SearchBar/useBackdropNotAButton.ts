import {useEffect, type RefObject} from 'react';

/** What DocSearch 3 puts on its backdrop: a button role and tab stop, over the combobox attributes. */
const FALSE_SEMANTICS = ['role', 'tabindex', 'aria-expanded', 'aria-haspopup', 'aria-controls', 'aria-labelledby'];

/**
 * DocSearch 3 turns its whole backdrop into role="button" (tabindex 0) while it also carries the
 * autocomplete's combobox attributes. That wraps the dialog's own controls in a "button" (axe:
 * nested-interactive), leaves attributes a button may not have, and adds a useless tab stop. The
 * search input keeps its own aria-controls and aria-activedescendant, so the backdrop loses these;
 * clicking it still closes the dialog through its mouse handler. The modal re-renders on its own
 * state, hence the observer rather than a one-off cleanup.
 */
export function useBackdropNotAButton(isOpen: boolean, container: RefObject<HTMLDivElement | null>): void {
  useEffect(() => {
    const backdrop = isOpen ? container.current?.querySelector('.DocSearch-Container') : null;
    if (!backdrop) return undefined;
    const strip = () => FALSE_SEMANTICS.forEach((name) => backdrop.hasAttribute(name) && backdrop.removeAttribute(name));
    strip();
    const observer = new MutationObserver(strip);
    observer.observe(backdrop, {attributes: true, attributeFilter: FALSE_SEMANTICS});
    return () => observer.disconnect();
  });
}
