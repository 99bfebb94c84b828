import React, {useEffect, useRef, useState} from 'react';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {twinPath} from '../../../plugins/markdown-twins/paths';
import {OFFLINE_MODE_QUERY, readOfflineChoice} from '../../pwa/offlineMode';
import styles from './styles.module.css';

type Fallback = {text: string} | {error: string};

/** Copies the page's Markdown twin; a promise-fed ClipboardItem keeps the click's user activation while it loads. */
async function copyTwin(load: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = load.then((text) => new Blob([text], {type: 'text/plain'}));
    return navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  }
  return navigator.clipboard.writeText(await load);
}

/** "Copy page", "View as Markdown" and "Save for offline" above every doc page. */
export default function PageActions(): React.ReactNode {
  const route = useLocation().pathname.replace(/\/+$/, '') || '/';
  const twinUrl = useBaseUrl(`/${twinPath(route)}`);
  const [status, setStatus] = useState('');
  const [fallback, setFallback] = useState<Fallback>();
  const [offline, setOffline] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => setOffline(readOfflineChoice()), []);
  useEffect(() => {
    if (fallback) dialog.current?.showModal();
  }, [fallback]);

  const copy = () => {
    const load = fetch(twinUrl).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`HTTP ${r.status}`))));
    setStatus('');
    copyTwin(load).then(
      () => setStatus('Copied'),
      () =>
        load.then(
          (text) => setFallback({text}),
          () => setFallback({error: 'The Markdown could not be loaded. Open it with the link below when you are online.'}),
        ),
    );
  };

  return (
    <div className={styles.actions}>
      <button type="button" className={styles.action} onClick={copy}>
        Copy page
      </button>
      <a className={styles.action} href={twinUrl}>
        View as Markdown
      </a>
      {offline ? (
        <span className={styles.note}>Saved for offline</span>
      ) : (
        <a className={styles.action} href={`?${OFFLINE_MODE_QUERY}=true`} title="Keep every page, the search index and search on this device">
          Save for offline
        </a>
      )}
      <span role="status" className={styles.note}>
        {status}
      </span>
      {fallback && (
        <dialog ref={dialog} className={styles.dialog} aria-labelledby="copy-page-title" onClose={() => setFallback(undefined)}>
          <h2 id="copy-page-title">Copy this page as Markdown</h2>
          {'text' in fallback ? (
            <>
              <p>Your browser did not let the site use the clipboard. The Markdown is selected below: press Ctrl+C (⌘C on a Mac) to copy it.</p>
              <textarea readOnly autoFocus rows={10} value={fallback.text} onFocus={(e) => e.currentTarget.select()} aria-label="Page as Markdown" />
            </>
          ) : (
            <p>{fallback.error}</p>
          )}
          <p>
            <a href={twinUrl}>View as Markdown</a>
          </p>
          <form method="dialog">
            <button type="submit" className="button button--secondary button--sm">
              Close
            </button>
          </form>
        </dialog>
      )}
    </div>
  );
}
