/** The widget's console: its output, uncaught errors with JS line numbers, blocked requests, playground notes. */
import React from 'react';
import {FORWARDED_PER_SECOND, type ConsoleLine} from '../logic/consoleLines';
import {STORE_LIMITS} from '../logic/store';
import {approximations} from '../logic/seApi';
import {sessionApproximation} from '../logic/session';
import {buttons} from './buttons';
import {FLOOD} from './haltReasons';
import {styles} from './styles';

/** The label in front of a line, by level: blocked requests read "network", the playground's own notes "note". */
const number = (value: number) => value.toLocaleString('en');
const labels: Record<string, string> = {blocked: 'network', system: 'note', suppressed: 'skipped'};

export default function ConsolePanel({lines, onClear}: {lines: readonly ConsoleLine[]; onClear: () => void}): React.ReactElement {
  return (
    <div className={styles.consolePanel}>
      <div className={styles.row}>
        <button type="button" className={buttons.secondary} onClick={onClear}>
          Clear console
        </button>
      </div>
      <div role="log" aria-label="Widget console" tabIndex={0} className={styles.console}>
        <ol className={styles.consoleList}>
          {lines.length === 0 && <li>Nothing logged yet.</li>}
          {lines.map((line) => (
            <li key={line.id} data-level={line.level}>
              <span className={styles.levelName}>{labels[line.level] ?? line.level}</span> {line.text}
              {line.repeats !== undefined && (
                // As the websocket console's message list shows a repeat.
                <span className={styles.repeats} title={`The same line ${number(line.repeats)} times in a row`}>
                  ×{number(line.repeats)}
                </span>
              )}
            </li>
          ))}
        </ol>
      </div>
      <details className={styles.note}>
        <summary>Where the playground approximates</summary>
        <ul>
          {Object.entries(approximations).map(([method, text]) => (
            <li key={method}>
              <code>SE_API.{method}</code> {text}
            </li>
          ))}
          <li>{sessionApproximation}</li>
          <li>
            <code>alertService:toggleSound</code> has no documented fields: the sample sends <code>muted</code>, which the playground uses for <code>SE_API.getOverlayStatus().muted</code> (an event without it flips the value).
          </li>
          <li>Requests, external scripts, fonts and images from the widget are blocked and listed here. A widget that navigates or reloads its own frame is stopped (a frame can always do that, so run only code you trust).</li>
          <li>Inline event handlers in the HTML (onclick=&quot;…&quot;) do not run: the frame allows only script files. Add listeners from the JS.</li>
          <li>
            To keep this page responsive, the console shows at most {number(FORWARDED_PER_SECOND)} lines a second and counts the rest, and <code>SE_API.store</code> holds up to{' '}
            {number(STORE_LIMITS.storeChars)} characters of JSON ({number(STORE_LIMITS.valueChars)} per key) and takes up to {STORE_LIMITS.writesPerSecond} writes a second; a widget that keeps calling <code>SE_API.store.set</code> more than {FLOOD.storeWritesPerSecond} times a second for {FLOOD.seconds} seconds is stopped.
          </li>
        </ul>
      </details>
    </div>
  );
}
