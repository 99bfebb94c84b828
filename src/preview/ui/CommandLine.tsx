import React, {useState} from 'react';
import {buildCommandLine, parseCommandLine, type CommandAction} from '../chatCommand';
import type {Draft} from './draft';
import tools from '@site/src/css/tools.module.css';
import styles from './preview.module.css';

interface Props {
  draft: Draft;
  update: (changes: Partial<Draft>) => void;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** "Copy as chat command", and the way back: start from a `!command add` or `edit` line pasted in. */
export default function CommandLine({draft, update}: Props): React.ReactElement {
  const [status, setStatus] = useState('');
  const [pasted, setPasted] = useState('');
  const [pasteStatus, setPasteStatus] = useState('');
  const line = buildCommandLine({action: draft.action, name: draft.name, reply: draft.reply});

  const copy = async () => {
    const done = await copyText(line);
    setStatus(done ? `Copied: ${line}` : 'Your browser did not allow copying. Select the line below and copy it yourself.');
  };
  const loadPasted = () => {
    const parsed = parseCommandLine(pasted);
    if (!parsed) {
      setPasteStatus('That is not a `!command add` or `!command edit` line (`!cmd` works too), so nothing changed.');
      return;
    }
    update({name: parsed.name, action: parsed.action, reply: parsed.reply, message: `!${parsed.name}`});
    setPasteStatus(`Loaded !${parsed.name} into the preview.`);
    setPasted('');
  };

  return (
    <div className={styles.section}>
      <div className={styles.row}>
        <label className={tools.field}>
          <span>Command</span>
          <input className={tools.control} value={draft.name} onChange={(event) => update({name: event.target.value})} spellCheck={false} autoComplete="off" />
        </label>
        <label className={tools.field}>
          <span>Chat line</span>
          <select className={tools.control} value={draft.action} onChange={(event) => update({action: event.target.value as CommandAction})}>
            <option value="add">add a new command</option>
            <option value="edit">edit an existing command</option>
          </select>
        </label>
      </div>
      <p className={styles.line}>
        <code data-chat-command>{line}</code>
      </p>
      <div className={tools.actions}>
        <button type="button" className="button button--primary" onClick={copy}>
          Copy as chat command
        </button>
        <span role="status" className={styles.status}>
          {status}
        </span>
      </div>
      <div className={styles.row}>
        <label className={`${tools.field} ${styles.grow}`}>
          <span>Start from an existing chat line</span>
          <input
            className={tools.control}
            value={pasted}
            onChange={(event) => setPasted(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') loadPasted();
            }}
            placeholder="!command add !name reply"
            spellCheck={false}
            autoComplete="off"
          />
        </label>
        <button type="button" className="button button--outline button--secondary" onClick={loadPasted}>
          Use this line
        </button>
      </div>
      <p role="status" className={styles.status}>
        {pasteStatus.split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}
      </p>
    </div>
  );
}
