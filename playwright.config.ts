import {defineConfig, devices} from '@playwright/test';
import {quietSwitches, testBrowser} from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * Specs that wait far more than they compute: the slowed-phone ones hold every script back on a CPU
 * slowed four times (tests/e2e/slowPhone.ts), and the first-load weigh-in waits for each page's
 * network to go quiet. They share a slot of their own beside the two that compute.
 */
const WAITING_SPECS = ['**/input-during-load.spec.ts', '**/progress-bar.spec.ts', '**/first-load.spec.ts'];
/** Desktop Chrome's settings, run in Debian's Chromium (no branded channel). */
const desktopChromium = {...devices['Desktop Chrome'], channel: undefined};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // Two workers for the tests that compute (Playwright's default is half the cores, one on the
  // project's two-core machine), and a third for the tests that mostly wait (held scripts, a
  // throttled page, a quiet network): each project's own limit is below.
  workers: 3,
  retries: 0,
  // Waits are on conditions alone: an assertion has no limit of its own (timeout 0), so none passes or
  // fails by how loaded the machine is; each test's time-out is the hang guard, and speed is the
  // benchmarks' business (npm run bench*).
  expect: {timeout: 0},
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['json', {outputFile: '.tmp/playwright.json'}]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A failed test keeps its trace (each action with its call log) and one screenshot of the page as
    // it failed. The trace records no DOM snapshot at every action and no screencast while the test
    // runs: for every passing test, the snapshots took a fifth of the browser tier's time and the
    // screencast a quarter of its CPU (the browser encodes a frame for every paint).
    // `npx playwright test <spec> --trace on` records everything for one test.
    trace: {mode: 'retain-on-failure', snapshots: false, screenshots: false},
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium headless shell (scripts/chromium.mjs), which needs one switch to keep
      // each site's frames in a process of their own as desktop Chrome does: without it a
      // sandboxed widget's endless loop froze the page around it too.
      executablePath: testBrowser.path,
      // Quiet on this closed network (scripts/chromium.mjs), and no QUIC to the local server.
      args: ['--site-per-process', ...quietSwitches, '--disable-quic'],
    },
  },
  projects: [
    {name: 'chromium', testIgnore: WAITING_SPECS, workers: 2, use: desktopChromium},
    {name: 'chromium-waiting', testMatch: WAITING_SPECS, workers: 1, use: desktopChromium},
  ],
  webServer: {
    command: `node scripts/serve.mjs --port ${port}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
  },
});
