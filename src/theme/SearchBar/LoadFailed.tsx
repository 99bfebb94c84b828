import React, {useEffect, useRef} from 'react';

/** Loads that failed in a row since the screen opened, and whether another is under way. */
export interface LoadFailure {
  tries: number;
  retrying: boolean;
}

/** What the screen says about Retry, so a retry that fails again does not look like nothing happened. */
export function retryStatus({tries, retrying}: LoadFailure): string {
  if (retrying) return 'Loading the search again…';
  return tries > 1 ? `Still not loaded after ${tries} tries. Check the connection, then retry.` : '';
}

/**
 * Shown when the dialog's own code cannot be loaded (offline, or a new deploy replaced its files):
 * the spec's search error screen with a "Retry", in a native modal <dialog>, which brings focus
 * handling, Escape and a backdrop without code. It lives in the first load, because the dialog's
 * chunk and DocSearch's styles are exactly what did not arrive. It closes itself (Escape, Close)
 * before telling the parent, so focus can go back to the search button, which is inert until then.
 */
export default function LoadFailed({
  texts,
  failure,
  onRetry,
  onClose,
}: {
  texts: {titleText?: string; helpText?: string};
  failure: LoadFailure;
  onRetry: () => void;
  onClose: () => void;
}): React.ReactElement {
  const ref = useRef<HTMLDialogElement>(null);
  const status = retryStatus(failure);
  useEffect(() => {
    if (ref.current?.open === false) ref.current.showModal();
  }, []);
  return (
    <dialog ref={ref} aria-labelledby="search-load-failed" onClose={onClose}>
      <p id="search-load-failed">
        <strong>{texts.titleText}</strong>
      </p>
      <p>{texts.helpText}</p>
      <div role="status">{status && <p>{status}</p>}</div>
      <button type="button" className="button button--primary" onClick={onRetry}>
        Retry
      </button>{' '}
      <button type="button" className="button button--secondary" onClick={() => ref.current?.close()}>
        Close
      </button>
    </dialog>
  );
}
