// Registers or removes the service worker; loaded by ./registerServiceWorker.ts only on pages where
// offline reading is on or was on, so a casual visit never downloads it.
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

/** Installing the site as an app turns offline reading on for good. */
export function onAppInstalled(): void {
  if (!strategies.includes('appInstalled')) return;
  saveOfflineChoice(true);
  register().catch((error: unknown) => console.error('Offline mode: service worker registration failed', error));
}

export function applyOfflineChoice(): void {
  (offlineModeWanted() ? register() : unregister()).catch((error: unknown) => console.error('Offline mode: service worker registration failed', error));
}
