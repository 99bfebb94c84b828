/** Starters, Reset, Share (a link with the whole state in its fragment), Download, full screen. */
import React, {useState} from 'react';
import {encodeState, MAX_SHARE_LENGTH, type SharedState} from '../logic/share';
import {starters} from '../starters';
import {styles} from './styles';

interface Props {
  state: SharedState;
  fieldData: Record<string, unknown>;
  onStarter: (id: string) => void;
  onReset: () => void;
  fullScreen: boolean;
  onFullScreen: () => void;
}

function download(name: string, text: string, type: string) {
  const url = URL.createObjectURL(new Blob([text], {type}));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export default function Toolbar({state, fieldData, onStarter, onReset, fullScreen, onFullScreen}: Props): React.ReactElement {
  const [starter, setStarter] = useState(starters[0]?.id ?? '');
  const [share, setShare] = useState<{link?: string; message: string} | null>(null);
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
      setShare({message: `This widget is too big for a link (${encoded.length.toLocaleString('en')} characters compressed; the limit is ${MAX_SHARE_LENGTH.toLocaleString('en')}). Download its files instead.`});
      return;
    }
    const link = `${window.location.origin}${window.location.pathname}#state=${encoded}`;
    const copied = await navigator.clipboard?.writeText(link).then(
      () => true,
      () => false,
    );
    setShare({link, message: copied ? 'Link copied. It holds the whole widget; nothing is uploaded.' : 'Copy this link. It holds the whole widget; nothing is uploaded.'});
  };

  return (
    <div className={styles.toolbar}>
      <div className={styles.row}>
        <label htmlFor="pg-starter">Starter</label>
        <select id="pg-starter" value={starter} onChange={(event) => setStarter(event.target.value)}>
          {starters.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title}
            </option>
          ))}
        </select>
        <button type="button" className="button button--sm button--secondary" onClick={() => onStarter(starter)}>
          Load starter
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={onReset}>
          Reset
        </button>
        <button type="button" className="button button--sm button--secondary" onClick={() => void makeLink()}>
          Share
        </button>
        <button type="button" className="button button--sm button--secondary" aria-pressed={fullScreen} onClick={onFullScreen}>
          {fullScreen ? 'Leave full screen' : 'Full screen'}
        </button>
      </div>
      <div className={styles.row}>
        <span>Download:</span>
        {files.map((file) => (
          <button key={file.name} type="button" className="button button--sm button--link" onClick={() => download(file.name, file.text, file.type)}>
            {file.label} <span className={styles.fileName}>({file.name})</span>
          </button>
        ))}
      </div>
      {share && (
        <div className={styles.share} role="status">
          <p>{share.message}</p>
          {share.link && <input aria-label="Share link" readOnly value={share.link} onFocus={(event) => event.target.select()} className={styles.shareInput} />}
        </div>
      )}
    </div>
  );
}
