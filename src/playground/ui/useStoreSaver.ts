/**
 * Keeps SE_API.store in localStorage without writing on every set: at most one write a second, the
 * last one when the playground closes. A widget writing in a loop then costs the page almost nothing.
 * A write the browser refuses (storage full or blocked) is reported once through `onFail`, until one works again.
 */
import {useCallback, useEffect, useRef} from 'react';
import type {StoreData} from '../logic/store';
import {STORE_KEY, writeJson} from './storage';

const SAVE_EVERY_MS = 1000;

export function useStoreSaver(onFail: () => void): (store: StoreData) => void {
  const latest = useRef<StoreData | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const failing = useRef(false);
  const report = useRef(onFail);
  useEffect(() => {
    report.current = onFail;
  });
  const write = useCallback(() => {
    timer.current = undefined;
    if (latest.current) {
      const saved = writeJson(STORE_KEY, latest.current);
      if (!saved && !failing.current) report.current();
      failing.current = !saved;
    }
    latest.current = null;
  }, []);
  useEffect(() => {
    window.addEventListener('pagehide', write);
    return () => {
      window.removeEventListener('pagehide', write);
      window.clearTimeout(timer.current);
      write();
    };
  }, [write]);
  return useCallback(
    (store: StoreData) => {
      latest.current = store;
      timer.current ??= window.setTimeout(write, SAVE_EVERY_MS);
    },
    [write],
  );
}
