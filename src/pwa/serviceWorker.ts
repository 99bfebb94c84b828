// Registers or removes the service worker; loaded by ./registerServiceWorker.ts only on pages where
// offline reading is on or was on, so a casual visit never downloads it. It also says how saving
// the offline copy goes (offlineStatus), for the "Save for offline" note beside every page.
import {OFFLINE_MODE_QUERY, readOfflineChoice, saveOfflineChoice} from './offlineMode';
import {OFFLINE_SUMMARY_FILE, type OfflineSummary} from './offlineSummary';

// Set by @docusaurus/plugin-pwa for the whole client bundle.
const serviceWorkerUrl = process.env.PWA_SERVICE_WORKER_URL as string;
const strategies = process.env.PWA_OFFLINE_MODE_ACTIVATION_STRATEGIES as unknown as string[];

export type OfflineStatus =
  | {state: 'checking'}
  | {state: 'saving'; stored: number; total?: number}
  | {state: 'saved'}
  | {state: 'failed'; reason: string}
  | {state: 'off'};

let status: OfflineStatus = {state: 'checking'};
const listeners = new Set<() => void>();

/** The offline copy's state, for useSyncExternalStore. */
export const offlineStatus = {
  get: (): OfflineStatus => status,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

function setStatus(next: OfflineStatus): void {
  status = next;
  listeners.forEach((listener) => listener());
}

/** Workbox keeps the offline copy in caches named `workbox-precache-…`. */
const isOfflineCopy = (name: string) => name.startsWith('workbox-precache');

async function storedFiles(): Promise<number> {
  let count = 0;
  for (const name of (await caches.keys()).filter(isOfflineCopy)) count += (await (await caches.open(name)).keys()).length;
  return count;
}

async function fileCount(): Promise<number | undefined> {
  try {
    const response = await fetch(`${serviceWorkerUrl.replace(/[^/]*$/, '')}${OFFLINE_SUMMARY_FILE}`, {cache: 'no-store'});
    return response.ok ? ((await response.json()) as OfflineSummary).files : undefined;
  } catch {
    return undefined;
  }
}

/** Follows a worker while it stores the files: progress until it is installed, a failure if it gives up. */
function followInstall(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    let total: number | undefined;
    void fileCount().then((files) => (total = files));
    const poll = setInterval(() => {
      void storedFiles().then((stored) => {
        if (status.state === 'saving' || status.state === 'checking') setStatus({state: 'saving', stored: total === undefined ? stored : Math.min(stored, total), total});
      });
    }, 300);
    const settle = () => {
      if (worker.state === 'installing') return;
      clearInterval(poll);
      worker.removeEventListener('statechange', settle);
      setStatus(
        worker.state === 'redundant'
          ? {state: 'failed', reason: 'a file could not be stored (the connection dropped, or the device is out of space)'}
          : {state: 'saved'},
      );
      resolve();
    };
    setStatus({state: 'saving', stored: 0});
    worker.addEventListener('statechange', settle);
    settle();
  });
}

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
  if (!registration) throw new Error('the browser did not register the service worker');
  if (registration.waiting && registration.active) await offerReload();
  // "Saved" only once every file is stored: a first save (or an update) is followed to its end.
  if (registration.installing) await followInstall(registration.installing);
  else setStatus(registration.active || registration.waiting ? {state: 'saved'} : {state: 'failed', reason: 'the service worker did not start'});
}

/** Turning offline reading off removes the worker and the copy it stored. */
async function unregister(): Promise<void> {
  const registration = await navigator.serviceWorker.getRegistration();
  await registration?.unregister();
  for (const name of (await caches.keys()).filter(isOfflineCopy)) await caches.delete(name);
  setStatus({state: 'off'});
}

function report(error: unknown): void {
  setStatus({state: 'failed', reason: error instanceof Error ? error.message : String(error)});
  console.error('Offline mode: service worker registration failed', error);
}

/** Installing the site as an app turns offline reading on for good. */
export function onAppInstalled(): void {
  if (!strategies.includes('appInstalled')) return;
  saveOfflineChoice(true);
  register().catch(report);
}

export function applyOfflineChoice(): void {
  (offlineModeWanted() ? register() : unregister()).catch(report);
}
