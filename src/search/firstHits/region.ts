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
