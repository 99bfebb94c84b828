/** The widget frame, the watchdog's warning, the alert queue and the overlay status switches. */
import React from 'react';
import type {World} from '../logic/world';
import type {FrameStatus} from './useRunner';
import {styles} from './styles';

interface Props {
  frame: React.MutableRefObject<HTMLIFrameElement | null>;
  srcdoc: {run: number; html: string} | null;
  status: FrameStatus;
  world: World;
  widgetDuration: number;
  onStop: () => void;
  onRestart: () => void;
  onSkip: () => void;
  onStatus: (status: World['status']) => void;
}

const statusText: Record<FrameStatus, string> = {
  starting: 'Starting the widget…',
  running: 'Widget running.',
  unresponsive: 'The widget is not responding.',
  stopped: 'Widget stopped.',
  stuck: 'The widget could not start again.',
};

export default function PreviewPanel({frame, srcdoc, status, world, widgetDuration, onStop, onRestart, onSkip, onStatus}: Props): React.ReactElement {
  const {queue} = world;
  return (
    <div className={styles.preview}>
      <div className={styles.frameBox}>
        {srcdoc ? <iframe ref={frame} key={srcdoc.run} title="Widget preview" sandbox="allow-scripts" srcDoc={srcdoc.html} className={styles.frame} /> : <p className={styles.frameEmpty}>{statusText[status]}</p>}
      </div>
      <p role="status" className={styles.note}>
        {statusText[status]}
      </p>
      {status === 'unresponsive' && (
        <div role="alert" className={styles.watchdog}>
          <p>The widget has not answered for a few seconds: its code may be stuck in an endless loop, so the playground took it out of the page. The page around it keeps working.</p>
          <div className={styles.row}>
            <button type="button" className="button button--danger" onClick={onStop}>
              Stop widget
            </button>
            <button type="button" className="button button--secondary" onClick={onRestart}>
              Reload widget
            </button>
          </div>
        </div>
      )}
      {(status === 'stopped' || status === 'stuck') && (
        <div className={styles.row}>
          <button type="button" className="button button--secondary" onClick={onRestart}>
            Run widget
          </button>
        </div>
      )}
      <div className={styles.queue}>
        <h3 className={styles.groupTitle}>Alert queue</h3>
        <p className={styles.note}>
          widgetDuration: {widgetDuration} s{widgetDuration === 0 ? ' (the default: alerts do not wait for the widget)' : ''}.{' '}
          {queue.holding
            ? `Holding for ${queue.holding.alert.listener} (#${queue.holding.alert.id}) until SE_API.resumeQueue() or until widgetDuration runs out.`
            : 'Nothing is holding the queue.'}{' '}
          Waiting: {queue.waiting.length === 0 ? 'none' : queue.waiting.map((alert) => `${alert.listener} (#${alert.id})`).join(', ')}.
        </p>
        <button type="button" className="button button--sm button--secondary" disabled={!queue.holding} onClick={onSkip}>
          Skip the alert on screen (event:skip)
        </button>
      </div>
      <fieldset className={styles.fieldGroup}>
        <legend>SE_API.getOverlayStatus()</legend>
        <label className={styles.checkboxLabel}>
          <input type="checkbox" checked={world.status.isEditorMode} onChange={(event) => onStatus({...world.status, isEditorMode: event.target.checked})} /> isEditorMode
        </label>{' '}
        <label className={styles.checkboxLabel}>
          <input type="checkbox" checked={world.status.muted} onChange={(event) => onStatus({...world.status, muted: event.target.checked})} /> muted
        </label>
      </fieldset>
    </div>
  );
}
