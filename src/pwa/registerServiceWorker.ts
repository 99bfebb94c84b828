// The site's service worker registration (plugin-pwa's swRegister option), replacing the plugin's
// default: a casual visit registers nothing, and a choice to read offline is remembered. The
// plugin's own query strategy lasts one page load, and reusing its "app installed" flag for a
// button would be wiped by the browser's install prompt event.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {OFFLINE_MODE_QUERY, readOfflineChoice, saveOfflineChoice} from './offlineMode';

// Set by @docusaurus/plugin-pwa for the whole client bundle.
const serviceWorkerUrl = process.env.PWA_SERVICE_WORKER_URL as string;
const strategies = process.env.PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES as unknown as string[];

function offlineModeWanted(): boolean {
  const url = new URL(window.location.href);
  const query = url.searchParams.get(OFFLINE_MODE_QUERY);
  if (strategies.includes('queryString') && (query === 'true' || query === 'false')) {
    saveOfflineChoice(query === 'true');
    // The choice is stored; a shared link should not carry it.
    url.searchParams.delete(OFFLINE_MODE_QUERY);
    window.history.replaceState(window.history.state, '', url.href);
  }
  const standalone = strategies.includes('standalone') && window.matchMedia('(display-mode: standalone)').matches;
  return readOfflineChoice() || standalone;
}

async function register(): Promise<void> {
  const {Workbox} = await import('workbox-window');
  const params = encodeURIComponent(JSON.stringify({offlineMode: true, debug: false}));
  const wb = new Workbox(`${serviceWorkerUrl}?params=${params}`);
  // A new deploy installed a new worker: offer the reload instead of serving the old site forever.
  const offerReload = () =>
    import('@docusaurus/plugin-pwa/lib/renderReloadPopup.js').then(({renderReloadPopup}) =>
      renderReloadPopup({
        onReload() {
          wb.addEventListener('controlling', () => window.location.reload());
          void wb.messageSkipWaiting();
        },
      }),
    );
  wb.addEventListener('waiting', () => void offerReload());
  const registration = await wb.register();
  if (registration?.waiting && registration.active) await offerReload();
}

async function unregister(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  await registration?.unregister();
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  if (strategies.includes('appInstalled')) {
    window.addEventListener('appinstalled', () => {
      saveOfflineChoice(true);
      void register();
    });
  }
  (offlineModeWanted() ? register() : unregister()).catch((error: unknown) => console.error('Offline mode: service worker registration failed', error));
}
