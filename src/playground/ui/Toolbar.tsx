/** Starters (and where the widget came from), Share (a link with the whole state in its fragment), Reset, Download. */
import React, {useEffect, useState} from 'react';
import {encodeState, MAX_SHARE_LENGTH, type SharedState} from '../logic/share';
import {starters} from '../starters';
import {downloadText} from '@site/src/tools/download';
import {buttons} from './buttons';
import {styles} from './styles';

/** Where the widget in the editors came from: a starter (its id), a shared link, or the saved draft. */
export type Origin = 'link' | 'draft' | (string & {});

interface Props {
  state: SharedState;
  fieldData: Record<string, unknown>;
  origin: Origin;
  onStarter: (id: string) => void;
  onReset: () => void;
}

const originLabels: Record<string, string> = {link: 'From a shared link', draft: 'Your draft'};

/** The same widget: its code and the field values changed in the form (a new object on every render, unchanged parts kept). */
const sameWidget = (a: SharedState, b: SharedState): boolean => a.html === b.html && a.css === b.css && a.js === b.js && a.fields === b.fields && a.values === b.values;

export default function Toolbar({state, fieldData, origin, onStarter, onReset}: Props): React.ReactElement {
  const [choice, setChoice] = useState<string>(origin);
  // The widget a link (or its refusal) was made of: once the widget changes, the box would offer an old one.
  const [share, setShare] = useState<{link?: string; message: string; of: SharedState} | null>(null);
  const shown = share && sameWidget(share.of, state) ? share : null;
  useEffect(() => setChoice(origin), [origin]);
  const isStarter = (id: string) => starters.some((item) => item.id === id);
  const files = [
    {label: 'HTML', name: 'widget.html', text: state.html, type: 'text/html'},
    {label: 'CSS', name: 'widget.css', text: state.css, type: 'text/css'},
    {label: 'JS', name: 'widget.js', text: state.js, type: 'text/javascript'},
    {label: 'Fields', name: 'fields.json', text: state.fields, type: 'application/json'},
    {label: 'Data', name: 'data.json', text: `${JSON.stringify(fieldData, null, 2)}\n`, type: 'application/json'},
  ];

  const makeLink = async () => {
    const encoded = await encodeState(state);
    if (encoded.length > MAX_SHARE_LENGTH) {
      setShare({of: state, message: `This widget is too big for a link (${encoded.length.toLocaleString('en')} characters compressed; the limit is ${MAX_SHARE_LENGTH.toLocaleString('en')}). Download its files instead.`});
      return;
    }
    const link = `${window.location.origin}${window.location.pathname}#state=${encoded}`;
    const copied = await navigator.clipboard?.writeText(link).then(
      () => true,
      () => false,
    );
    setShare({of: state, link, message: copied ? 'Link copied. It holds the whole widget; nothing is uploaded.' : 'Copy this link. It holds the whole widget; nothing is uploaded.'});
  };

  return (
    <div className={styles.toolbar}>
      <div className={styles.row}>
        <label htmlFor="pg-starter" className={styles.label}>
          Starter
        </label>
        <select id="pg-starter" value={choice} onChange={(event) => setChoice(event.target.value)}>
          {!isStarter(origin) && (
            <option value={origin} disabled>
              {originLabels[origin] ?? origin}
            </option>
          )}
          {starters.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title}
            </option>
          ))}
        </select>
        <button type="button" className={buttons.secondary} disabled={!isStarter(choice)} onClick={() => onStarter(choice)}>
          Load starter
        </button>
        <button type="button" className={buttons.secondary} onClick={() => void makeLink()}>
          Share
        </button>
        <button type="button" className={buttons.danger} onClick={onReset}>
          Reset
        </button>
        <details className={styles.downloads}>
          <summary>Download the files</summary>
          <div className={styles.row}>
            {files.map((file) => (
              <button key={file.name} type="button" className={`${buttons.link} ${styles.download}`} onClick={() => downloadText(file.name, file.text, file.type)}>
                {file.label} <span className={styles.fileName}>({file.name})</span>
              </button>
            ))}
          </div>
        </details>
      </div>
      {shown && (
        <div className={styles.share} role="status">
          <p>{shown.message}</p>
          {shown.link && <input aria-label="Share link" readOnly value={shown.link} onFocus={(event) => event.target.select()} className={styles.shareInput} />}
        </div>
      )}
    </div>
  );
}
