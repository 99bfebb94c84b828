/**
 * `SE_API.store` as the playground emulates it: one object per key, kept per playground.
 * `set` replaces the whole stored object (no merging) and keys cannot be deleted; every `set`
 * reaches the widget as a `kvstore:update` event with the key prefixed by `customWidget.`.
 * The playground keeps the store in the browser's storage, so it caps its size (STORE_LIMITS).
 */
import {STORE_WRITES_PER_SECOND} from '../frame/protocol';
import {checkValue, tooDeepAt} from '@site/src/tools/values';

export type StoreData = Record<string, Record<string, unknown>>;

export type StoreResult = {ok: true; store: StoreData; update: {key: string; value: Record<string, unknown>}} | {ok: false; error: string};

export function validateKey(key: unknown): string | null {
  if (typeof key !== 'string' || key.trim() === '') return 'SE_API.store needs a key: a non-empty string.';
  return null;
}

/** The playground's own limits (a live overlay's store has limits of its own that these docs do not give). */
export const STORE_LIMITS = {
  /** Characters of JSON one key's object may take. */
  valueChars: 50_000,
  /** Characters of JSON the whole store may take. */
  storeChars: 500_000,
  /** `store.set` calls per second (the frame's runtime and useRunner refuse the rest). */
  writesPerSecond: STORE_WRITES_PER_SECOND,
} as const;

const chars = (count: number) => count.toLocaleString('en');

export function storeSet(store: StoreData, key: unknown, value: unknown): StoreResult {
  const problem = validateKey(key);
  if (problem) return {ok: false, error: problem};
  const name = String(key);
  const call = `SE_API.store.set('${name.length > 40 ? `${name.slice(0, 40)}…` : name}', …)`;
  if (value === null || value === undefined) return {ok: false, error: `${call}: keys cannot be deleted; store an object such as {} instead.`};
  if (typeof value !== 'object' || Array.isArray(value)) return {ok: false, error: `${call} stores a plain object, not ${Array.isArray(value) ? 'an array' : typeof value}.`};
  const checked = checkValue(value, {maxDepth: 32, maxChars: STORE_LIMITS.valueChars * 2});
  if (!checked.ok && !checked.tooLarge) return {ok: false, error: `${call} stores JSON values only: ${checked.reason}.`};
  let json: string;
  try {
    json = JSON.stringify(value);
  } catch {
    return {ok: false, error: `${call} stores JSON values only.`};
  }
  if (json.length > STORE_LIMITS.valueChars) return {ok: false, error: `${call}: the object is ${chars(json.length)} characters of JSON; the playground stores at most ${chars(STORE_LIMITS.valueChars)} per key.`};
  const copy = JSON.parse(json) as Record<string, unknown>;
  const next = {...store, [name]: copy};
  const total = JSON.stringify(next).length;
  if (total > STORE_LIMITS.storeChars) return {ok: false, error: `${call}: the store would hold ${chars(total)} characters of JSON; the playground keeps at most ${chars(STORE_LIMITS.storeChars)}. Store less, or use fewer keys.`};
  return {ok: true, store: next, update: {key: `customWidget.${name}`, value: copy}};
}

export function storeGet(store: StoreData, key: unknown): {ok: true; value: Record<string, unknown> | null} | {ok: false; error: string} {
  const problem = validateKey(key);
  if (problem) return {ok: false, error: problem};
  return {ok: true, value: Object.prototype.hasOwnProperty.call(store, key as string) ? (store[key as string] ?? null) : null};
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The store as saved in the browser, checked before a widget sees it: keys whose object is not
 * plain data within the limits are left out, and `dropped` names them.
 */
export function readStoreData(text: string | null): {store: StoreData; dropped: string[]} {
  if (text === null) return {store: {}, dropped: []};
  let value: unknown;
  try {
    value = tooDeepAt(text, 64) >= 0 ? null : JSON.parse(text);
  } catch {
    value = null;
  }
  if (!isRecord(value)) return {store: {}, dropped: ['(the whole store: it could not be read)']};
  const store: StoreData = {};
  const dropped: string[] = [];
  for (const [key, entry] of Object.entries(value)) {
    if (isRecord(entry) && checkValue(entry, {maxDepth: 32, maxChars: STORE_LIMITS.valueChars}).ok) store[key] = entry;
    else dropped.push(key);
  }
  return {store, dropped};
}
