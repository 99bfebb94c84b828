import React, {useId, useState} from 'react';
import {copyText} from '@site/src/tools/copyText';
import {useTextLimit} from '@site/src/tools/useTextLimit';
import {buildCommandLine, commandName, messageCommand, parseCommandLine, withCommand, type CommandAction} from '../chatCommand';
import {FIELD_LIMITS, type Draft} from './draft';
import FieldNote from './FieldNote';
import tools from '@site/src/css/tools.module.css';
import styles from './preview.module.css';

interface Props {
  draft: Draft;
  /** The chat message and reply the preview last evaluated: the copied line is built from exactly these. */
  evaluated: {message: string; reply: string};
  update: (changes: Partial<Draft>) => void;
  replace: (label: string, changes: Partial<Draft>) => void;
}

/**
 * "Copy as chat command", and the way back: start from a `!command add` or `edit` line pasted in.
 * The Command field is the chat message's first word, shown apart: editing it renames the command
 * in the message, so the preview never runs one command and copies another.
 */
export default function CommandLine({draft, evaluated, update, replace}: Props): React.ReactElement {
  const id = useId();
  const [status, setStatus] = useState('');
  const [pasted, setPasted] = useState('');
  const [pasteStatus, setPasteStatus] = useState('');
  const pastedLimit = useTextLimit('the chat line field', FIELD_LIMITS.chatLine, pasted, setPasted);
  const command = messageCommand(draft.message) ?? '';
  const commandLimit = useTextLimit('the command', FIELD_LIMITS.sender, command, (value) => update({message: withCommand(draft.message, value)}));
  const name = messageCommand(evaluated.message);
  const line = name === null ? null : buildCommandLine({action: draft.action, name, reply: evaluated.reply});

  const copy = async () => {
    if (line === null) {
      setStatus('Nothing was copied: the chat message runs no command. Start it with the command, such as !hug.');
      return;
    }
    const done = await copyText(line);
    setStatus(done ? `Copied: ${line}` : 'Your browser did not allow copying. Select the line below and copy it yourself.');
  };
  const loadPasted = () => {
    const parsed = parseCommandLine(pasted);
    if (!parsed) {
      setPasteStatus('That is not a `!command add` or `!command edit` line (`!cmd` works too), so nothing changed.');
      return;
    }
    const bare = commandName(parsed.name);
    replace('Before using a pasted chat line', {action: parsed.action, reply: parsed.reply, message: `!${bare}`});
    setPasteStatus(`Loaded !${bare} into the preview. The reply it replaced is in the earlier drafts.`);
    setPasted('');
  };

  return (
    <div className={styles.section}>
      <div className={styles.row}>
        <label className={tools.field}>
          <span>Command</span>
          <input
            className={tools.control}
            value={command}
            {...commandLimit.props}
            spellCheck={false}
            autoComplete="off"
            aria-describedby={`${id}-command`}
          />
        </label>
        <label className={tools.field}>
          <span>Chat line</span>
          <select className={tools.control} value={draft.action} onChange={(event) => update({action: event.target.value as CommandAction})}>
            <option value="add">add a new command</option>
            <option value="edit">edit an existing command</option>
          </select>
        </label>
      </div>
      {commandLimit.message && <FieldNote text={commandLimit.message} />}
      <p id={`${id}-command`} className={styles.note}>
        The command is the chat message&apos;s first word: change either, and the other follows.
      </p>
      <p className={styles.line}>{line === null ? <span data-chat-command="">No command to copy: the chat message runs none.</span> : <code data-chat-command="">{line}</code>}</p>
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
            {...pastedLimit.props}
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
        {(pastedLimit.message || pasteStatus).split('`').map((part, index) => (index % 2 === 1 ? <code key={index}>{part}</code> : part))}
      </p>
    </div>
  );
}
