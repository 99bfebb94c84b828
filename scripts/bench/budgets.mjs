// First-load budgets (JS + CSS as sent, gzip, kB = 1000 bytes), in one place for `npm run bench`
// and the browser test that holds them in `npm test` (tests/e2e/first-load.spec.ts). Each is meant
// to sit at least 10 % above the heaviest page of its kind, and at or under 165 kB; at today's
// weights they can do neither (docs-dev/performance.md, "Budgets and benchmarks"). The provider's
// own pages send about 225 kB.
export const firstLoadKB = {
  /** Home, every default-command page, /api and the new chatbot pages (heaviest 166.7 kB, 2026-11-29: 8.6 % of headroom). */
  page: 181,
  /** Pages that highlight code on load (the websocket topic pages; heaviest 172.0 kB, 2026-11-29: 8.1 % of headroom). */
  highlightedPage: 186,
};

/**
 * The search page's first-hits script (src/search/firstHits), gzip kB: it is on the critical path of
 * `/search`, where each kB costs about 5–8 ms of LCP under Lighthouse's slow 4G. It draws; the
 * engine and its tables (synonyms, vocabulary) come in the engine chunk. 6.6 kB on 2026-11-30.
 */
export const firstHitsScriptKB = 8;

/** The chatbot pages written for the newest facts sheet (updates-2026c new_pages): docs pages held to the home page's budget. */
const newChatbotPages = /^\/chatbot\/(quotes|user-management|gettingstarted\/add-to-channel|variables\/cheat-sheet|guides(\/[^/]+)?)$/;

/**
 * The budget of a route, or undefined for pages without one (the command table, the tools' pages,
 * /search, which preloads the index by design).
 * @param {string} route
 * @returns {number | undefined}
 */
export function firstLoadBudgetKB(route) {
  if (route === '/' || route === '/api' || /^\/chatbot\/commands\/default\/[^/]+$/.test(route) || newChatbotPages.test(route)) return firstLoadKB.page;
  if (/^\/websockets\/topics\/.+/.test(route)) return firstLoadKB.highlightedPage;
  return undefined;
}
