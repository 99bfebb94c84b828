import {useEffect, useState} from 'react';
import {isHydrating} from '@site/src/clientModules/renderMarks';
import {claimDrawn, queryInUrl, type DrawnHits} from '@site/src/search/firstHits/region';
import type {ResultsState} from '@site/src/search/useSearchResults';
import type {DrawHandlers} from '@site/src/search/firstHits/draw';

/**
 * Where the drawn buttons' clicks go once the page has claimed them. It lives with the module, not
 * with a render of the page: React may render the page more than once before it commits (a click
 * during hydration makes React start hydrating again, at once), and a click handed to a render that
 * never committed would wait for handlers that never come. Every render claims with the same
 * forwarder; the committed page sets the handlers (useDrawnHitsHandlers).
 */
const handoff: {handlers: DrawHandlers | null; waiting: ((app: DrawHandlers) => void)[]} = {handlers: null, waiting: []};
const whenReady = (action: (app: DrawHandlers) => void) => {
  if (handoff.handlers) action(handoff.handlers);
  else handoff.waiting.push(action);
};
const forwarder: DrawHandlers = {
  onQuery: (q) => whenReady((app) => app.onQuery(q)),
  onPage: (p) => whenReady((app) => app.onPage(p)),
  onScope: (s) => whenReady((app) => app.onScope(s)),
};

/**
 * The hits the first-hits script drew before the app loaded (src/search/firstHits), claimed at
 * hydration: the script stops, and the page keeps its markup untouched until the page's own answer
 * for the query is ready, then draws the same hits itself. Meanwhile the drawn buttons call the
 * page's handlers, and a click before the page has committed waits for them.
 * Null when the script drew nothing or the page mounted later (a client-side navigation).
 */
export function useDrawnHits(): DrawnHits | null {
  const mountedByHydration = useMountedByHydration();
  const [drawn] = useState(() => (mountedByHydration ? claimDrawn(forwarder) : null));
  return drawn;
}

/** The page's latest handlers for the drawn buttons, set after each commit; a click that waited is made now. */
export function useDrawnHitsHandlers(handlers: DrawHandlers): void {
  useEffect(() => {
    handoff.handlers = handlers;
    for (const action of handoff.waiting.splice(0)) action(handlers);
    return () => {
      handoff.handlers = null;
    };
  });
}

/** True while the drawn hits stay: until the page has its own answer, or the query is emptied. */
export function useKeepDrawn(drawn: DrawnHits | null, state: ResultsState): boolean {
  const [released, setReleased] = useState(drawn === null);
  useEffect(() => {
    if (!released && (state.status === 'done' || state.status === 'error' || queryInUrl().trim() === '')) setReleased(true);
  }, [released, state.status]);
  return !released;
}

/** True when the page was mounted by hydration (not by a client-side navigation). */
export function useMountedByHydration(): boolean {
  const [hydrating] = useState(() => typeof window !== 'undefined' && isHydrating());
  return hydrating;
}
