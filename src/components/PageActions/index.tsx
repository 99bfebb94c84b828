import React, {lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore} from 'react';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {twinPath} from '../../shared/twinPaths';
import {loadOfflineCode, OFFLINE_MODE_QUERY, readOfflineChoice, saveOfflineChoice, subscribeOfflineChoice} from '../../pwa/offlineMode';
import type {Fallback} from './copyPage';
import styles from './styles.module.css';

// The copying code and its fallback dialog load on intent (pointer over or focus on the button).
const loadCopy = () => import('./copyPage');
const FallbackDialog = lazy(() => loadCopy().then((m) => ({default: m.FallbackDialog})));
// Only once the visitor has turned offline reading on.
const OfflineStatus = lazy(() => import(/* webpackChunkName: "offline" */ './OfflineStatus'));

/**
 * "Save for offline", "Try again" and "Remove" with the app running: the choice is stored and
 * applied in the page, which stays where the reader is (the links' `?offlineMode=` addresses are
 * for a click before the app or without it: a page load that does the same).
 */
function chooseOffline(event: React.MouseEvent<HTMLAnchorElement>, on: boolean): void {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  saveOfflineChoice(on);
  void loadOfflineCode().then((sw) => sw.applyOfflineChoice());
}

/** "Copy page", "View as Markdown" and "Save for offline" above every doc page. */
export default function PageActions(): React.ReactNode {
  const route = useLocation().pathname.replace(/\/+$/, '') || '/';
  const twinUrl = useBaseUrl(`/${twinPath(route)}`);
  const [status, setStatus] = useState('');
  // The server (and hydration) render "Save for offline"; the stored choice shows once hydrated.
  const offline = useSyncExternalStore(subscribeOfflineChoice, readOfflineChoice, () => false);
  const [fallback, setFallback] = useState<Fallback>();
  // Focus follows the reader's choice: the link they used goes with it, so focus moves to what
  // takes its place (the note on saving, or "Save for offline" again) instead of the page.
  const offlineArea = useRef<HTMLSpanElement>(null);
  const chosen = useRef(false);
  const choose = (event: React.MouseEvent<HTMLAnchorElement>, on: boolean) => {
    chosen.current = true;
    chooseOffline(event, on);
  };
  useEffect(() => {
    if (!chosen.current) return;
    chosen.current = false;
    const area = offlineArea.current;
    (area?.querySelector<HTMLElement>('a') ?? area)?.focus();
  }, [offline]);

  const copy = () => {
    setStatus('');
    void loadCopy()
      .then(({copyPage}) => copyPage(twinUrl))
      .then((failed) => (failed ? setFallback(failed) : setStatus('Copied')));
  };

  return (
    <div className={styles.actions}>
      <button type="button" className={styles.action} data-needs-js="" onClick={copy} onPointerEnter={loadCopy} onFocus={loadCopy}>
        Copy page
      </button>
      <a className={styles.action} href={twinUrl}>
        View as Markdown
      </a>
      <span ref={offlineArea} tabIndex={-1}>
        {offline ? (
          <Suspense>
            <OfflineStatus onChoose={choose} />
          </Suspense>
        ) : (
          <a className={styles.action} href={`?${OFFLINE_MODE_QUERY}=true`} data-needs-js="" title="Keep every page, the search index and search on this device" onClick={(event) => choose(event, true)}>
            Save for offline
          </a>
        )}
      </span>
      <span role="status" className={styles.note}>
        {status}
      </span>
      {fallback && (
        <Suspense>
          <FallbackDialog fallback={fallback} twinUrl={twinUrl} onClose={() => setFallback(undefined)} />
        </Suspense>
      )}
    </div>
  );
}
