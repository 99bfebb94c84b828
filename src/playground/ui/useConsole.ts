/** The console panel's lines: the widget's console output, errors, blocked requests, playground notes. */
import {useCallback, useState} from 'react';

export interface ConsoleLine {
  id: number;
  level: string;
  text: string;
}

const MAX_LINES = 500;
let nextId = 1;

export function useConsole() {
  const [lines, setLines] = useState<ConsoleLine[]>([]);
  const add = useCallback((level: string, text: string) => setLines((current) => [...current, {id: nextId++, level, text}].slice(-MAX_LINES)), []);
  const clear = useCallback(() => setLines([]), []);
  return {lines, add, clear};
}
