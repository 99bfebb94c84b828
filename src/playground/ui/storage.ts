/** localStorage that may be blocked: reads give null, writes report whether they worked. */
export const DRAFT_KEY = 'se-docs:playground-draft';
/** A draft set aside when other content became the draft (src/playground/ui/useDraft.ts). */
export const KEPT_DRAFT_KEY = 'se-docs:playground-kept-draft';
export const STORE_KEY = 'se-docs:playground-store';

export function readJson<T>(key: string): T | null {
  try {
    const text = window.localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): boolean {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
    return true;
  } catch {
    return false;
  }
}

export function removeKey(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

export function storageWorks(): boolean {
  try {
    const probe = `${DRAFT_KEY}:probe`;
    window.localStorage.setItem(probe, '1');
    window.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}
