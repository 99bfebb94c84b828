import React, {lazy, Suspense, useState, useSyncExternalStore} from 'react';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {twinPath} from '../../shared/twinPaths';
import {OFFLINE_MODE_QUERY, readOfflineChoice, subscribeOfflineChoice} from '../../pwa/offlineMode';
import type {Fallback} from './copyPage';
import styles from './styles.module.css';

// The copying code and its fallback dialog load on intent (pointer over or focus on the button).
const loadCopy = () => import('./copyPage');
const FallbackDialog = lazy(() => loadCopy().then((m) => ({default: m.FallbackDialog})));
// Only once the visitor has turned offline reading on.
const OfflineStatus = lazy(() => import(/* webpackChunkName: "offline" */ './OfflineStatus'));

/** "Copy page", "View as Markdown" and "Save for offline" above every doc page. */
export default function PageActions(): React.ReactNode {
  const route = useLocation().pathname.replace(/\/+$/, '') || '/';
  const twinUrl = useBaseUrl(`/${twinPath(route)}`);
  const [status, setStatus] = useState('');
  // The server (and hydration) render "Save for offline"; the stored choice shows once hydrated.
  const offline = useSyncExternalStore(subscribeOfflineChoice, readOfflineChoice, () => false);
  const [fallback, setFallback] = useState<Fallback>();

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
      {offline ? (
        <Suspense>
          <OfflineStatus />
        </Suspense>
      ) : (
        <a className={styles.action} href={`?${OFFLINE_MODE_QUERY}=true`} data-needs-js="" title="Keep every page, the search index and search on this device">
          Save for offline
        </a>
      )}
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
