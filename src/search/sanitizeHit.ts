import {escapeHtml, MARK_CLOSE, MARK_OPEN} from './escape';

/**
 * DocSearch renders hit fields as HTML: `_snippetResult`/`_highlightResult` values, and the raw
 * `hierarchy`/`content` fields for saved searches (recents and favorites carry no highlight data).
 * Whatever the backend, every such value is rebuilt here: decoded once, escaped, and only the
 * exact <mark> and </mark> tags put back. Applying it twice gives the same result.
 */
const ENTITIES: Record<string, string> = {'&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&#x27;': "'"};
const decode = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e] ?? e);

/** Escapes a highlighted value, keeping only <mark>…</mark>. */
export function safeMarked(value: string): string {
  return value
    .split(/(<mark>|<\/mark>)/)
    .map((part) => (part === MARK_OPEN || part === MARK_CLOSE ? part : escapeHtml(decode(part))))
    .join('');
}

/** Plain text (for titles and aria labels) out of a marked value. */
export function unmarked(value: string): string {
  return decode(value.replace(/<\/?mark>/g, ''));
}

type Json = string | number | boolean | null | undefined | Json[] | {[key: string]: Json};

/** Escapes every string under a hit's display fields; `url` and ids are left alone. */
function deep(value: Json, marked: boolean): Json {
  if (typeof value === 'string') return marked ? safeMarked(value) : escapeHtml(decode(value));
  if (Array.isArray(value)) return value.map((v) => deep(v, marked));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === 'matchLevel' || k === 'matchedWords' ? v : deep(v, marked)]));
  }
  return value;
}

export function sanitizeHit<T extends object>(hit: T): T {
  const h = hit as unknown as Record<string, Json>;
  return {
    ...hit,
    hierarchy: deep(h.hierarchy, false),
    content: deep(h.content, false),
    ...(h._highlightResult ? {_highlightResult: deep(h._highlightResult, true)} : {}),
    ...(h._snippetResult ? {_snippetResult: deep(h._snippetResult, true)} : {}),
  } as T;
}
