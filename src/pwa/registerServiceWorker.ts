// The site's service worker registration (plugin-pwa's swRegister option), replacing the plugin's
// default: a casual visit registers nothing and loads nothing more than this check, and a choice to
// read offline is remembered. (The plugin's query strategy lasts one page load, and its "app
// installed" flag is wiped by the browser's install prompt event.)
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {loadOfflineCode, OFFLINE_MODE_QUERY, readOfflineChoice} from './offlineMode';

// One chunk with the offline note (PageActions/OfflineStatus), which only shows once this has run.
const load = loadOfflineCode;

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  window.addEventListener('appinstalled', () => void load().then((sw) => sw.onAppInstalled()));
  const asked = new URLSearchParams(window.location.search).has(OFFLINE_MODE_QUERY);
  if (asked || readOfflineChoice() || window.matchMedia('(display-mode: standalone)').matches) {
    void load().then((sw) => sw.applyOfflineChoice());
  } else {
    // Offline reading was turned off elsewhere (or storage was cleared): remove the old worker.
    void navigator.serviceWorker.getRegistration().then((registration) => registration && load().then((sw) => sw.applyOfflineChoice()));
  }
}
