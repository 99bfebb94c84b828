import {useCallback, useRef, useState, type MutableRefObject} from 'react';

/** Whether a page is the API reference, where the dialog starts narrowed to it. */
export const startsInApiScope = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/**
 * The dialog's API scope (src/search/scope.ts): on when the dialog opens on /api, switched by the
 * reader with the scope toggle (ScopeBar.tsx). The search client reads the ref on every search;
 * switching runs the query in the box again under the new scope.
 */
export function useApiScope(container: HTMLElement, pathname: string): {scoped: boolean; scopedRef: MutableRefObject<boolean>; toggleScope: () => void} {
  const [scoped, setScoped] = useState(() => startsInApiScope(pathname));
  const scopedRef = useRef(scoped);
  const toggleScope = useCallback(() => {
    scopedRef.current = !scopedRef.current;
    setScoped(scopedRef.current);
    searchAgain(container);
  }, [container]);
  return {scoped, scopedRef, toggleScope};
}

/**
 * Runs the query in the box again. DocSearch keeps autocomplete to itself, so the search is asked
 * for the way a reader asks: through the input's change event. React ignores a change event for a
 * value it already holds, so the box briefly holds the query with a space added; autocomplete
 * answers only the latest of the two searches.
 */
function searchAgain(container: HTMLElement): void {
  const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  if (!input || !setValue || input.value === '') return;
  const value = input.value;
  for (const next of [`${value} `, value]) {
    setValue.call(input, next);
    input.dispatchEvent(new Event('input', {bubbles: true}));
  }
}
