/**
 * Wide mode: the playground takes the whole window (styles.ts), and the page behind it is inert, so
 * that neither Tab nor a screen reader wanders into what cannot be seen. Escape (outside an editor,
 * where Escape lets the keyboard leave the editor) or the button returns to the page.
 */
import {useEffect, useLayoutEffect, useState, type RefObject} from 'react';
import {LAYER_ABOVE_ATTRIBUTE} from '@site/src/components/layers';

export const WIDE_CLASS = 'pg-wide-open';

/** Makes everything but `element`, its ancestors and the layers above inert; returns the undo. */
function isolate(element: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  for (let node: HTMLElement | null = element; node && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement?.children ?? [])) {
      if (sibling === node || !(sibling instanceof HTMLElement) || sibling.inert || sibling.hasAttribute(LAYER_ABOVE_ATTRIBUTE)) continue;
      sibling.inert = true;
      made.push(sibling);
    }
  }
  return () => made.forEach((sibling) => (sibling.inert = false));
}

export function useWideMode(root: RefObject<HTMLElement | null>, wide: boolean, onWide: (wide: boolean) => void): void {
  useLayoutEffect(() => {
    if (!wide || !root.current) return undefined;
    const undo = isolate(root.current);
    document.documentElement.classList.add(WIDE_CLASS);
    return () => {
      undo();
      document.documentElement.classList.remove(WIDE_CLASS);
    };
  }, [root, wide]);
  useEffect(() => {
    if (!wide) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target as Element | null;
      // An Escape in a layer above the playground (the search dialog) is that layer's.
      if (target && target !== document.body && !root.current?.contains(target)) return;
      if (target?.closest?.('.cm-editor')) return;
      onWide(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onWide, root, wide]);
}

/**
 * Whether the playground is wide enough for code and preview side by side (it measures itself).
 * In wide mode it spans the window, so the first render can already guess right (no second render).
 */
export function useColumns(root: RefObject<HTMLElement | null>, minWidth: number, wide: boolean): boolean {
  const [columns, setColumns] = useState(() => wide && window.innerWidth >= minWidth);
  useLayoutEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const measure = () => setColumns(element.getBoundingClientRect().width >= minWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [minWidth, root]);
  return columns;
}
