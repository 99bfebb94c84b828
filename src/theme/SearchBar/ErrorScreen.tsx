import React, {useEffect, useState} from 'react';
import {createPortal} from 'react-dom';
import {failureTexts} from '@site/src/search/dialogConfig';
import {useSearchFailure} from './failures';
import StrokeIcon from './StrokeIcon';

const OFFLINE_ICON =
  'M19 4.8a16 16 0 00-2-1.2m-3.3-1.2A16 16 0 001.1 4.7M16.7 8a12 12 0 00-2.8-1.4M10 6a12 12 0 00-6.7 2M12.3 14.7a4 4 0 00-4.5 0M14.5 11.4A8 8 0 0010 10M3 16L18 2M10 18h0';

/**
 * DocSearch 3.9 switches its status to "error" on a RetryError, but autocomplete-core 1.17 resets
 * the status to "idle" in the same tick, so the modal's own error screen never stays on screen and
 * a failed search looks like "No results". This renders the same screen (same classes, spec texts)
 * inside the dialog while the failed query is still in the box, and hides the misleading one.
 * Its texts say why (src/search/dialogConfig.ts: the network, a damaged index, no build), and
 * "Retry" runs the failed query again.
 */
export default function ErrorScreen({
  container,
  texts,
  onRetry,
}: {
  container: HTMLElement;
  texts: {titleText?: string; helpText?: string};
  onRetry: (query: string) => void;
}): React.ReactElement | null {
  const failure = useSearchFailure();
  const [dropdown, setDropdown] = useState<Element | null>(null);
  const [dismissed, setDismissed] = useState(0);

  useEffect(() => {
    setDropdown(container.querySelector('.DocSearch-Dropdown'));
    // Typing starts a new search: the screen goes until that search fails too.
    const input = container.querySelector('.DocSearch-Input');
    const onInput = () => setDismissed(failure?.count ?? 0);
    input?.addEventListener('input', onInput);
    return () => input?.removeEventListener('input', onInput);
  }, [container, failure]);

  const show = failure !== null && dropdown !== null && dismissed !== failure.count;
  useEffect(() => {
    container.toggleAttribute('data-search-failed', show);
  }, [container, show]);

  if (!show || !dropdown) return null;
  const {titleText, helpText} = failureTexts(failure.reason, texts);
  return createPortal(
    <div className="DocSearch-ErrorScreen" role="alert">
      <div className="DocSearch-Screen-Icon">
        <StrokeIcon d={OFFLINE_ICON} size={40} strokeWidth={1.4} />
      </div>
      <p className="DocSearch-Title">{titleText}</p>
      <p className="DocSearch-Help">{helpText}</p>
      <button type="button" className="button button--primary margin-top--md" onClick={() => onRetry(failure.query)}>
        Retry
      </button>
    </div>,
    dropdown,
  );
}
