/**
 * A page states the jobs it does in its keywords and `questions:` front matter. A query that
 * several of those words answer ("post a message every few minutes": timers) is about that job;
 * one word of a longer query that happens to be in a title ("link") is not. So a record whose
 * stated jobs answer two or more of the query's slots is lifted in proportion to how much of the
 * query they cover, and a record that answers a long query only through one title word, with no
 * stated job behind it, is lowered. See plugins/search-index/README.md, "Relevance rules".
 */

/** Field bits of a match, in FIELDS order (src/search/invertedIndex.ts): title, keywords, content. */
export const TITLE_BIT = 1 << 0;
export const KEYWORDS_BIT = 1 << 1;
export const CONTENT_BIT = 1 << 2;

/** How much a stated job that covers the whole query multiplies a record's score (half the query: half of it). */
export const JOB_BOOST = 2;
/** A long query answered only by one title word keeps this share of its score. */
export const LONE_TITLE_WEIGHT = 0.7;
/**
 * The synonyms a one-way entry spreads from a short identifier (`jwt` -> token) keep this share of
 * their weight when the site mentions the identifier itself, so pages that only mention the
 * expansion rank below the pages that name it.
 */
export const ANCHORED_SPREAD_WEIGHT = 0.25;

/** Queries of at least this many slots can be answered "only by one title word". */
const LONG_QUERY = 3;

export function statedJobFactor(jobSlots: number, titleSlots: number, slotCount: number): number {
  if (slotCount >= 2 && jobSlots >= 2) return 1 + (JOB_BOOST * jobSlots) / slotCount;
  if (slotCount >= LONG_QUERY && titleSlots === 1 && jobSlots <= 1) return LONE_TITLE_WEIGHT;
  return 1;
}
