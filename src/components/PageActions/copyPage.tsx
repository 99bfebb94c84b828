import React, {useEffect, useRef} from 'react';
import styles from './dialog.module.css';

export type Fallback = {text: string} | {error: string};

/** Copies the twin; a promise-fed ClipboardItem keeps the click's user activation while it loads. */
async function writeClipboard(load: Promise<string>): Promise<void> {
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = load.then((text) => new Blob([text], {type: 'text/plain'}));
    return navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  }
  return navigator.clipboard.writeText(await load);
}

export function FallbackDialog({fallback, twinUrl, onClose}: {fallback: Fallback; twinUrl: string; onClose: () => void}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => dialog.current?.showModal(), []);
  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="copy-page-title" onClose={onClose}>
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
  );
}

/** "Copy page": the twin on the clipboard, or, when the browser blocks it, the twin selected in a dialog. */
export async function copyPage(twinUrl: string): Promise<Fallback | undefined> {
  const load = fetch(twinUrl).then((r) => (r.ok ? r.text() : Promise.reject(new Error(`HTTP ${r.status}`))));
  try {
    await writeClipboard(load);
    return undefined;
  } catch {
    return load.then(
      (text) => ({text}),
      () => ({error: 'The Markdown could not be loaded. Open it with the link below when you are online.'}),
    );
  }
}
