import path from 'node:path';
import {cleanUrlEntries} from '../plugins/offline';
import type {SitePwaOptions} from '../plugins/offline/pwa';

/**
 * Offline reading's options for @docusaurus/plugin-pwa, read by docusaurus.config.ts (the plugin's
 * theme and client parts) and by the post-build pipeline's precache step (its service worker).
 * Every page's bundle carries the site config's plugin options, so what only the build needs
 * (the worker's own part, `swCustom`) is added by plugins/offline/pwa.ts instead.
 */
export const pwaOptions = {
  // No surprise caching: offline reading starts on install, in standalone mode, or when the
  // visitor asks (Save for offline, ?offlineMode=true); src/pwa remembers the choice.
  offlineModeActivationStrategies: ['appInstalled', 'standalone', 'queryString'],
  swRegister: path.join(__dirname, '../src/pwa/registerServiceWorker.ts'),
  injectManifestConfig: {
    // Social cards are for link previews, twins and feeds for other readers: none is a page.
    globIgnores: ['assets/og/**', '**/*.md', '**/*.xml', '**/*.txt'],
    manifestTransforms: [cleanUrlEntries],
  },
} satisfies SitePwaOptions;
