/** A button per documented listener (from src/data), the selected event's payload, and Send. */
import React from 'react';
import {catalogue} from '../logic/catalogue';
import type {JsonProblem} from '../logic/fields';
import CodeEditor from './LazyCodeEditor';
import {problemDiagnostics} from './diagnostics';
import {styles} from './styles';

export const windowEventIds = ['onWidgetLoad', 'onSessionUpdate'] as const;

interface Props {
  selected: string;
  onSelect: (id: string) => void;
  payload: string;
  problem: JsonProblem | null;
  onPayloadChange: (text: string) => void;
  onSend: () => void;
  streaming: boolean;
  onStream: () => void;
}

const groups = [
  {title: 'Alerts (through the alert queue)', entries: catalogue.filter((entry) => entry.isAlert)},
  {title: 'Other events', entries: catalogue.filter((entry) => !entry.isAlert)},
];

export default function EventsPanel({selected, onSelect, payload, problem, onPayloadChange, onSend, streaming, onStream}: Props): React.ReactElement {
  const entry = catalogue.find((candidate) => candidate.id === selected);
  const isWindowEvent = (windowEventIds as readonly string[]).includes(selected);
  const pick = (id: string, label: string) => (
    <li key={id}>
      <button type="button" className={styles.eventButton} aria-pressed={selected === id} onClick={() => onSelect(id)}>
        {label}
      </button>
    </li>
  );
  return (
    <div className={styles.events}>
      {groups.map((group) => (
        <div key={group.title}>
          <h3 className={styles.groupTitle}>{group.title}</h3>
          <ul className={styles.eventList}>{group.entries.map((item) => pick(item.id, item.label))}</ul>
        </div>
      ))}
      <h3 className={styles.groupTitle}>Window events</h3>
      <ul className={styles.eventList}>{windowEventIds.map((id) => pick(id, id))}</ul>
      <div className={styles.payload}>
        {entry && (
          <>
            <p className={styles.note}>
              <code>{entry.listener}</code>: {entry.when} Edit the event below (it arrives as <code>obj.detail.event</code>), then send it.
            </p>
            <CodeEditor key={entry.id} label={`Payload of ${entry.label} (JSON)`} language="json" value={payload} onChange={onPayloadChange} diagnose={problemDiagnostics(() => problem)} />
            {problem && (
              <p className={styles.error} role="alert">
                Payload JSON, line {problem.line}, column {problem.column}: {problem.message}. Nothing is sent until it is valid.
              </p>
            )}
          </>
        )}
        {isWindowEvent && (
          <p className={styles.note}>
            {selected === 'onWidgetLoad'
              ? 'onWidgetLoad fires when the widget loads: sending it reloads the widget with the current fields and session.'
              : 'onSessionUpdate follows every alert by itself; send it here to deliver the current session once more.'}
          </p>
        )}
        <div className={styles.row}>
          <button type="button" className="button button--primary" disabled={Boolean(problem) || (!entry && !isWindowEvent)} onClick={onSend}>
            Send {entry ? entry.label : selected}
          </button>
          <button type="button" className="button button--secondary" onClick={onStream}>
            {streaming ? 'Stop the stream' : 'Play a short stream'}
          </button>
        </div>
      </div>
    </div>
  );
}
