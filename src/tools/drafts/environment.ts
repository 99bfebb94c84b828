/**
 * Where drafts live: the browser's localStorage, this tab's identity (kept in sessionStorage, so a
 * reload is the same tab and a second tab is another), the clock, and other tabs' writes (the
 * `storage` event). Tests pass an environment of their own.
 */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface DraftEnvironment {
  /** null when the browser gives the page no storage at all. */
  storage: StorageLike | null;
  /** This tab's identity. */
  tab: string;
  now(): number;
  newId(): string;
  /** Calls back when another tab changes a key; returns the unsubscribe. */
  listen(onChange: (key: string, value: string | null) => void): () => void;
}

const randomId = (): string => Math.random().toString(36).slice(2, 10);

/**
 * The real Storage object, even when the page's storage guard (config/storageGuard.ts) hid it
 * because a write failed at load: with a full quota, drafts can still be read, and a failed save is
 * reported instead of the draft looking absent. The guard leaves the storage it hid on its getter;
 * anything else that refuses storage (a browser setting) gives null.
 */
function realStorage(name: 'localStorage' | 'sessionStorage'): StorageLike | null {
  try {
    return window[name];
  } catch {
    const getter = Object.getOwnPropertyDescriptor(window, name)?.get as {hidden?: Storage} | undefined;
    return getter?.hidden ?? null;
  }
}

/** The page's localStorage as the tools use it: the real one, even when the storage guard hid a full one. */
export const localStore = (): StorageLike | null => realStorage('localStorage');

/** Whether a write would work now: 'full' when the quota is used up, 'blocked' when there is no storage to use. */
export function storageState(): 'ok' | 'full' | 'blocked' {
  const storage = localStore();
  if (!storage) return 'blocked';
  try {
    storage.setItem('se-docs:probe', '1');
    storage.removeItem('se-docs:probe');
    return 'ok';
  } catch (error) {
    return (error as {name?: unknown} | null)?.name === 'QuotaExceededError' ? 'full' : 'blocked';
  }
}

const TAB_KEY = 'se-docs:tab';
let memoryTab: string | null = null;

function tabId(): string {
  const session = realStorage('sessionStorage');
  try {
    const known = session?.getItem(TAB_KEY);
    if (known) return known;
    const fresh = `tab-${randomId()}`;
    session?.setItem(TAB_KEY, fresh);
    return fresh;
  } catch {
    memoryTab ??= `tab-${randomId()}`;
    return memoryTab;
  }
}

let shared: DraftEnvironment | null = null;

export function browserEnvironment(): DraftEnvironment {
  shared ??= {
    storage: realStorage('localStorage'),
    tab: tabId(),
    now: () => Date.now(),
    newId: randomId,
    listen(onChange) {
      const listener = (event: StorageEvent) => {
        if (event.key !== null) onChange(event.key, event.newValue);
      };
      window.addEventListener('storage', listener);
      return () => window.removeEventListener('storage', listener);
    },
  };
  return shared;
}
