/** A button per documented listener (from src/data), the selected event's payload, Send, and the alert queue. */
import React, {useState} from 'react';
import {catalogue, isWindowEvent, windowEventIds} from '../logic/catalogue';
import {PLAYGROUND_LIMITS} from '../logic/limits';
import type {World} from '../logic/world';
import CodeEditor from './LazyCodeEditor';
import {problemDiagnostics} from './diagnostics';
import {alerts, styles} from './styles';
import type {useEvents} from './useEvents';
import {buttons} from './buttons';

interface Props {
  events: ReturnType<typeof useEvents>;
  /** Called before a payload edit by the visitor is applied (the draft's rules, as for the editors). */
  onEdit: () => void;
  queue: World['queue'];
  widgetDuration: number;
  onSkip: () => void;
}

const groups = [
  {title: 'Alerts (through the alert queue)', entries: catalogue.filter((entry) => entry.isAlert).map((entry) => ({id: entry.id, label: entry.label}))},
  {title: 'Other events', entries: catalogue.filter((entry) => !entry.isAlert).map((entry) => ({id: entry.id, label: entry.label}))},
  {title: 'Window events', entries: windowEventIds.map((id) => ({id, label: id}))},
];

export default function EventsPanel({events, onEdit, queue, widgetDuration, onSkip}: Props): React.ReactElement {
  const {selected, select, payload, setPayload, problem, sendSelected, streaming, toggleStream} = events;
  const entry = catalogue.find((candidate) => candidate.id === selected);
  const windowEvent = isWindowEvent(selected);
  const [limitMessage, setLimitMessage] = useState('');
  return (
    <div className={styles.events}>
      {groups.map((group) => (
        <div key={group.title}>
          <h3 className={styles.groupTitle}>{group.title}</h3>
          <ul className={styles.eventList}>
            {group.entries.map((item) => (
              <li key={item.id}>
                <button type="button" className={`${selected === item.id ? buttons.chosen : buttons.choice} ${styles.eventButton}`} aria-pressed={selected === item.id} onClick={() => select(item.id)}>
                  {item.label}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <div className={styles.payload}>
        {entry && (
          <>
            <p className={styles.note}>
              <code>{entry.listener}</code>: {entry.when}
              {entry.unconfirmed ? ` Not confirmed: ${entry.unconfirmed}` : ''} Edit the event below (it arrives as <code>obj.detail.event</code>), then send it.
            </p>
            <CodeEditor
              key={entry.id}
              label={`Payload of ${entry.label} (JSON)`}
              language="json"
              value={payload}
              onChange={(text, byVisitor) => {
                if (byVisitor) onEdit();
                setPayload(text);
              }}
              diagnose={problemDiagnostics(() => problem)}
              maxLength={PLAYGROUND_LIMITS.payloadChars}
              onLimit={setLimitMessage}
            />
            {limitMessage && (
              <p role="status" className={alerts.warning}>
                {limitMessage}
              </p>
            )}
            {problem && (
              <p className={styles.error} role="alert">
                Payload JSON, line {problem.line}, column {problem.column}: {problem.message}. Nothing is sent until it is valid.
              </p>
            )}
          </>
        )}
        {windowEvent && (
          <p className={styles.note}>
            {selected === 'onWidgetLoad'
              ? 'onWidgetLoad fires when the widget loads: sending it reloads the widget with the current fields and session.'
              : 'onSessionUpdate follows every alert by itself; send it here to deliver the current session once more.'}
          </p>
        )}
        <div className={styles.row}>
          <button type="button" className={buttons.primary} disabled={Boolean(problem) || (!entry && !windowEvent)} onClick={sendSelected}>
            Send {entry ? entry.label : selected}
          </button>
          <button type="button" className={buttons.secondary} aria-pressed={streaming} onClick={toggleStream}>
            {streaming ? 'Stop the stream' : 'Play a short stream'}
          </button>
        </div>
      </div>
      <h3 className={styles.groupTitle}>Alert queue</h3>
      <p className={styles.note}>
        widgetDuration: {widgetDuration} s{widgetDuration === 0 ? ' (the default: alerts do not wait for the widget)' : ''}.{' '}
        {queue.holding
          ? `Holding for ${queue.holding.alert.listener} (#${queue.holding.alert.id}) until SE_API.resumeQueue() or until widgetDuration runs out.`
          : 'Nothing is holding the queue.'}{' '}
        Waiting: {queue.waiting.length === 0 ? 'none' : queue.waiting.map((alert) => `${alert.listener} (#${alert.id})`).join(', ')}.
      </p>
      {/* aria-disabled, not disabled: the button stays focusable once the alert it skipped has gone. */}
      <button type="button" className={buttons.secondary} aria-disabled={!queue.holding} onClick={() => queue.holding && onSkip()}>
        Skip the alert on screen (event:skip)
      </button>
    </div>
  );
}
