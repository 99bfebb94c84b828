import {useEffect} from 'react';

/**
 * DocSearch 3.9 (and 4.x alike) draws its modal as a plain <div>: assistive technology is not told
 * a dialog opened, nor what it is called. The modal gets the WAI-ARIA dialog pattern's role, its
 * modality and the search button's name ("Search"). autocomplete puts the combobox role on the
 * backdrop (which useBackdropNotAButton strips, as it wrapped the whole dialog); the search box
 * becomes the combobox, as ARIA 1.2 has it, expanded while a list shows. It keeps aria-controls
 * only for the lists on screen: autocomplete names one list per source, also for sources whose
 * list is not drawn (no hits, the no-results screen), which points assistive technology at nothing.
 */
export function useDialogRole(container: HTMLElement, label: string): void {
  useEffect(() => {
    const decorate = () => {
      const modal = container.querySelector('.DocSearch-Modal');
      if (modal && modal.getAttribute('role') !== 'dialog') {
        modal.setAttribute('role', 'dialog');
        modal.setAttribute('aria-modal', 'true');
        modal.setAttribute('aria-label', label);
      }
      const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (!input) return;
      nameGroups(container);
      // ARIA 1.2 combobox: the box itself is the combobox, expanded while a list of hits or saved
      // searches shows, and controlling exactly the lists on screen.
      const lists = Array.from(container.querySelectorAll('.DocSearch-Dropdown [role="listbox"][id]')).map((list) => list.id);
      set(input, 'role', 'combobox');
      set(input, 'aria-expanded', String(lists.length > 0));
      set(input, 'aria-controls', lists.length > 0 ? lists.join(' ') : null);
    };
    decorate();
    // Any change of the tree may add or remove a list; autocomplete rewrites the input's attributes on its own renders.
    const observer = new MutationObserver(decorate);
    observer.observe(container, {childList: true, subtree: true, attributes: true, attributeFilter: ['aria-controls', 'aria-expanded', 'role', 'id', 'aria-labelledby']});
    return () => observer.disconnect();
  }, [container, label]);
}

/**
 * DocSearch gives every group's list of hits the same id (`docsearch-list`) and the search box's
 * name ("Search"): the combobox controls one id twice, and a screen reader calls each group
 * "Search". Each list gets an id of its own and is named by its group's heading ("Chatbot",
 * "Recent"). autocomplete finds hits by their own ids, never a list by its id.
 */
function nameGroups(container: HTMLElement): void {
  container.querySelectorAll('.DocSearch-Dropdown [role="listbox"]').forEach((list, n) => {
    const heading = list.previousElementSibling?.classList.contains('DocSearch-Hit-source') ? list.previousElementSibling : null;
    set(list, 'id', `docsearch-list-${n}`);
    if (!heading) return;
    set(heading, 'id', `docsearch-list-${n}-name`);
    set(list, 'aria-labelledby', heading.id);
  });
}

/** Sets (or, given null, removes) an attribute only when it differs: the observer sees every write. */
function set(element: Element, name: string, value: string | null): void {
  if (element.getAttribute(name) === value) return;
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}
