/**
 * The console panel's store. Lines arrive in bursts, so they collect in a ref and the panel
 * re-renders at most once per animation frame (as the websocket console's log does).
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import {appendLines, suppressedLine, type ConsoleLine} from '../logic/consoleLines';

let nextId = 1;

export function useConsole() {
  const [lines, setLines] = useState<readonly ConsoleLine[]>([]);
  const waiting = useRef<ConsoleLine[]>([]);
  const frame = useRef<number | undefined>(undefined);

  const flush = useCallback(() => {
    frame.current = undefined;
    const incoming = waiting.current;
    waiting.current = [];
    setLines((current) => appendLines(current, incoming));
  }, []);
  const queue = useCallback(
    (line: ConsoleLine) => {
      waiting.current = appendLines(waiting.current, [line]);
      frame.current ??= requestAnimationFrame(flush);
    },
    [flush],
  );
  const add = useCallback((level: string, text: string) => queue({id: nextId++, level, text}), [queue]);
  const suppressed = useCallback((count: number) => {
    if (count > 0) queue(suppressedLine(nextId++, count));
  }, [queue]);
  const clear = useCallback(() => {
    waiting.current = [];
    setLines([]);
  }, []);
  useEffect(
    () => () => {
      if (frame.current !== undefined) cancelAnimationFrame(frame.current);
    },
    [],
  );
  return {lines, add, suppressed, clear};
}
