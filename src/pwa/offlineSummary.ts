/**
 * Written by the post-build pipeline's precache step (plugins/post-build/steps/precache.ts) next to sw.js: what "Save for offline" stores, read by the page
 * for its progress. Apart from ./offlineMode.ts, which every page loads, because only the code
 * loaded once offline reading is on needs it.
 */
export const OFFLINE_SUMMARY_FILE = 'offline.json';

export interface OfflineSummary {
  files: number;
  bytes: number;
}
