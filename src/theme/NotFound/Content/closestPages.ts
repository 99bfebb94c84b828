import {closest, MAX_SUGGESTIONS} from '@site/src/search/suggest';
import type {PageEntry} from '../../../shared/notFoundPages';
import {decodedPath} from './pathWords';

export interface PageLink {
  route: string;
  title: string;
}

/** The address as a route: decoded, lowercase, without a trailing slash, `.html` or `/index`. */
export function routeOf(pathname: string): string {
  const path = decodedPath(pathname).toLowerCase().replace(/\.html?$/, '').replace(/\/index$/, '').replace(/\/+$/, '');
  return path.startsWith('/') ? path : `/${path}`;
}


const segmentsOf = (route: string) => route.split('/').filter(Boolean);

/** How many leading segments two routes share: a tie-breaker that keeps a reader in the section they typed. */
function sharedStart(a: string[], b: string[]): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * The pages closest to a mistyped address, with the measure of search's "Try searching for"
 * (src/search/suggest.ts: typos, a shared start, shared letter triples): the whole address
 * against each route, and its last part against each route's last part and each page's title.
 * Best first; pages alike enough only, at most `limit`.
 */
export function closestPages(pathname: string, pages: readonly PageEntry[], limit = MAX_SUGGESTIONS): PageLink[] {
  const typed = routeOf(pathname);
  const typedSegments = segmentsOf(typed);
  const last = typedSegments.at(-1) ?? '';
  const scores = new Array<number>(pages.length).fill(0);
  const score = (text: string, candidates: string[]) => {
    if (text === '') return;
    // `closest` keeps one of equal candidates (two pages named "timers"): both get its score.
    const found = new Map(closest(text, candidates, candidates.length).map((match) => [match.text, match.score]));
    candidates.forEach((candidate, i) => {
      scores[i] = Math.max(scores[i] ?? 0, found.get(candidate) ?? 0);
    });
  };
  score(typed, pages.map(([route]) => route));
  score(last, pages.map(([route]) => segmentsOf(route).at(-1) ?? ''));
  score(last, pages.map(([, title]) => title));
  return pages
    .map(([route, title], i) => ({route, title, score: scores[i] ?? 0, shared: sharedStart(typedSegments, segmentsOf(route))}))
    .filter((page) => page.score > 0)
    .sort((a, b) => b.score - a.score || b.shared - a.shared || a.route.length - b.route.length)
    .slice(0, limit)
    .map(({route, title}) => ({route, title}));
}
