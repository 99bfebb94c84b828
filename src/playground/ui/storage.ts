/** SE_API.store's place in localStorage (which may be full or blocked: reads give null, writes say whether they worked). Drafts are in the shared draft store (./drafts.ts). */
import {localStore} from '@site/src/tools/drafts/environment';
import {legacyPlaygroundDraftKey} from '@site/src/tools/drafts/keys';

export const STORE_KEY = 'se-docs:playground-store';
/** Where drafts were kept before the shared draft store; moved into it on first open. */
export const LEGACY_DRAFT_KEY = legacyPlaygroundDraftKey;
export const LEGACY_KEPT_DRAFT_KEY = 'se-docs:playground-kept-draft';

export function readText(key: string): string | null {
  try {
    return localStore()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): boolean {
  try {
    const storage = localStore();
    storage?.setItem(key, JSON.stringify(value));
    return storage !== null;
  } catch {
    return false;
  }
}
