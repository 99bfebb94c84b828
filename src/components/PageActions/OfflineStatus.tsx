/**
 * How "Save for offline" is going, once the visitor has asked for it: the files stored so far,
 * "Saved for offline" only when every one is, or why it failed. Loaded only when offline reading
 * is on, with the service worker's own module (src/pwa/serviceWorker.ts), which it reads.
 */
import React, {useSyncExternalStore} from 'react';
import {OFFLINE_MODE_QUERY} from '../../pwa/offlineMode';
import {offlineStatus, type OfflineStatus as Status} from '../../pwa/serviceWorker';
import styles from './styles.module.css';

const unsupported: Status = {state: 'failed', reason: 'this browser cannot keep pages for offline reading'};

/** `onChoose`: "Remove" and "Try again" with the app running (PageActions' chooseOffline). */
export default function OfflineStatus({onChoose}: {onChoose: (event: React.MouseEvent<HTMLAnchorElement>, on: boolean) => void}): React.ReactNode {
  const current = useSyncExternalStore(offlineStatus.subscribe, offlineStatus.get, offlineStatus.get);
  const status = 'serviceWorker' in navigator ? current : unsupported;
  switch (status.state) {
    case 'saving':
      return (
        <span className={styles.note} data-offline="saving">
          <progress style={{width: '6rem', verticalAlign: 'middle'}} max={status.total ?? 1} value={status.total ? status.stored : undefined} aria-label="Saving for offline" />{' '}
          {status.total
            ? `Saving for offline: ${status.stored.toLocaleString('en')} of ${status.total.toLocaleString('en')} files…`
            : `Saving for offline: ${status.stored.toLocaleString('en')} files so far…`}
        </span>
      );
    case 'saved':
      return (
        <span className={styles.note} data-offline="saved">
          <span role="status">Saved for offline</span>{' '}
          <a className={styles.action} href={`?${OFFLINE_MODE_QUERY}=false`} title="Delete the offline copy from this device" data-needs-js="" onClick={(event) => onChoose(event, false)}>
            Remove
          </a>
        </span>
      );
    case 'failed':
      return (
        <span className={styles.note} role="alert" data-offline="failed">
          {`Saving for offline failed: ${status.reason}. `}
          <a className={styles.action} href={`?${OFFLINE_MODE_QUERY}=true`} data-needs-js="" onClick={(event) => onChoose(event, true)}>
            Try again
          </a>
        </span>
      );
    default:
      return null;
  }
}
