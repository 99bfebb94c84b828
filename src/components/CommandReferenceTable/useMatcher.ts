import {useCallback, useEffect, useState} from 'react';
import {matchesQuery, type CommandRow} from './filter';

type Matcher = (row: CommandRow, query: string) => boolean;

/**
 * The filter's matcher: the plain one (name, alias or summary contains the text) from the first
 * render, then search's reading of the query (./tokenMatch.ts) once its code has arrived. The code
 * loads on the intent to filter: a pointer over or focus in the filter box (`prepare`), or a query.
 */
export function useCommandMatcher(rows: readonly CommandRow[], query: string): {matches: Matcher; prepare: () => void} {
  const [matcher, setMatcher] = useState<{matches: Matcher} | null>(null);
  const [wanted, setWanted] = useState(false);
  const prepare = useCallback(() => setWanted(true), []);
  const load = wanted || query.trim() !== '';
  useEffect(() => {
    if (!load || matcher) return undefined;
    let mounted = true;
    import('./tokenMatch').then(
      (module) => mounted && setMatcher({matches: module.createTokenMatcher(rows)}),
      () => undefined, // offline: the plain matcher keeps working
    );
    return () => {
      mounted = false;
    };
  }, [load, matcher, rows]);
  return {matches: matcher?.matches ?? matchesQuery, prepare};
}
