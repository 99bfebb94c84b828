/**
 * Extra terms for API paths, so `/bot/timers` and `GET /activities` find the reference's operations
 * even though `/` separates words and `get` is a stop word. A path such as
 * `/store/{channel}/redemptions` (after an optional HTTP method) yields each pair of its adjacent
 * literal segments (`store/redemptions`; `{…}` parameters are skipped) and the method with the first
 * segment (`get/store`). They are derived terms: they never make a query fail, they add score to
 * the records that carry the same pair. Index and query both use this (src/search/tokenizer.ts).
 */
const PATH = /(?:^|[\s`(])(?:(get|post|put|delete|patch)\s+)?(\/(?:\{[^}\s/]*\}|[A-Za-z0-9_-]+)(?:\/(?:\{[^}\s/]*\}|[A-Za-z0-9_-]+))*)/gi;

export function pathTerms(text: string, emit: (term: string) => void): void {
  if (!text.includes('/')) return;
  for (const match of text.matchAll(PATH)) {
    const segments = (match[2] ?? '').split('/').filter((s) => s !== '' && !s.startsWith('{')).map((s) => s.toLowerCase());
    if (match[1] && segments[0]) emit(`${match[1].toLowerCase()}/${segments[0]}`);
    for (let i = 1; i < segments.length; i++) emit(`${segments[i - 1]}/${segments[i]}`);
  }
}
