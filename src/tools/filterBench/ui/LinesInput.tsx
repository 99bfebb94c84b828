/** The pasted lines, the default sender, the seconds between lines, and each named sender's level and platform. */
import React, {useCallback, useId, useMemo} from 'react';
import tools from '@site/src/css/tools.module.css';
import {platformIds, platformLabels, type Platform} from '@site/src/data/platforms';
import {userLevels} from '@site/src/data/userLevels';
import {useTextLimit} from '@site/src/tools/useTextLimit';
import {MAX_LOG_CHARS, senderNames, senderOf, type Sender} from '../model/chatLog';
import {MAX_SENDERS, type BenchDraft} from '../model/draft';
import type {SenderLevel} from '../model/types';
import {NumberField} from './fields';
import styles from './bench.module.css';

const levelOptions: {value: SenderLevel; label: string}[] = [...userLevels.map((l) => ({value: l.id as SenderLevel, label: l.twitchOnly ? `${l.label} (Twitch only)` : l.label})), {value: 'staff', label: 'Platform staff'}];

function SenderPicker({label, sender, onChange}: {label: string; sender: Sender; onChange: (sender: Sender) => void}): React.ReactElement {
  return (
    <>
      <select className={tools.control} aria-label={`${label}: user level`} value={sender.level} onChange={(event) => onChange({...sender, level: event.target.value as SenderLevel})}>
        {levelOptions.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <select className={tools.control} aria-label={`${label}: platform`} value={sender.platform} onChange={(event) => onChange({...sender, platform: event.target.value as Platform})}>
        {platformIds.map((id) => (
          <option key={id} value={id}>
            {platformLabels[id]}
          </option>
        ))}
      </select>
    </>
  );
}

interface Props {
  draft: BenchDraft;
  update: (changes: Partial<BenchDraft>) => void;
  textareaRef: React.RefObject<HTMLTextAreaElement>;
}

export default function LinesInput({draft, update, textareaRef}: Props): React.ReactElement {
  const id = useId();
  const setLog = useCallback((log: string) => update({log}), [update]);
  const limit = useTextLimit('the chat lines', MAX_LOG_CHARS, draft.log, setLog);
  const names = useMemo(() => senderNames(draft.log).slice(0, MAX_SENDERS), [draft.log]);
  return (
    <div className={styles.section}>
      <div className={tools.field}>
        <label htmlFor={`${id}-log`}>Chat lines</label>
        <textarea
          id={`${id}-log`}
          ref={textareaRef}
          className={`${tools.control} ${styles.log}`}
          value={draft.log}
          rows={8}
          spellCheck={false}
          aria-describedby={`${id}-log-hint`}
          onChange={(event) => setLog(limit.within(event.target.value))}
          onPaste={limit.onPaste}
          onDrop={limit.onDrop}
        />
        <span id={`${id}-log-hint`} className={styles.hint}>
          One message a line. A chat log works: “name: message”, optionally after a time such as [21:04:05]. Lines without a time are taken to be the seconds below apart.
        </span>
        <p role="status" className={limit.message ? 'alert alert--warning margin-vert--sm' : styles.empty} data-field-limit={limit.message ? '' : undefined}>
          {limit.message}
        </p>
      </div>
      <div className={styles.row}>
        <div className={tools.field}>
          <span id={`${id}-fallback`}>Lines without a name, and new senders</span>
          <div className={styles.pickers} role="group" aria-labelledby={`${id}-fallback`}>
            <SenderPicker label="Default sender" sender={draft.fallback} onChange={(fallback) => update({fallback})} />
          </div>
        </div>
        <NumberField label="Seconds between lines without a time" value={draft.spacingSeconds} max={3600} onChange={(spacingSeconds) => update({spacingSeconds})} />
      </div>
      {names.length > 0 && (
        <table className={styles.senders}>
          <caption>Senders in the lines</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">User level and platform</th>
            </tr>
          </thead>
          <tbody>
            {names.map((name) => (
              <tr key={name}>
                <th scope="row">{name}</th>
                <td className={styles.pickers}>
                  <SenderPicker label={name} sender={senderOf(draft.senders, name, draft.fallback)} onChange={(sender) => update({senders: {...draft.senders, [name]: sender}})} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
