/**
 * The search page's results region, as the page (src/theme/SearchPage) and the first-hits script
 * (src/search/firstHits) both find it: an element the server renders with the idle text, which the
 * script fills before the app has loaded and marks with the query and page it drew.
 */
import {DRAWN_QUERY} from '../../shared/firstHitsRegion';
import type {DrawHandlers} from './draw';
import {MAX_QUERY_CHARS} from '../queryLimit';

export const REGION_ATTRIBUTE = 'data-search-results';
const DRAWN_PAGE = 'data-first-hits-page';

export interface DrawnHits {
  query: string;
  page: number;
}

/** The query in the address bar (cut to the limit), which the page's hook reports as empty while React hydrates. */
export function queryInUrl(): string {
  return (new URLSearchParams(window.location.search).get('q') ?? '').slice(0, MAX_QUERY_CHARS);
}

/** The history entry's key for the page of hits the reader turned to (see pageInHistory). */
const PAGE_KEY = 'searchPage';
/** A stored page beyond this is not one a pager wrote. */
const MAX_PAGE = 999;

/**
 * The page of hits the reader turned to, kept in the history entry rather than the address (the
 * spec gives the address to `q`): Back from a hit, and a reload, come back to it. A new query or
 * scope writes a new entry state (the router's replace), which starts at the first page again.
 */
export function pageInHistory(): number {
  const page = entryState()?.[PAGE_KEY];
  return typeof page === 'number' && Number.isInteger(page) && page > 0 && page <= MAX_PAGE ? page : 0;
}

/** Records the page turned to in the current history entry (its address and the router's state stay). */
export function keepPageInHistory(page: number): void {
  window.history.replaceState({...entryState(), [PAGE_KEY]: page}, '');
}

/** The history entry's state without a kept page: for a new query or scope, which starts at the first page. */
export function stateWithoutPage(): unknown {
  const state = entryState();
  if (!state || !(PAGE_KEY in state)) return window.history.state;
  const rest = {...state};
  delete rest[PAGE_KEY];
  return rest;
}

/** The history entry's state when it is an object of keys (the router keeps its own there), else null. */
function entryState(): Record<string, unknown> | null {
  const state: unknown = window.history.state;
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : null;
}

export function findRegion(): HTMLElement | null {
  return document.querySelector<HTMLElement>(`[${REGION_ATTRIBUTE}]`);
}

export function markDrawn(region: HTMLElement, drawn: DrawnHits): void {
  region.setAttribute(DRAWN_QUERY, drawn.query);
  region.setAttribute(DRAWN_PAGE, String(drawn.page));
}

/** What the script drew, or null when it drew nothing (no query, an error, hosted search). */
export function readDrawn(region: Element | null): DrawnHits | null {
  const query = region?.getAttribute(DRAWN_QUERY);
  if (!region || query == null) return null;
  return {query, page: Number(region.getAttribute(DRAWN_PAGE)) || 0};
}

let stopScript: ((app: DrawHandlers) => void) | null = null;

/**
 * The first-hits script registers how to stop handling the region and the search box. What it drew
 * stays on screen until the app's own answer is ready, so from then on its buttons (suggestions,
 * pager) call the app's handlers instead of its own: a click in between is never lost.
 */
export function onClaim(stop: (app: DrawHandlers) => void): void {
  stopScript = stop;
}

/**
 * The app takes the region over (at hydration): the script stops listening and hands its drawn
 * buttons to `app`, and the page learns what it drew. Both run on one webpack runtime, so they
 * share this module.
 */
export function claimDrawn(app: DrawHandlers): DrawnHits | null {
  stopScript?.(app);
  stopScript = null;
  return readDrawn(findRegion());
}
