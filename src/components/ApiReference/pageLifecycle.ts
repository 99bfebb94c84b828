import {useEffect, type RefObject} from 'react';
import {rememberedLanguage} from '@site/src/apiReference/rememberedLanguage';
import {safeHashId} from '@site/src/clientModules/safeHash';
import {loadEnhance} from './enhanceTriggers';
import {scrollAndHold} from './scrollAndHold';
import {leaveTryIt} from './tryItTriggers';
import {unfilterFor} from './unfilter';


/** Whether the reader has touched, clicked or pressed a key on this page yet (the browser's first-input entry). */
const readerActed = () => typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('first-input') && performance.getEntriesByType('first-input').length > 0;

/**
 * Opens the collapsed schema (or example) an address's hash points at, with what holds it, and shows
 * it, kept in view while the operations around it are laid out (scrollAndHold): when the reader just
 * followed the link (`followed`), or at page start unless the reader has already acted on the page.
 */
export function openHashTarget(followed = false): void {
  const id = safeHashId(window.location.hash);
  const target = id ? document.getElementById(id) : null;
  if (!target) return;
  // An operation the in-page filter hides is shown again: the link asked for it.
  const unfiltered = unfilterFor(target);
  let opened = false;
  for (let node: Element | null = target; node; node = node.parentElement?.closest('details') ?? null) {
    if (node instanceof HTMLDetailsElement && !node.open) {
      node.open = true;
      opened = true;
    }
  }
  if (opened || unfiltered || followed || !readerActed()) scrollAndHold(target);
}

/**
 * Keeps the table of contents' current entry in view: the theme highlights it while the reader
 * scrolls, but in a long list (every operation) it moves out of the list's own scroll box. The
 * table's markup may be replaced when its code loads (src/theme/TOC), so the watch is on what holds it.
 */
function followToc(): () => void {
  const holder = document.querySelector('.theme-doc-toc-desktop')?.parentElement;
  if (!holder) return () => undefined;
  const observer = new MutationObserver(() => {
    const box = holder.querySelector<HTMLElement>('.theme-doc-toc-desktop');
    const active = box?.querySelector<HTMLElement>('.table-of-contents__link--active');
    if (!box || !active) return;
    const offset = active.getBoundingClientRect().top - box.getBoundingClientRect().top;
    if (offset < 0 || offset + active.offsetHeight > box.clientHeight) box.scrollTop += offset - box.clientHeight / 3;
  });
  observer.observe(holder, {subtree: true, attributes: true, attributeFilter: ['class']});
  return () => observer.disconnect();
}

/**
 * What /api does around its static markup while it is the page: opens the schema a link points at,
 * follows the table of contents, restores a sample language chosen on an earlier visit, and when
 * the reader leaves /api, forgets the Try it token and channel id (as the token bar says).
 */
export function usePageLifecycle(container: RefObject<HTMLDivElement | null>, ready: boolean): void {
  useEffect(() => {
    if (!ready) return undefined;
    openHashTarget();
    const followed = () => openHashTarget(true);
    window.addEventListener('hashchange', followed);
    const stopToc = followToc();
    const language = rememberedLanguage();
    if (language && language !== 'curl' && container.current) {
      const root = container.current;
      void loadEnhance().then((module) => module.restore(root), () => undefined);
    }
    return () => {
      window.removeEventListener('hashchange', followed);
      stopToc();
      leaveTryIt();
    };
  }, [container, ready]);
}
