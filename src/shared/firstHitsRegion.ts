/**
 * On the search page's results region while it holds what the first-hits script drew
 * (src/search/firstHits/region.ts): its buttons work before the app, so the held-clicks script
 * (./earlyClicks.ts) leaves clicks there alone.
 */
export const DRAWN_QUERY = 'data-first-hits-query';
