/** Where the visitor's choice to read offline is kept (set by "Save for offline" or ?offlineMode=true). */
export const OFFLINE_MODE_KEY = 'offline-mode';
/** The query that turns offline reading on (true) or off (false); README "Offline reading". */
export const OFFLINE_MODE_QUERY = 'offlineMode';

export function readOfflineChoice(): boolean {
  try {
    return localStorage.getItem(OFFLINE_MODE_KEY) === 'on';
  } catch {
    return false;
  }
}

export function saveOfflineChoice(on: boolean): void {
  try {
    if (on) localStorage.setItem(OFFLINE_MODE_KEY, 'on');
    else localStorage.removeItem(OFFLINE_MODE_KEY);
  } catch {
    // Storage blocked: offline mode lasts for this page load only.
  }
}
