// One Lighthouse run (mobile preset: 4× CPU slowdown, slow 4G, simulated) against a running
// Chromium, with the figures the budgets use and the conditions it ran under. Shared by
// `npm run bench:lighthouse` and `npm run bench:mechanisms`.
import os from 'node:os';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {fullBrowser, quietSwitches} from '../chromium.mjs';
import {hydrationFromTrace} from './trace-hydration.mjs';

const docsLcpMs = 1800;
/** The six budgeted pages, with their LCP budgets. */
export const lighthousePages = [
  {route: '/', lcpMs: docsLcpMs},
  {route: '/api', lcpMs: docsLcpMs},
  {route: '/chatbot/commands/default', lcpMs: docsLcpMs},
  {route: '/chatbot/commands/default/8ball', lcpMs: docsLcpMs},
  {route: '/websockets/topics/channel-tips', lcpMs: docsLcpMs},
  // The search page is noindex by design, so it is scored without SEO; its LCP is the first hits.
  {route: '/search?q=points', lcpMs: 2200, skipSeo: true},
].filter((page) => !process.env.BENCH_PAGES || process.env.BENCH_PAGES.split(',').includes(page.route));

export const scoreBudgets = {performance: 95, accessibility: 100, 'best-practices': 100, seo: 100};
export const timeBudgets = {tbtMs: 200, longestTaskMs: 150};

/** The full system Chromium (scripts/chromium.mjs), headless, for Lighthouse to drive. */
export function launchChrome() {
  return chromeLauncher.launch({
    chromePath: fullBrowser.path,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', ...quietSwitches],
  });
}

/** One run of `url` with the given categories. */
export async function lighthouseRun(chrome, url, categories) {
  const loadAverage = os.loadavg()[0];
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    formFactor: 'mobile',
    screenEmulation: {mobile: true, width: 412, height: 823, deviceScaleFactor: 1.75, disabled: false},
  });
  const {lhr, artifacts} = result;
  const slowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier;
  const longTasks = lhr.audits['long-tasks']?.details?.items ?? [];
  const hydration = hydrationFromTrace(artifacts.Trace.traceEvents, slowdown);
  const failingAudits = Object.fromEntries(
    categories.map((c) => [c, lhr.categories[c].auditRefs.filter((r) => r.weight > 0 && (lhr.audits[r.id]?.score ?? 1) < 1).map((r) => r.id)]),
  );
  return {
    scores: Object.fromEntries(categories.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])),
    lcpMs: lhr.audits['largest-contentful-paint'].numericValue,
    tbtMs: lhr.audits['total-blocking-time'].numericValue,
    // Lighthouse lists simulated tasks of 50 ms or more; none listed means the longest is shorter.
    longestTaskMs: longTasks.length > 0 ? Math.max(...longTasks.map((t) => t.duration)) : 0,
    longestTaskUrl: longTasks.length > 0 ? longTasks.toSorted((a, b) => b.duration - a.duration)[0].url : '',
    hydrationError: 'error' in hydration ? hydration.error : undefined,
    hydrationMs: 'error' in hydration ? NaN : hydration.hydrationMs,
    hydrationCpuMs: 'error' in hydration ? NaN : hydration.hydrationCpuMs,
    longestTaskCpuMs: 'error' in hydration ? NaN : hydration.longestCpuMs,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    slowdown,
    loadAverage,
    failingAudits,
  };
}
