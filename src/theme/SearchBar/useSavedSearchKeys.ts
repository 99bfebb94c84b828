import {useEffect} from 'react';

/**
 * Keys for the selected saved search, since its "Save this search" and "Remove this search"
 * controls cannot sit in its option (HitOption.tsx): with the query empty, Delete removes the
 * selected recent or favorite search, and Ctrl/Cmd+S keeps the selected recent search as a favorite.
 * Each presses the same action DocSearch's own button would. `titles` are the spec's button titles.
 */
export function useSavedSearchKeys(container: HTMLElement, titles: {save: string; remove: string[]}): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (!input || event.target !== input || input.value !== '') return;
      const id = input.getAttribute('aria-activedescendant');
      const option = id ? document.getElementById(id) : null;
      if (!option || !container.contains(option)) return;
      const action = (title: string) => option.querySelector<HTMLElement>(`.DocSearch-Hit-action-button[title="${CSS.escape(title)}"]`);
      let target: HTMLElement | null = null;
      if (event.key === 'Delete') target = titles.remove.map(action).find(Boolean) ?? null;
      else if (event.key.toLowerCase() === 's' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey) target = action(titles.save);
      if (!target) return;
      event.preventDefault();
      target.click();
    };
    container.addEventListener('keydown', onKeyDown, true);
    return () => container.removeEventListener('keydown', onKeyDown, true);
  }, [container, titles]);
}
