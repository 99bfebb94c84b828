import React, {useLayoutEffect, useMemo, useRef, useState} from 'react';
import {useVirtualizer} from '@tanstack/react-virtual';
import type {LogEntry} from '../session';
import {isViolation} from '../schemaCheck';
import {time} from './clock';
import EntryDetail from './EntryDetail';
import Field from './Field';
import {copyText} from '@site/src/tools/copyText';
import {copyableLines} from './copyLines';
import tools from '@site/src/css/tools.module.css';
import styles from './styles.module.css';

/** A one-line row's height; wrapped rows are measured as they render. */
const rowHeight = 30;
const kinds = ['all', 'message', 'response', 'sent', 'welcome', 'reconnect', 'heartbeat', 'problem', 'note'] as const;
type KindFilter = (typeof kinds)[number];

/** Problems are the console's own (refused input, closed connections) and the gateway's error replies. */
export const isProblem = (entry: LogEntry): boolean => entry.kind === 'problem' || entry.failed === true;

function matchesKind(entry: LogEntry, kind: KindFilter): boolean {
  if (kind === 'all') return true;
  if (kind === 'sent') return entry.kind === 'sent';
  if (kind === 'problem') return isProblem(entry);
  return entry.type === kind && entry.kind !== 'sent';
}


const typeLabel = (entry: LogEntry) => (entry.kind === 'sent' ? `→ ${entry.type}` : entry.kind === 'received' ? `← ${entry.type}` : entry.type);


/** The virtualized message list: filter by type and topic, pick a line to see it whole. Lines wrap. */
export default function MessageList({entries, topics}: {entries: readonly LogEntry[]; topics: readonly string[]}): React.ReactElement {
  const [kind, setKind] = useState<KindFilter>('all');
  const [topic, setTopic] = useState('');
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const scroller = useRef<HTMLDivElement>(null);
  const filtered = useMemo(() => entries.filter((entry) => matchesKind(entry, kind) && (!topic || entry.topic === topic)), [entries, kind, topic]);
  // TanStack Virtual returns new values from a stable object, which the React Compiler cannot memoize; it skips this component on purpose.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({count: filtered.length, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, overscan: 8, getItemKey: (index) => filtered[index]?.seq ?? index});
  // Follow the newest line unless the visitor has scrolled up to read something. Pinning the
  // scroller to its end again whenever the list grows or a wrapped row's measured height changes the
  // total keeps the end in view in one write per render (the virtualizer's own scrollToEnd settles
  // over several frames, which a burst of thousands of lines keeps restarting).
  const following = useRef(true);
  const totalSize = virtualizer.getTotalSize();
  useLayoutEffect(() => {
    const element = scroller.current;
    if (following.current && element) element.scrollTop = element.scrollHeight;
  }, [filtered.length, totalSize]);
  const onScroll = (event: React.UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    following.current = element.scrollTop + element.clientHeight >= element.scrollHeight - 2 * rowHeight;
  };
  const chosen = selected === undefined ? undefined : entries.find((entry) => entry.seq === selected);

  const [copyStatus, setCopyStatus] = useState('');
  const copyAll = async () => {
    const count = filtered.length;
    setCopyStatus((await copyText(copyableLines(filtered))) ? `Copied ${count === 1 ? 'one line' : `${count.toLocaleString('en')} lines`}.` : 'Your browser did not allow copying.');
  };
  // "Close" takes the panel away: focus goes back to the line it showed, or the list.
  const close = () => {
    const row = scroller.current?.querySelector<HTMLElement>('button[aria-pressed="true"]');
    setSelected(undefined);
    (row ?? scroller.current)?.focus();
  };

  return (
    <div className="margin-top--sm">
      <div className={styles.row}>
        <Field label="Show type" inline>
          {(id) => (
            <select id={id} className={tools.control} value={kind} onChange={(event) => setKind(event.target.value as KindFilter)}>
              {kinds.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Show topic" inline>
          {(id) => (
            <select id={id} className={tools.control} value={topic} onChange={(event) => setTopic(event.target.value)}>
              <option value="">all topics</option>
              {topics.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          )}
        </Field>
        <span aria-live="polite">
          {filtered.length.toLocaleString('en')} of {entries.length.toLocaleString('en')} lines
        </span>
        <button type="button" className="button button--outline button--secondary" onClick={() => void copyAll()} disabled={filtered.length === 0}>
          Copy shown as JSON
        </button>
        <span aria-live="polite">{copyStatus}</span>
      </div>
      <div ref={scroller} className={styles.scroller} role="log" aria-label="Console messages" tabIndex={0} onScroll={onScroll}>
        <ol className={styles.rows} style={{height: virtualizer.getTotalSize()}}>
          {virtualizer.getVirtualItems().map((row) => {
            const entry = filtered[row.index]!;
            const differs = entry.differences?.length ? entry.differences : undefined;
            return (
              <li key={row.key} ref={virtualizer.measureElement} data-index={row.index} data-kind={entry.kind} data-problem={isProblem(entry) || undefined} style={{transform: `translateY(${row.start}px)`}}>
                <button type="button" aria-pressed={selected === entry.seq} onClick={() => setSelected(entry.seq)}>
                  <span className={styles.time}>{time(entry.at)}</span>
                  <strong className={styles.type}>{typeLabel(entry)}</strong>
                  <span className={styles.summary}>
                    {entry.failed && <span className={`${styles.tag} ${styles.tagProblem}`}>error </span>}
                    {differs && <span className={`badge badge--warning ${styles.badge}`}>{differs.some(isViolation) ? 'differs from the docs ' : 'extra fields '}</span>}
                    {entry.summary}
                    {entry.repeats && (
                      <span className={styles.tag} title={`The same line ${entry.repeats} times in a row`}>
                        {` ×${entry.repeats.toLocaleString('en')}`}
                      </span>
                    )}
                  </span>
                </button>
              </li>
            );
          })}
        </ol>
      </div>
      {chosen && <EntryDetail key={chosen.seq} entry={chosen} onClose={close} />}
    </div>
  );
}
