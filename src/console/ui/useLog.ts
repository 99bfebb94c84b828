import {useCallback, useEffect, useRef, useState} from 'react';
import type {LogEntry} from '../session';

/** Keeps at most this many lines; older ones are dropped (the console says so). */
export const maxEntries = 20_000;

/**
 * Same kind, type and text: a repeat that joins the line before it instead of a line of its own.
 * Topic messages never do: two alike are still two events (two equal tips), and each is checked.
 */
const repeats = (last: LogEntry | undefined, entry: LogEntry): last is LogEntry =>
  last !== undefined && entry.type !== 'message' && last.kind === entry.kind && last.type === entry.type && last.topic === entry.topic && last.summary === entry.summary;

/** The list redraws at most this often while entries keep coming. */
export const redrawEveryMs = 100;

/**
 * A flood: more lines than this reached one redraw. A flood is read as a count, not line by line,
 * so until it ebbs the list redraws less often: each redraw lays the list out again, and at the
 * usual rate redrawing took more of a burst's time than reading its thousands of frames.
 */
export const floodLines = 100;
export const floodRedrawEveryMs = 300;

/**
 * The message list's store. Entries arrive in bursts (thousands from one click), so they collect
 * in a ref and the list re-renders in an animation frame, at most once per redrawEveryMs (per
 * floodRedrawEveryMs during a flood). A line identical to the one
 * before it (twenty rate-limit refusals, say) is counted on that line instead of added. While
 * paused, new entries wait in the buffer and the visible list stays still.
 */
export function useLog() {
  const all = useRef<LogEntry[]>([]);
  const [shown, setShown] = useState<readonly LogEntry[]>([]);
  const [paused, setPausedState] = useState(false);
  const pausedRef = useRef(false);
  const shownCount = useRef(0);
  const frame = useRef<number | undefined>(undefined);
  const timer = useRef<number | undefined>(undefined);
  const lastFlush = useRef(0);
  /** Lines added since the last redraw, and how many the last redraw brought. */
  const arrived = useRef(0);
  const lastBatch = useRef(0);
  const [dropped, setDropped] = useState(0);
  const [waiting, setWaiting] = useState(0);

  const flush = useCallback(() => {
    frame.current = undefined;
    lastFlush.current = performance.now();
    lastBatch.current = arrived.current;
    arrived.current = 0;
    if (pausedRef.current) {
      setWaiting(all.current.length - shownCount.current);
      return;
    }
    shownCount.current = all.current.length;
    setWaiting(0);
    setShown(all.current.slice());
  }, []);

  const add = useCallback(
    (entries: readonly LogEntry[]) => {
      arrived.current += entries.length;
      for (const entry of entries) {
        const lastIndex = all.current.length - 1;
        const last = all.current[lastIndex];
        // A line already on screen while paused stays as it is; its repeats wait as new lines.
        if (repeats(last, entry) && !(pausedRef.current && lastIndex < shownCount.current)) {
          all.current[lastIndex] = {...last, at: entry.at, repeats: (last.repeats ?? 1) + 1};
        } else all.current.push(entry);
      }
      const over = all.current.length - maxEntries;
      if (over > 0) {
        all.current.splice(0, over);
        setDropped((count) => count + over);
      }
      if (frame.current === undefined && timer.current === undefined) {
        const wait = lastFlush.current + (lastBatch.current > floodLines ? floodRedrawEveryMs : redrawEveryMs) - performance.now();
        if (wait <= 0) frame.current = requestAnimationFrame(flush);
        else
          timer.current = window.setTimeout(() => {
            timer.current = undefined;
            frame.current = requestAnimationFrame(flush);
          }, wait);
      }
    },
    [flush],
  );

  const setPaused = useCallback(
    (value: boolean) => {
      pausedRef.current = value;
      setPausedState(value);
      if (!value) flush();
    },
    [flush],
  );

  const clear = useCallback(() => {
    all.current = [];
    shownCount.current = 0;
    arrived.current = 0;
    lastBatch.current = 0;
    setShown([]);
    setWaiting(0);
    setDropped(0);
  }, []);

  useEffect(() => () => {
    if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    if (timer.current !== undefined) clearTimeout(timer.current);
  }, []);

  return {shown, add, paused, setPaused, clear, dropped, waiting};
}
