import React, {useState} from 'react';
import {platformLabels} from '@site/src/data/platforms';
import {userLevel} from '@site/src/data/userLevels';
import {filterName} from '../model/settings';
import type {Approximation, LineResult, SenderLevel} from '../model/types';
import {count} from '../model/text';
import {headline, outcomeText, penaltyWords} from './describe';
import styles from './bench.module.css';

/** Results shown at once; more on request, so a long log never lays out in one go. */
export const PAGE = 50;

const levelText = (level: SenderLevel) => (level === 'staff' ? 'Platform staff' : userLevel(level).label);

function Approximations({items}: {items: readonly Approximation[]}): React.ReactElement | null {
  if (items.length === 0) return null;
  return (
    <ul className={styles.approximations} aria-label="Where the bench approximates">
      {items.map((a) => (
        <li key={a.id}>
          <strong>Approximation:</strong> {a.text} <span className={styles.fact}>Rests on: {a.fact}</span>
        </li>
      ))}
    </ul>
  );
}

/** Each filter's verdict on a line, drawn the first time it is opened: a long log's cards stay light. */
function EveryVerdict({result}: {result: LineResult}): React.ReactElement {
  const [opened, setOpened] = useState(false);
  return (
    <details onToggle={(event) => event.currentTarget.open && setOpened(true)}>
      {/* One per line card: the line's number tells them apart when a reader tabs or speaks from one to the next. */}
      <summary aria-label={`Every filter’s verdict on line ${result.line.lineNumber}`}>Every filter’s verdict</summary>
      {opened && (
        <ul className={styles.verdicts}>
          {result.verdicts.map((v) => (
            <li key={v.filter} data-filter={v.filter} data-outcome={v.outcome}>
              <strong>{`${filterName(v.filter)}: ${outcomeText(v)}.`}</strong> {v.detail}
              {v.nearestMiss && v.outcome === 'passes' ? ` Nearest miss: ${v.nearestMiss.text}` : ''}
              {v.penalty && v !== result.applied ? ` Its penalty would be a ${penaltyWords(v.penalty)}; ${v.penalty.chatNote}` : ''}
              <Approximations items={v.approximations} />
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

function LineCard({result, note, children}: {result: LineResult; note?: string; children?: React.ReactNode}): React.ReactElement {
  const {line} = result;
  const penalty = result.applied?.penalty;
  return (
    <li className={styles.result} data-line={line.lineNumber} data-outcome={result.applied ? 'caught' : 'passes'}>
      <p className={styles.said}>
        <span className={styles.meta}>{`Line ${line.lineNumber} · ${levelText(line.level)} on ${platformLabels[line.platform]} · `}</span>
        <strong>{line.name}</strong>: <span className={styles.message}>{line.message}</span>
      </p>
      <p className={result.applied ? styles.caught : styles.passes} data-verdict="">
        {headline(result)}
      </p>
      {penalty && (
        <ul className={styles.penalty}>
          <li>{`Moderation reason: ${penalty.reason}`}</li>
          <li>{penalty.chat ? `Chat sees the bot say: “${penalty.chat}”. ${penalty.chatNote.replace('The bot posts the Custom message in chat.', '').trim()}`.trim() : penalty.chatNote}</li>
          {penalty.platformNote && <li>{penalty.platformNote}</li>}
        </ul>
      )}
      {note && <p className={styles.meta}>{note}</p>}
      <EveryVerdict result={result} />
      {children}
    </li>
  );
}

interface Props {
  results: readonly LineResult[];
  notes: ReadonlyMap<number, string>;
  /** Under each line: the real verdict's control, when a token can be used. */
  renderExtra?: (result: LineResult) => React.ReactNode;
}

export default function Results({results, notes, renderExtra}: Props): React.ReactElement {
  const [shown, setShown] = useState(PAGE);
  const visible = results.slice(0, shown);
  return (
    <>
      <ol className={styles.results} aria-label="Verdicts, line by line">
        {visible.map((result) => (
          <LineCard key={result.line.lineNumber} result={result} note={notes.get(result.line.lineNumber)}>
            {renderExtra?.(result)}
          </LineCard>
        ))}
      </ol>
      {results.length > shown && (
        <button type="button" className="button button--secondary button--sm" onClick={() => setShown((n) => n + PAGE)}>
          {`Show ${Math.min(PAGE, results.length - shown)} more of ${count(results.length - shown)} not shown`}
        </button>
      )}
    </>
  );
}
