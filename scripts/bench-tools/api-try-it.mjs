// The try-it panels on /api (needs `npm run build` first): what the page loads before and after the
// click, and how long from a cold click on "Try it" until the panel is ready, at 4× CPU slowdown
// (median of 5, each in a fresh browser context so no code or data is cached). Prints a table and
// exits 1 when a budget is broken.
import {existsSync} from 'node:fs';
import {figureTable, startToolBench} from '../bench/tool-bench.mjs';
import {toolOfBench} from '../bench/toolDescriptors.mjs';

const {page: route} = toolOfBench(import.meta.url);

const budgets = {
  readyAfterClickMs: 1000, // cold click (code not warmed by hover) to a usable panel, at 4× slowdown
};
const RUNS = 5;
const OPERATION = 'listTimers';

if (!existsSync(`build${route}.html`)) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}

/** Runs in the page: clicks the operation's Try it button and resolves when its panel is ready. */
function clickUntilReady(id) {
  return new Promise((resolve) => {
    const button = document.querySelector(`[data-try-it-open="${id}"]`);
    const slot = button.closest('[data-try-it]');
    const start = performance.now();
    const observer = new MutationObserver(() => {
      if (slot.querySelector('[data-try-it-ready]')) {
        observer.disconnect();
        requestAnimationFrame(() => resolve(performance.now() - start));
      }
    });
    observer.observe(slot, {childList: true, subtree: true});
    button.click();
  });
}

const {server, browser, stop} = await startToolBench();
const {row, report} = figureTable();

try {
  const times = [];
  let bytes = {before: 0, after: 0};
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const counted = {before: 0, after: 0};
    let clicked = false;
    page.on('requestfinished', async (request) => {
      if (!['script', 'stylesheet', 'fetch', 'xhr'].includes(request.resourceType())) return;
      const sizes = await request.sizes().catch(() => null);
      counted[clicked ? 'after' : 'before'] += sizes ? sizes.responseBodySize : 0;
    });
    await page.goto(`${server.url}${route}`, {waitUntil: 'networkidle'});
    await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    clicked = true;
    times.push(await page.evaluate(clickUntilReady, OPERATION));
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
    await page.waitForLoadState('networkidle');
    if (run === 0) bytes = {...counted};
    await context.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(`Try it ready after a cold click at 4×, each run: ${times.map((t) => Math.round(t)).join(', ')} ms`);
  row('page first load: JS + CSS + data (gzip)', bytes.before / 1000, 'kB');
  row('Try it: code and data loaded on the click (gzip)', bytes.after / 1000, 'kB');
  row(`Try it ready after the click (4× slowdown, median of ${RUNS})`, sorted[Math.floor(RUNS / 2)], 'ms', budgets.readyAfterClickMs);
} finally {
  await stop();
}

report();
