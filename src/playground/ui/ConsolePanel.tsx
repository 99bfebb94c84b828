/** The widget's console: its output, uncaught errors with JS line numbers, blocked requests. */
import React from 'react';
import {approximations} from '../logic/seApi';
import {sessionApproximation} from '../logic/session';
import type {ConsoleLine} from './useConsole';
import {styles} from './styles';

export default function ConsolePanel({lines, onClear}: {lines: readonly ConsoleLine[]; onClear: () => void}): React.ReactElement {
  return (
    <div className={styles.consolePanel}>
      <div className={styles.row}>
        <button type="button" className="button button--sm button--secondary" onClick={onClear}>
          Clear console
        </button>
      </div>
      <div role="log" aria-label="Widget console" tabIndex={0} className={styles.console}>
        <ol className={styles.consoleList}>
        {lines.length === 0 && <li className={styles.consoleEmpty}>Nothing logged yet.</li>}
        {lines.map((line) => (
          <li key={line.id} className={styles[`level-${line.level}`] ?? styles.consoleLine} data-level={line.level}>
            <span className={styles.levelName}>{line.level}</span> {line.text}
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
          <li>The widget has no network access: requests, external scripts, fonts and images are blocked and listed here.</li>
          <li>Inline event handlers in the HTML (onclick=&quot;…&quot;) do not run: the frame allows only script files. Add listeners from the JS.</li>
        </ul>
      </details>
    </div>
  );
}
