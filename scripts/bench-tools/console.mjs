// The websocket console on /websockets/examples (needs `npm run build` first): what the page loads
// before and after the click, how long until the console is ready, and what 5,000 messages cost
// to render at 4× CPU slowdown. Prints a table and exits 1 when a budget is broken.
import {existsSync} from 'node:fs';
import {figureTable, startToolBench} from '../bench/tool-bench.mjs';
import {toolOfBench} from '../bench/toolDescriptors.mjs';

const {page: route} = toolOfBench(import.meta.url);

const budgets = {
  readyAfterClickMs: 1000, // cold click (code not warmed by hover) to a usable console, no throttling
  render5000Ms: 1500, // 5,000 messages from one click to painted, at 4× slowdown
  longestTaskMs: 400, // the longest main-thread task while they arrive, at 4× slowdown
  scrollFrameMs: 50, // mean time per scroll step through the 5,000 lines, at 4× slowdown
};

if (!existsSync(`build${route}.html`)) {
  console.error('No build: run `npm run build` first.');
  process.exit(1);
}

const RENDER_RUNS = 3;

/** Runs in the page: sends 5,000 samples and resolves when they are counted and painted. */
function burstOf5000() {
  return new Promise((resolve) => {
    const tasks = [];
    const observer = new PerformanceObserver((list) => tasks.push(...list.getEntries().map((entry) => entry.duration)));
    observer.observe({type: 'longtask'});
    const count = () => Number((document.querySelector('[aria-live="polite"]')?.textContent ?? '').split(' of ')[1]?.replace(/[^0-9]/g, '') ?? 0);
    const target = count() + 5000;
    const send = [...document.querySelectorAll('button')].find((element) => element.textContent === 'Send samples');
    const start = performance.now();
    send.click();
    const check = () => {
      if (count() >= target) {
        requestAnimationFrame(() =>
          setTimeout(() => {
            observer.disconnect();
            resolve({ms: performance.now() - start, longest: Math.max(0, ...tasks), total: tasks.reduce((sum, value) => sum + value, 0)});
          }, 0),
        );
      } else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  });
}

const {server, browser, stop} = await startToolBench();
const {row, report} = figureTable();

try {
  const page = await browser.newPage();
  const bytes = {before: 0, after: 0};
  let clicked = false;
  page.on('requestfinished', async (request) => {
    if (!['script', 'stylesheet'].includes(request.resourceType())) return;
    const sizes = await request.sizes().catch(() => null);
    bytes[clicked ? 'after' : 'before'] += sizes ? sizes.responseBodySize : 0;
  });
  await page.goto(`${server.url}${route}`, {waitUntil: 'networkidle'});
  row('page first load, JS + CSS (gzip)', bytes.before / 1000, 'kB');

  // Click from inside the page, so no hover warms the chunk first: this is the cold path.
  clicked = true;
  const readyMs = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const button = [...document.querySelectorAll('button')].find((element) => element.textContent === 'Open the console');
        const start = performance.now();
        const observer = new MutationObserver(() => {
          if (document.querySelector('[data-console-ready]')) {
            observer.disconnect();
            requestAnimationFrame(() => resolve(performance.now() - start));
          }
        });
        observer.observe(document.body, {childList: true, subtree: true});
        button.click();
      }),
  );
  await page.waitForLoadState('networkidle');
  row('console ready after the click', readyMs, 'ms', budgets.readyAfterClickMs);
  row('console code loaded on the click, JS + CSS (gzip)', bytes.after / 1000, 'kB');

  await page.getByRole('button', {name: 'Connect', exact: true}).click();
  await page.getByRole('button', {name: 'Subscribe', exact: true}).click();
  await page.getByText('successfully subscribed').first().waitFor();
  await page.getByLabel('Samples').selectOption('5000');

  // Three bursts into a cleared list, each at 4× slowdown; the rows give the medians.
  const cdp = await page.context().newCDPSession(page);
  const renders = [];
  for (let burst = 0; burst < RENDER_RUNS; burst += 1) {
    await page.getByRole('button', {name: 'Clear', exact: true}).click();
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    renders.push(await page.evaluate(burstOf5000));
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 1});
  }
  const middle = (pick) => [...renders.map(pick)].sort((a, b) => a - b)[Math.floor(renders.length / 2)];
  console.log(`5,000 messages, click to painted at 4×, each burst: ${renders.map((run) => Math.round(run.ms)).join(', ')} ms`);
  row('5,000 messages: click to painted (4× slowdown, median of 3)', middle((run) => run.ms), 'ms', budgets.render5000Ms);
  row('5,000 messages: longest task (4× slowdown, median of 3)', middle((run) => run.longest), 'ms', budgets.longestTaskMs);
  row('5,000 messages: long tasks in total (4× slowdown, median of 3)', middle((run) => run.total), 'ms');
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});

  const scrollMs = await page.evaluate(async () => {
    const scroller = document.querySelector('[role="log"]');
    const steps = 40;
    const start = performance.now();
    for (let index = 1; index <= steps; index += 1) {
      scroller.scrollTop = (scroller.scrollHeight * index) / (steps + 1);
      await new Promise((resolve) => requestAnimationFrame(() => resolve()));
    }
    return (performance.now() - start) / steps;
  });
  row('scrolling the 5,000 lines, mean per step (4× slowdown)', scrollMs, 'ms', budgets.scrollFrameMs);
  const rendered = await page.locator('[role="log"] li').count();
  row('list items in the DOM with 5,000+ lines', rendered, 'items', 60);
} finally {
  await stop();
}

report();
