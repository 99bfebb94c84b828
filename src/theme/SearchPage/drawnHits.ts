import {useEffect, useState} from 'react';
import {isHydrating} from '@site/src/clientModules/renderMarks';
import {claimDrawn, queryInUrl, type DrawnHits} from '@site/src/search/firstHits/region';
import type {ResultsState} from '@site/src/search/useSearchResults';
import type {DrawHandlers} from '@site/src/search/firstHits/draw';

/**
 * The hits the first-hits script drew before the app loaded (src/search/firstHits), claimed at
 * hydration: the script stops, and the page keeps its markup untouched until the page's own answer
 * for the query is ready, then draws the same hits itself. Meanwhile the drawn buttons call `app`.
 * Null when the script drew nothing or the page mounted later (a client-side navigation).
 */
export function useDrawnHits(app: DrawHandlers): DrawnHits | null {
  const mountedByHydration = useMountedByHydration();
  const [drawn] = useState(() => (mountedByHydration ? claimDrawn(app) : null));
  return drawn;
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
