/**
 * `SE_API.store` as the playground emulates it: one object per key, kept per playground.
 * `set` replaces the whole stored object (no merging) and keys cannot be deleted; every `set`
 * reaches the widget as a `kvstore:update` event with the key prefixed by `customWidget.`.
 */
export type StoreData = Record<string, Record<string, unknown>>;

export type StoreResult = {ok: true; store: StoreData; update: {key: string; value: Record<string, unknown>}} | {ok: false; error: string};

export function validateKey(key: unknown): string | null {
  if (typeof key !== 'string' || key.trim() === '') return 'SE_API.store needs a key: a non-empty string.';
  return null;
}

export function storeSet(store: StoreData, key: unknown, value: unknown): StoreResult {
  const problem = validateKey(key);
  if (problem) return {ok: false, error: problem};
  if (value === null || value === undefined) return {ok: false, error: `SE_API.store.set('${String(key)}', …): keys cannot be deleted; store an object such as {} instead.`};
  if (typeof value !== 'object' || Array.isArray(value)) return {ok: false, error: `SE_API.store.set('${String(key)}', …) stores a plain object, not ${Array.isArray(value) ? 'an array' : typeof value}.`};
  const copy = JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
  return {ok: true, store: {...store, [key as string]: copy}, update: {key: `customWidget.${String(key)}`, value: copy}};
}

export function storeGet(store: StoreData, key: unknown): {ok: true; value: Record<string, unknown> | null} | {ok: false; error: string} {
  const problem = validateKey(key);
  if (problem) return {ok: false, error: problem};
  return {ok: true, value: Object.prototype.hasOwnProperty.call(store, key as string) ? (store[key as string] ?? null) : null};
}
