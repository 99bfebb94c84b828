import React, {useLayoutEffect, useMemo, useRef, useState} from 'react';
import {useVirtualizer} from '@tanstack/react-virtual';
import type {LogEntry} from '../session';
import {isViolation} from '../schemaCheck';
import EntryDetail from './EntryDetail';
import Field from './Field';
import styles from './styles.module.css';

const rowHeight = 30;
const kinds = ['all', 'message', 'response', 'sent', 'welcome', 'reconnect', 'heartbeat', 'problem', 'note'] as const;
type KindFilter = (typeof kinds)[number];

function matchesKind(entry: LogEntry, kind: KindFilter): boolean {
  if (kind === 'all') return true;
  if (kind === 'sent') return entry.kind === 'sent';
  if (kind === 'problem') return entry.kind === 'problem';
  return entry.type === kind && entry.kind !== 'sent';
}

// One formatter for every row: toLocaleTimeString would build a new one per call.
const clock = new Intl.DateTimeFormat('en-GB', {hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false});
const time = (at: number) => clock.format(at);

/** The virtualized message list: filter by type and topic, pick a line to see it whole. */
export default function MessageList({entries, topics}: {entries: readonly LogEntry[]; topics: readonly string[]}): React.ReactElement {
  const [kind, setKind] = useState<KindFilter>('all');
  const [topic, setTopic] = useState('');
  const [selected, setSelected] = useState<number | undefined>(undefined);
  const scroller = useRef<HTMLDivElement>(null);
  const filtered = useMemo(() => entries.filter((entry) => matchesKind(entry, kind) && (!topic || entry.topic === topic)), [entries, kind, topic]);
  // TanStack Virtual returns new values from a stable object, which the React Compiler cannot memoize; it skips this component on purpose.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({count: filtered.length, getScrollElement: () => scroller.current, estimateSize: () => rowHeight, overscan: 8});
  // Follow the newest line unless the visitor has scrolled up to read something.
  const following = useRef(true);
  useLayoutEffect(() => {
    const element = scroller.current;
    if (following.current && element) element.scrollTop = element.scrollHeight;
  }, [filtered.length]);
  const onScroll = (event: React.UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    following.current = element.scrollTop + element.clientHeight >= element.scrollHeight - 2 * rowHeight;
  };
  const chosen = selected === undefined ? undefined : entries.find((entry) => entry.seq === selected);

  const copyAll = () => {
    const list = filtered.map((entry) => (entry.json ? (JSON.parse(entry.json) as unknown) : {console: entry.kind, text: entry.summary}));
    void navigator.clipboard?.writeText(JSON.stringify(list, null, 2));
  };

  return (
    <div className="margin-top--sm">
      <div className={styles.row}>
        <Field label="Show type" inline>
          {(id) => (
            <select id={id} value={kind} onChange={(event) => setKind(event.target.value as KindFilter)}>
              {kinds.map((value) => (
                <option key={value}>{value}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Show topic" inline>
          {(id) => (
            <select id={id} value={topic} onChange={(event) => setTopic(event.target.value)}>
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
        <button type="button" className="button button--sm button--secondary" onClick={copyAll} disabled={filtered.length === 0}>
          Copy shown as JSON
        </button>
      </div>
      <div ref={scroller} className={styles.scroller} role="log" aria-label="Console messages" tabIndex={0} onScroll={onScroll}>
        <ol className={styles.rows} style={{height: virtualizer.getTotalSize()}}>
          {virtualizer.getVirtualItems().map((row) => {
            const entry = filtered[row.index]!;
            const differs = entry.differences?.length ? entry.differences : undefined;
            return (
              <li key={entry.seq} data-kind={entry.kind} style={{transform: `translateY(${row.start}px)`}}>
                <button type="button" aria-pressed={selected === entry.seq} onClick={() => setSelected(entry.seq)}>
                  <span>{time(entry.at)}</span>
                  <strong>{entry.kind === 'sent' ? `→ ${entry.type}` : entry.kind === 'received' ? `← ${entry.type}` : entry.type}</strong>
                  {differs && <span className="badge badge--warning">{differs.some(isViolation) ? 'differs from the docs' : 'extra fields'}</span>}
                  <span>{entry.summary}</span>
                </button>
              </li>
            );
          })}
        </ol>
      </div>
      {chosen && <EntryDetail entry={chosen} onClose={() => setSelected(undefined)} />}
    </div>
  );
}
