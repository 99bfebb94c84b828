/** The widget frame (its own sandboxed document), the run status, and what to do when the playground stopped it. */
import React, {useRef} from 'react';
import {focusIfLost} from '@site/src/tools/focusIfLost';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {FRAME_PATH} from '../frame/protocol';
import {buttons} from './buttons';
import {haltReasons, type HaltReason} from './haltReasons';
import type {FrameStatus} from './useRunner';
import {alerts, styles} from './styles';

interface Props {
  frame: React.MutableRefObject<HTMLIFrameElement | null>;
  run: number | null;
  onFrameLoad: () => void;
  status: FrameStatus;
  halt: HaltReason | null;
  onStop: () => void;
  onRestart: () => void;
}

const statusText: Record<FrameStatus, string> = {
  starting: 'Starting the widget…',
  running: 'Widget running.',
  unresponsive: 'The widget is not responding.',
  stopped: 'Widget stopped.',
  halted: 'Widget stopped by the playground.',
};

export default function PreviewPanel({frame, run, onFrameLoad, status, halt, onStop, onRestart}: Props): React.ReactElement {
  const src = useBaseUrl(FRAME_PATH);
  // Each button here goes with the state it acts on: focus stays in the panel, on the status line
  // that says what happened (the next Tab reaches the button that took its place, if any).
  const statusLine = useRef<HTMLParagraphElement>(null);
  const keepFocus = (action: () => void) => {
    action();
    focusIfLost(() => statusLine.current);
  };
  return (
    <div className={styles.preview}>
      <div className={styles.frameBox}>
        {run !== null ? (
          <iframe ref={frame} key={run} title="Widget preview" sandbox="allow-scripts" src={src} onLoad={onFrameLoad} className={styles.frame} />
        ) : (
          <p className={styles.frameEmpty}>{statusText[status]}</p>
        )}
      </div>
      <p ref={statusLine} tabIndex={-1} role="status" className={styles.status}>
        {statusText[status]}
      </p>
      {status === 'unresponsive' && (
        <div role="alert" className={alerts.problem}>
          <p>The widget has not answered for a few seconds: its code may be stuck in an endless loop, so the playground took it out of the page. The page around it keeps working.</p>
          <div className={styles.row}>
            <button type="button" className={buttons.danger} onClick={() => keepFocus(onStop)}>
              Stop widget
            </button>
            <button type="button" className={buttons.secondary} onClick={() => keepFocus(onRestart)}>
              Reload widget
            </button>
          </div>
        </div>
      )}
      {status === 'halted' && halt && (
        <div role="alert" className={alerts.problem}>
          <p>{haltReasons[halt]}</p>
          <button type="button" className={buttons.primary} onClick={() => keepFocus(onRestart)}>
            Run widget again
          </button>
        </div>
      )}
      {status === 'stopped' && (
        <button type="button" className={buttons.primary} onClick={() => keepFocus(onRestart)}>
          Run widget
        </button>
      )}
    </div>
  );
}
