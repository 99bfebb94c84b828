/**
 * Section index pages (/chatbot/modules, /chatbot/variables, /websockets…) sum up every page under
 * them, so they match what each of their pages matches, and a one-line summary of a page often
 * outscores the page itself. When a page under a section answers every slot of the query, the
 * section's own records defer to it: they keep SECTION_INDEX_WEIGHT of their score, unless the query
 * names the section page itself. See plugins/search-index/README.md, "Relevance rules".
 */

/** What a section index page's records keep when a page under it answers the whole query. */
export const SECTION_INDEX_WEIGHT = 0.5;

/** The path of a page URL without its anchor, without a trailing slash ("/" for the home page). */
function pagePath(url: string): string {
  const hash = url.indexOf('#');
  const path = new URL(hash < 0 ? url : url.slice(0, hash)).pathname;
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/**
 * For each page record (by record number), the page records of the sections it sits under: the
 * pages whose path is a proper prefix of its own at a `/` (the home page is over every page).
 */
export function sectionsAbove(urls: readonly string[], pageRecords: readonly number[]): Map<number, number[]> {
  const byPath = new Map<string, number>();
  for (const doc of pageRecords) byPath.set(pagePath(urls[doc] ?? ''), doc);
  const above = new Map<number, number[]>();
  for (const [path, doc] of byPath) {
    const sections: number[] = [];
    for (let cut = path.lastIndexOf('/'); cut >= 0; cut = path.lastIndexOf('/', cut - 1)) {
      const section = byPath.get(path.slice(0, cut) || '/');
      if (section !== undefined && section !== doc) sections.push(section);
      if (cut === 0) break;
    }
    above.set(doc, sections);
  }
  return above;
}

/** The section pages that defer in this query: those above a page that has a record answering every slot. */
export function deferringSections(fullMatches: Iterable<number>, pageOf: Int32Array, above: Map<number, number[]>): Set<number> {
  const deferring = new Set<number>();
  for (const doc of fullMatches) for (const section of above.get(pageOf[doc] ?? -1) ?? []) deferring.add(section);
  return deferring;
}
