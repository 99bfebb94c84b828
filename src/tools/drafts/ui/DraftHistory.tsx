import React, {useRef} from 'react';
import {focusIfLost} from '../../focusIfLost';
import {sizeText} from '../../values';
import {MAX_HISTORY, type HistoryItem} from '../store';
import {savedWhen} from './when';

interface Props {
  items: readonly HistoryItem[];
  /** What became of the last restore, announced. */
  message: string;
  onRestore: (id: string) => void;
  onDownload: (id: string) => void;
}

/** The drafts that were replaced, newest first: each can be restored or downloaded. Hidden while there are none. */
export default function DraftHistory({items, message, onRestore, onDownload}: Props): React.ReactElement | null {
  const summary = useRef<HTMLElement>(null);
  // A restored draft leaves the list (and the one it replaced joins it), taking the button pressed
  // with it: focus stays in the list's box, on its summary, and the status says what happened.
  const restore = (id: string) => {
    onRestore(id);
    focusIfLost(() => summary.current);
  };
  if (items.length === 0 && message === '') return null;
  return (
    <details className="margin-vert--sm" data-draft-history="">
      <summary ref={summary} style={{cursor: 'pointer', fontWeight: 'var(--ifm-font-weight-semibold)'}}>{`Earlier drafts (${items.length})`}</summary>
      <p className="margin-vert--sm">
        {`Drafts that Reset, a restore, an example, a link or another tab replaced, newest first (the last ${MAX_HISTORY}). They stay in this browser only.`}
      </p>
      <ul aria-label="Earlier drafts" style={{listStyle: 'none', paddingLeft: 0}}>
        {items.map((item) => (
          <li key={item.id} className="margin-bottom--sm" data-history-entry={item.id}>
            <strong>{item.label}</strong>
            {`, saved ${savedWhen(item.savedAt)} (${sizeText(item.chars)}). `}
            {item.problem ? <span>{`It cannot be opened: ${item.problem}. `}</span> : null}
            <span style={{display: 'inline-flex', gap: '0.5rem', flexWrap: 'wrap'}}>
              {!item.problem && (
                <button type="button" className="button button--sm button--secondary" onClick={() => restore(item.id)} aria-label={`Restore: ${item.label}, saved ${savedWhen(item.savedAt)}`}>
                  Restore
                </button>
              )}
              <button type="button" className="button button--sm button--outline button--secondary" onClick={() => onDownload(item.id)} aria-label={`Download: ${item.label}, saved ${savedWhen(item.savedAt)}`}>
                Download
              </button>
            </span>
          </li>
        ))}
      </ul>
      <p role="status" className="margin-bottom--none">
        {message}
      </p>
    </details>
  );
}
