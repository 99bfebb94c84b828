/**
 * The draft store as a tool's React state: what the tool opened with (and what was said about it),
 * whether the last save worked, what another tab did, and the history. The tool decides when to
 * save (each change, or after a pause in typing); everything that replaces the draft goes through
 * `replace`, so it reaches the history.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import {downloadText, jsonForDownload} from '../download';
import type {Checked, DraftStore, HistoryItem, SaveOutcome, SaveProblem} from './store';

export interface DraftStatus {
  /** Why the last save failed; null once a save works again. */
  problem: SaveProblem | null;
  /** Another tab saved this draft: when, and whether this tab has already kept it in the history. */
  otherTab: {savedAt: number; kept: boolean} | null;
  history: HistoryItem[];
  /** What became of the last restore or download asked for in the history. */
  historyMessage: string;
}

export interface Drafts<T> {
  status: DraftStatus;
  save: (data: T) => SaveOutcome;
  replace: (label: string, next: T | null) => SaveOutcome;
  /** A history entry back as the draft; null (with the reason in `historyMessage`) when it cannot be opened. */
  restore: (id: string) => T | null;
  /** The other tab's draft, this tab's own going to the history. */
  takeOther: (mine: T) => T | null;
  dismissOther: () => void;
  /** Downloads a history entry. */
  download: (id: string) => void;
  /** Downloads what the tool shows now (for when it could not be saved). */
  downloadWork: (work: T) => void;
}

/** `store` and what its `open()` gave are made once by the tool (the store lives as long as the tool). */
export function useDrafts<T>(store: DraftStore<T>): Drafts<T> {
  const [status, setStatus] = useState<DraftStatus>(() => ({problem: null, otherTab: null, history: store.history(), historyMessage: ''}));
  const problemRef = useRef<SaveProblem | null>(null);

  const refreshHistory = useCallback((historyMessage?: string) => setStatus((current) => ({...current, history: store.history(), historyMessage: historyMessage ?? current.historyMessage})), [store]);
  useEffect(
    () =>
      store.subscribe((change) => {
        if (change.kind === 'history') refreshHistory();
        else setStatus((current) => ({...current, otherTab: {savedAt: change.savedAt, kept: false}}));
      }),
    [store, refreshHistory],
  );

  const report = useCallback(
    (outcome: SaveOutcome, historyChanged: boolean) => {
      const problem = outcome.ok ? null : outcome.problem;
      const keptOther = outcome.ok && outcome.keptOther;
      // Typing saves on every key: a save that changes nothing on screen renders nothing.
      if (!historyChanged && !keptOther && problem?.message === problemRef.current?.message) return outcome;
      problemRef.current = problem;
      setStatus((current) => ({
        ...current,
        problem,
        otherTab: keptOther ? {savedAt: current.otherTab?.savedAt ?? Date.now(), kept: true} : current.otherTab,
        history: historyChanged || keptOther ? store.history() : current.history,
      }));
      return outcome;
    },
    [store],
  );

  const save = useCallback((data: T) => report(store.save(data), false), [store, report]);
  const replace = useCallback((label: string, next: T | null) => report(store.replace(label, next), true), [store, report]);
  const applied = useCallback(
    (checked: Checked<T>, done: string): T | null => {
      if (!checked.ok) {
        refreshHistory(checked.reason);
        return null;
      }
      refreshHistory(checked.repairs?.length ? `${done} It was repaired first: ${checked.repairs.join('; ')}.` : done);
      return checked.value;
    },
    [refreshHistory],
  );
  const restore = useCallback(
    (id: string) => {
      const restored = store.restore(id);
      if (restored.ok && restored.outcome) report(restored.outcome, true);
      return applied(restored, 'Restored. The draft it replaced is now first in this list.');
    },
    [store, report, applied],
  );
  const takeOther = useCallback(
    (mine: T) => {
      const taken = applied(store.adoptStored(mine), 'The other tab’s version is open; yours is first in this list.');
      if (taken !== null) setStatus((current) => ({...current, otherTab: null}));
      return taken;
    },
    [store, applied],
  );
  const dismissOther = useCallback(() => setStatus((current) => ({...current, otherTab: null})), []);
  const download = useCallback(
    (id: string) => {
      const text = store.text(id);
      if (text !== null) downloadText(store.fileName(id), text, 'application/json');
    },
    [store],
  );
  const downloadWork = useCallback((work: T) => downloadText(store.fileName(), jsonForDownload(work), 'application/json'), [store]);

  return {status, save, replace, restore, takeOther, dismissOther, download, downloadWork};
}
