// `npm run bench`: cold production build (time, peak memory), what the reader steps add to a cold
// build and to a rebuild, page count, and first-load
// JS + CSS (gzip) per page type, and whether any interactive tool loaded before intent.
// Prints a table and exits 1 when a budget is broken.
//
// Environment: BENCH_PORT (default 4310); BENCH_SKIP_BUILD=1 measures the current build without
// rebuilding it; BENCH_COMMAND_PAGE picks the command page.
import {readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {runMeasured} from './bench/process-tree.mjs';
import {startLocalServer} from './bench/local-server.mjs';
import {launchBrowser, measureFirstLoad} from './bench/first-load.mjs';
import {readerSeconds} from './bench/reader-build-time.mjs';
import {firstLoadBudgetKB} from './bench/budgets.mjs';

const budgets = {
  buildSeconds: 47, // half the provider's 94 s cold build
  buildPeakMiB: 1200,
  // Docs for every reader (twins, feeds, social cards, offline): what they may add to a build.
  readerColdSeconds: 15,
  readerWarmSeconds: 3,
  // /api carries the whole reference API in its HTML (plugins/openapi), so its HTML has a budget too.
  apiHtmlKB: 120,
};
const pages = [
  {label: 'home /', route: '/'},
  {label: 'command table', route: '/chatbot/commands/default'},
  {label: 'command page', route: process.env.BENCH_COMMAND_PAGE ?? '/chatbot/commands/default/8ball'},
  {label: 'API', route: '/api', htmlBudget: budgets.apiHtmlKB},
  {label: 'topic page (highlighted code)', route: '/websockets/topics/channel-tips'},
  // Pages that host interactive tools: the tools load on intent, so these pages weigh like the others.
  {label: 'custom widget (playground)', route: '/overlays/custom-widget'},
  {label: 'websocket examples (console)', route: '/websockets/examples'},
  {label: 'variable page (reply preview)', route: '/chatbot/variables/count'},
  // Opening the search page is the intent to search: its HTML preloads the index (plugins/search-index).
  {label: 'search page', route: '/search', searchIsIntent: true},
];
const port = Number(process.env.BENCH_PORT ?? 4310);
const failures = [];
const rows = [];
const row = (what, value, budget, ok) => {
  rows.push({what, value, budget: budget ?? '—', verdict: ok === undefined ? '' : ok ? 'ok' : 'OVER BUDGET'});
  if (ok === false) failures.push(what);
};

function countPages(dir) {
  let count = 0;
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) count += entry === 'assets' ? 0 : countPages(full);
    else if (entry.endsWith('.html') && entry !== '404.html') count += 1;
  }
  return count;
}

if (process.env.BENCH_SKIP_BUILD) {
  console.log('BENCH_SKIP_BUILD: measuring the current build.');
} else {
  // Cold build: no Docusaurus or bundler caches.
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) rmSync(dir, {recursive: true, force: true});
  console.log('Cold production build…');
  const perfEnv = {env: {...process.env, DOCUSAURUS_PERF_LOGGER: 'true'}};
  const build = await runMeasured('node', ['scripts/build-strict.mjs'], perfEnv);
  if (build.code !== 0) {
    console.error(build.output);
    console.error('Build failed; nothing to measure.');
    process.exit(1);
  }
  row('cold build time', `${build.seconds.toFixed(1)} s`, `≤ ${budgets.buildSeconds} s`, build.seconds <= budgets.buildSeconds);
  row('cold build peak RSS', `${build.peakRssMiB.toFixed(0)} MiB`, `≤ ${budgets.buildPeakMiB} MiB`, build.peakRssMiB <= budgets.buildPeakMiB);
  const cold = readerSeconds(build.output);
  row('cold build: reader steps (twins, llms.txt, feeds, cards, offline)', cold.missing.length ? `missing: ${cold.missing.join(', ')}` : `${cold.seconds.toFixed(1)} s`, `≤ ${budgets.readerColdSeconds} s`, cold.missing.length === 0 && cold.seconds <= budgets.readerColdSeconds);
  // A rebuild with the bundler's and the plugins' caches in place (twins and cards of unchanged pages are reused).
  const warmBuild = await runMeasured('node', ['scripts/build-strict.mjs'], perfEnv);
  if (warmBuild.code !== 0) {
    console.error(warmBuild.output);
    console.error('Rebuild failed; nothing to measure.');
    process.exit(1);
  }
  const warm = readerSeconds(warmBuild.output);
  row('rebuild time', `${warmBuild.seconds.toFixed(1)} s`);
  row('rebuild: reader steps', warm.missing.length ? `missing: ${warm.missing.join(', ')}` : `${warm.seconds.toFixed(1)} s`, `≤ ${budgets.readerWarmSeconds} s`, warm.missing.length === 0 && warm.seconds <= budgets.readerWarmSeconds);
}
row('HTML pages built', String(countPages('build')));

const server = await startLocalServer({port});
const browser = await launchBrowser();
try {
  for (const page of pages) {
    const result = await measureFirstLoad(browser, `${server.url}${page.route}`);
    const total = result.jsKB + result.cssKB;
    row(`${page.label}: first-load JS (gzip)`, `${result.jsKB.toFixed(1)} kB`);
    row(`${page.label}: first-load CSS (gzip)`, `${result.cssKB.toFixed(1)} kB`);
    const budget = firstLoadBudgetKB(page.route);
    row(`${page.label}: JS + CSS (gzip)`, `${total.toFixed(1)} kB`, budget ? `≤ ${budget} kB` : undefined, budget ? total <= budget : undefined);
    row(`${page.label}: requests`, String(result.requests));
    if (page.htmlBudget) {
      const htmlKB = gzipSync(readFileSync(path.join('build', `${page.route.slice(1)}.html`))).length / 1000;
      row(`${page.label}: HTML (gzip)`, `${htmlKB.toFixed(1)} kB`, `≤ ${page.htmlBudget} kB`, htmlKB <= page.htmlBudget);
    }
    const tools = result.toolsBeforeIntent;
    row(`${page.label}: interactive tools before intent`, tools.length === 0 ? 'none' : tools.join(', '), 'none', tools.length === 0);
    if (page.searchIsIntent) {
      row(`${page.label}: search index requested at load`, result.searchRequests.length > 0 ? 'yes (preloaded)' : 'no', 'yes', result.searchRequests.length > 0);
    } else {
      row(`${page.label}: search code before intent`, result.searchRequests.length === 0 ? 'none' : result.searchRequests.join(', '), 'none', result.searchRequests.length === 0);
    }
  }
} finally {
  await browser.close();
  server.stop();
}

const width = Math.max(...rows.map((r) => r.what.length));
console.log(`\n${'measure'.padEnd(width)}  value          budget         verdict`);
for (const r of rows) console.log(`${r.what.padEnd(width)}  ${r.value.padEnd(14)} ${String(r.budget).padEnd(14)} ${r.verdict}`);
if (failures.length > 0) {
  console.error(`\nBudget broken: ${failures.join('; ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
