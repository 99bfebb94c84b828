// The two builds of Debian's Chromium the project drives, never a downloaded browser. Both come from
// Debian's chromium source package, in the same release:
//   headless shell  package chromium-headless-shell: the browser tests. Playwright itself runs its
//                   headless tests in a headless shell; the full browser in headless mode runs
//                   Chrome's whole browser process as well and took about twice the CPU for the
//                   same tests (docs-dev/testing.md, "Time").
//   full browser    package chromium: what is timed as a reader's browser runs it (Lighthouse, the
//                   tool and search timings) and the one test that needs a feature only the full
//                   browser has (the back-forward cache).

/** @typedef {{path: string, variable: string, debianPackage: string, role: string}} Browser */

/** @type {Browser} */
export const testBrowser = {
  path: process.env.TEST_CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  variable: 'TEST_CHROMIUM_PATH',
  debianPackage: 'chromium-headless-shell',
  role: 'the browser tests',
};

/** @type {Browser} */
export const fullBrowser = {
  path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  variable: 'CHROMIUM_PATH',
  debianPackage: 'chromium',
  role: 'Lighthouse, the timing benchmarks and the back-forward cache test',
};

/**
 * Switches every launch on this closed network passes: Chromium must not reach out to Google's
 * services (background requests, component updates, sync) or greet a first run, which would add
 * requests and work to what is tested or timed.
 */
export const quietSwitches = ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
