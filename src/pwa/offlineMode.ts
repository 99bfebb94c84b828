/** Where the visitor's choice to read offline is kept (set by "Save for offline" or ?offlineMode=true). */
export const OFFLINE_MODE_KEY = 'offline-mode';
/** The query that turns offline reading on (true) or off (false); docs-dev/readers.md, "Offline reading". */
export const OFFLINE_MODE_QUERY = 'offlineMode';

/** The service worker's own code (registering it, removing it, the saving note's progress): one chunk, loaded once offline reading is asked for. */
export const loadOfflineCode = () => import(/* webpackChunkName: "offline" */ './serviceWorker');

export function readOfflineChoice(): boolean {
  try {
    return localStorage.getItem(OFFLINE_MODE_KEY) === 'on';
  } catch {
    return false;
  }
}

/** Fired on the window when the choice changes in this tab (storage events only tell other tabs). */
const OFFLINE_CHOICE_EVENT = 'offline-choice';

export function saveOfflineChoice(on: boolean): void {
  try {
    if (on) localStorage.setItem(OFFLINE_MODE_KEY, 'on');
    else localStorage.removeItem(OFFLINE_MODE_KEY);
  } catch {
    // Storage blocked: offline mode lasts for this page load only.
  }
  window.dispatchEvent(new Event(OFFLINE_CHOICE_EVENT));
}

/**
 * Calls `onChange` whenever the choice changes, here or in another tab. The page's own
 * "Saved for offline" note depends on it: the service worker code that stores a
 * `?offlineMode=true` choice may run before or after the page has hydrated.
 */
export function subscribeOfflineChoice(onChange: () => void): () => void {
  window.addEventListener(OFFLINE_CHOICE_EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(OFFLINE_CHOICE_EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
}
