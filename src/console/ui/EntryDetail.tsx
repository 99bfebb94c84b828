import React, {useState} from 'react';
import {copyText} from '@site/src/tools/copyText';
import {parseServerFrame, type ServerMessage} from '../protocol';
import type {LogEntry} from '../session';
import {isViolation} from '../schemaCheck';
import {playgroundLink, widgetEventFor} from '../widgetLink';
import {time} from './clock';
import styles from './styles.module.css';

/** The frame as indented JSON; frames are depth-bounded when read, and anything else still only becomes text. */
function indented(message: ServerMessage, fallback: string): string {
  try {
    return JSON.stringify(message, null, 2);
  } catch {
    return fallback;
  }
}

/** One line in full: its JSON, how it differs from the docs, and the widget playground link. */
export default function EntryDetail({entry, onClose}: {entry: LogEntry; onClose: () => void}): React.ReactElement {
  const parsed = entry.json ? parseServerFrame(entry.json) : undefined;
  const widget = parsed?.ok && entry.kind === 'received' ? widgetEventFor(parsed.message) : undefined;
  // What the panel shows is what is copied: a received frame exactly as it came (its numbers and
  // repeated keys as sent), anything else as indented JSON or its line.
  const shown = entry.kind === 'received' && entry.json ? entry.json : parsed?.ok ? indented(parsed.message, entry.json ?? '') : (entry.json ?? entry.summary);
  const [copyStatus, setCopyStatus] = useState('');
  const copy = async () => setCopyStatus((await copyText(shown)) ? 'Copied, as shown below.' : 'Your browser did not allow copying. Select the text below and copy it yourself.');
  return (
    <section className={`${styles.detail} margin-top--md`} aria-label="Selected message">
      <div className={styles.row}>
        <strong>{entry.kind === 'sent' ? 'Sent' : entry.kind === 'received' ? 'Received' : 'Console'}</strong>
        <button type="button" className="button button--outline button--secondary" onClick={() => void copy()}>
          Copy as JSON
        </button>
        {widget && (
          <a className="button button--primary" href={playgroundLink(widget)}>
            Send to widget playground
          </a>
        )}
        <button type="button" className="button button--outline button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
      <p aria-live="polite" className="margin-bottom--xs">
        {copyStatus}
      </p>
      {entry.repeats && (
        <p>
          The same line came {entry.repeats.toLocaleString('en')} times in a row, the last at {time(entry.at)}; the first is shown.
        </p>
      )}
      {entry.differences && entry.differences.length > 0 && (
        <div>
          <p>
            <strong>{entry.differences.some(isViolation) ? 'This message differs from the docs:' : 'Fields the docs do not mention:'}</strong>
          </p>
          <ul>
            {entry.differences.map((difference) => (
              <li key={`${difference.path} ${difference.problem}`}>
                <code>{difference.path}</code> {difference.problem}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="margin-bottom--xs">{entry.kind === 'received' ? 'Raw frame, as received:' : entry.json ? 'As JSON:' : 'The whole line:'}</p>
      <pre className={styles.json} aria-label="Message JSON">
        <code>{shown}</code>
      </pre>
    </section>
  );
}
