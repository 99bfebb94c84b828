import React from 'react';
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
  if (items.length === 0 && message === '') return null;
  return (
    <details className="margin-vert--sm" data-draft-history="">
      <summary style={{cursor: 'pointer', fontWeight: 'var(--ifm-font-weight-semibold)'}}>{`Earlier drafts (${items.length})`}</summary>
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
                <button type="button" className="button button--sm button--secondary" onClick={() => onRestore(item.id)} aria-label={`Restore: ${item.label}, saved ${savedWhen(item.savedAt)}`}>
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
