import {sanitizeHit} from './sanitizeHit';
import {LEVELS, type Hierarchy, type RecordType} from './types';

/**
 * Recent and favorite searches come back from localStorage, where anything may have been written
 * (another script on the origin, a hand edit, an older version of the site). DocSearch renders their
 * titles as HTML and links to their `url`, so before the dialog reads them each entry is rebuilt from
 * the few fields a saved search shows, its text escaped as live hits are (sanitizeHit.ts), and kept
 * only when its url is a path on this site. Entries that fail are dropped; an unreadable list is
 * emptied. Stale insights fields (an old query id, the search key) are not kept either.
 */
export const savedSearchKeys = (indexName: string): string[] => [
  `__DOCSEARCH_RECENT_SEARCHES__${indexName}`,
  `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`,
];

const TYPES: readonly RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

export interface SavedSearch {
  objectID: string;
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  __docsearch_parent?: SavedSearch | null;
}

type Loose = Record<string, unknown>;
const isObject = (value: unknown): value is Loose => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The path of `url` when it points into this site (relative, or absolute on `origin`), else null. */
export function sameOriginPath(url: unknown, origin: string): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  return parsed.origin === origin ? parsed.pathname + parsed.search + parsed.hash : null;
}

/** One stored entry, safe to render, or null when it is not a saved search of this site. */
export function safeSavedSearch(value: unknown, origin: string, withParent = true): SavedSearch | null {
  if (!isObject(value) || typeof value.objectID !== 'string' || !isObject(value.hierarchy)) return null;
  const url = sameOriginPath(value.url, origin);
  const type = TYPES.find((t) => t === value.type);
  if (!url || !type) return null;
  const stored = value.hierarchy;
  const hierarchy = Object.fromEntries(LEVELS.map((level) => [level, typeof stored[level] === 'string' ? stored[level] : null])) as Hierarchy;
  const content = typeof value.content === 'string' ? value.content : null;
  // The title DocSearch shows for the entry's type; without one there is nothing to show.
  if (!(type === 'content' ? content : hierarchy[type])) return null;
  const parent = withParent && value.__docsearch_parent ? safeSavedSearch(value.__docsearch_parent, origin, false) : null;
  return sanitizeHit({
    objectID: value.objectID,
    url,
    type,
    hierarchy,
    content,
    ...(withParent ? {__docsearch_parent: parent} : {}),
  });
}

/** Cleans both lists in place before the dialog reads them. Storage that throws is left to DocSearch, which then keeps nothing. */
export function cleanSavedSearches(indexName: string, origin: string, storage: () => Storage): void {
  try {
    const store = storage();
    for (const key of savedSearchKeys(indexName)) {
      const raw = store.getItem(key);
      if (raw === null) continue;
      const cleaned = JSON.stringify(parseList(raw).map((entry) => safeSavedSearch(entry, origin)).filter((entry) => entry !== null));
      if (cleaned !== raw) store.setItem(key, cleaned);
    }
  } catch {
    // Blocked or full storage: DocSearch tests it itself and works without saved searches.
  }
}

function parseList(raw: string): unknown[] {
  try {
    const stored: unknown = JSON.parse(raw);
    return Array.isArray(stored) ? stored : [];
  } catch {
    return [];
  }
}
