// `npm run bench:lighthouse`: Lighthouse (mobile preset: 4× CPU slowdown, slow 4G, simulated) on
// key pages of the production build, served with gzip by scripts/serve.mjs, in the system Chromium.
// Each page runs LIGHTHOUSE_RUNS times (at least 3); the table gives the median of every figure,
// beside the host's benchmarkIndex and load average, since 4× on a slow or busy host is a slower
// phone than 4× on a desktop (docs-dev/performance.md). Exits 1 when a median breaks a budget.
//
// Environment: BENCH_PORT (default 4320), BENCH_DIR (default build), LIGHTHOUSE_RUNS (default 3),
// BENCH_PAGES (comma-separated routes, to run a subset), BENCH_JSON (file for the raw runs).
import {writeFileSync} from 'node:fs';
import os from 'node:os';
import {startLocalServer} from './bench/local-server.mjs';
import {describeHost, hostQuiet, summarizeRuns} from './bench/lighthouse-summary.mjs';
import {launchChrome, lighthousePages as pages, lighthouseRun, scoreBudgets, timeBudgets} from './bench/lighthouse-run.mjs';

const runs = Math.max(3, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const port = Number(process.env.BENCH_PORT ?? 4320);

const server = await startLocalServer({port, dir: process.env.BENCH_DIR ?? 'build'});
const chrome = await launchChrome();

/** One Lighthouse run of a page. */
async function measure(page, categories) {
  const run = await lighthouseRun(chrome, `${server.url}${page.route}`, categories);
  if (run.hydrationError) console.warn(`${page.route}: hydration not measured (${run.hydrationError})`);
  return run;
}

const failures = [];
const table = [];
const raw = [];
try {
  for (const page of pages) {
    const categories = Object.keys(scoreBudgets).filter((c) => !(page.skipSeo && c === 'seo'));
    const pageRuns = [];
    for (let i = 0; i < runs; i += 1) {
      const run = await measure(page, categories);
      pageRuns.push(run);
      console.log(
        `${page.route} run ${i + 1}/${runs}: performance ${run.scores.performance}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, ` +
          `longest task ${Math.round(run.longestTaskMs)} ms (CPU ${Math.round(run.longestTaskCpuMs)}), hydration ${Math.round(run.hydrationMs)} ms (CPU ${Math.round(run.hydrationCpuMs)}), benchmarkIndex ${Math.round(run.benchmarkIndex)}, load ${run.loadAverage.toFixed(1)}`,
      );
    }
    raw.push({route: page.route, runs: pageRuns});
    const m = summarizeRuns(pageRuns, categories);
    table.push({
      page: page.route,
      ...m.scores,
      'LCP s': (m.lcpMs / 1000).toFixed(2),
      'TBT ms': Math.round(m.tbtMs),
      'longest task ms': m.longestTaskMs < 50 ? '< 50' : Math.round(m.longestTaskMs),
      'hydration ms': Number.isNaN(m.hydrationMs) ? '—' : Math.round(m.hydrationMs),
      'CPU: longest / hydration ms': Number.isNaN(m.hydrationCpuMs) ? '—' : `${Math.round(m.longestTaskCpuMs)} / ${Math.round(m.hydrationCpuMs)}`,
      benchmarkIndex: `${Math.round(m.benchmarkIndex)} (${m.benchmarkIndexRange})`,
      load: m.loadAverage.toFixed(1),
    });
    for (const c of categories) {
      if (m.scores[c] < scoreBudgets[c]) {
        const audits = [...new Set(pageRuns.flatMap((r) => r.failingAudits[c]))];
        failures.push(`${page.route} ${c} ${m.scores[c]} < ${scoreBudgets[c]} (failing audits: ${audits.join(', ') || 'none listed'})`);
      }
    }
    if (m.lcpMs > page.lcpMs) failures.push(`${page.route} LCP ${Math.round(m.lcpMs)} ms > ${page.lcpMs} ms`);
    if (m.tbtMs > timeBudgets.tbtMs) failures.push(`${page.route} TBT ${Math.round(m.tbtMs)} ms > ${timeBudgets.tbtMs} ms`);
    if (m.longestTaskMs > timeBudgets.longestTaskMs) {
      const urls = [...new Set(pageRuns.map((r) => r.longestTaskUrl).filter(Boolean))];
      failures.push(`${page.route} longest task ${Math.round(m.longestTaskMs)} ms > ${timeBudgets.longestTaskMs} ms (${urls.join(', ')})`);
    }
  }
} finally {
  chrome.kill();
  server.stop();
}

console.log(`\nMedian of ${runs} runs per page; 4× CPU slowdown (Lighthouse mobile preset) on a host with ${os.cpus().length} cores.`);
console.log('"CPU:" columns count the renderer thread\'s CPU time × 4 instead of wall time: they do not grow with the machine\'s load (scripts/bench/trace-hydration.mjs).');
console.table(table);
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(raw, null, 2));
const allRuns = raw.flatMap((p) => p.runs);
console.log(describeHost(allRuns));
if (!hostQuiet(allRuns)) {
  console.log('The host was slow or busy: 4× here emulates a slower phone than the budget assumes (benchmarkIndex ≥ 1,000 on an idle host).');
}
if (failures.length > 0) {
  console.error(`\nBudget broken:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log('All Lighthouse budgets met.');
