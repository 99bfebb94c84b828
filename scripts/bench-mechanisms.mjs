// `npm run bench:mechanisms`: what each speed mechanism buys. Builds the site once with every
// mechanism on and once with each switched off in turn (SPEED_OFF, config/speedMechanisms.ts), then
// measures every build in one interleaved run: first load (JS + CSS as sent, gzip; deterministic)
// and Lighthouse mobile (median of MECH_RUNS, default 5) on the six budgeted pages: LCP, TBT,
// longest task. Prints the table docs-dev/performance.md carries, with each mechanism's verdict by
// the rule there: one that reaches into Docusaurus internals stays only where it buys at least
// 50 ms of TBT or 100 ms of LCP on some page, or 8 kB on every page. A timing difference smaller
// than the runs' own spread is reported as within noise, not as a gain, and on a busy host (median
// benchmarkIndex below 1,000 or median load above the core count) timing decides nothing.
//
// Environment: MECHANISMS (comma-separated subset), MECH_RUNS (default 5), MECH_DIR (default
// .bench/mechanisms), MECH_REUSE=1 (keep builds already there: re-measure without rebuilding),
// MECH_SKIP_LIGHTHOUSE=1 (first load only), BENCH_PORT (default 4320; build i is served on
// BENCH_PORT + i), BENCH_PAGES, BENCH_JSON (raw figures). Exits 1 when a build fails or the build with
// every mechanism on breaks a Lighthouse budget.
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import createJiti from 'jiti';
import {launchBrowser, measureFirstLoad} from './bench/first-load.mjs';
import {startLocalServer} from './bench/local-server.mjs';
import {describeHost, hostQuiet, median} from './bench/lighthouse-summary.mjs';
import {launchChrome, lighthousePages, lighthouseRun, scoreBudgets, timeBudgets} from './bench/lighthouse-run.mjs';
import {mechanismVerdict, RULE} from './bench/mechanism-verdict.mjs';
import {firstLoadBudgetKB} from './bench/budgets.mjs';

const root = process.cwd();
const {speedMechanisms} = createJiti(import.meta.url)(path.join(root, 'config/speedMechanisms.ts'));
const chosen = process.env.MECHANISMS ? process.env.MECHANISMS.split(',').map((name) => name.trim()) : Object.keys(speedMechanisms);
const unknown = chosen.filter((name) => !(name in speedMechanisms));
if (unknown.length > 0) {
  console.error(`MECHANISMS names no mechanism called ${unknown.join(', ')}. Known: ${Object.keys(speedMechanisms).join(', ')}.`);
  process.exit(2);
}
const runs = Math.max(1, Number(process.env.MECH_RUNS ?? 5));
const outRoot = path.resolve(process.env.MECH_DIR ?? '.bench/mechanisms');
const basePort = Number(process.env.BENCH_PORT ?? 4320);
const ALL_ON = 'all on';
const variants = [ALL_ON, ...chosen];
const dirOf = (variant) => path.join(outRoot, variant === ALL_ON ? 'all-on' : `off-${variant}`);

/** A strict production build (scripts/build-strict.mjs) into `dir`, with `off` switched off. */
function build(off, dir) {
  return new Promise((resolve) => {
    const started = Date.now();
    // Each build starts cold: Rspack's persistent cache does not know SPEED_OFF changes the config.
    const env = {...process.env, SPEED_OFF: off ?? '', DOCUSAURUS_NO_PERSISTENT_CACHE: '1'};
    const child = spawn(process.execPath, ['scripts/build-strict.mjs', '--out-dir', dir], {cwd: root, env, stdio: ['ignore', 'pipe', 'pipe']});
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    child.on('close', (code) => resolve({ok: code === 0, seconds: (Date.now() - started) / 1000, log}));
  });
}

const failures = [];
mkdirSync(outRoot, {recursive: true});
for (const variant of variants) {
  const dir = dirOf(variant);
  if (process.env.MECH_REUSE === '1' && existsSync(path.join(dir, 'index.html'))) {
    console.log(`${variant}: reusing ${path.relative(root, dir)}`);
    continue;
  }
  rmSync(dir, {recursive: true, force: true});
  const result = await build(variant === ALL_ON ? undefined : variant, dir);
  console.log(`${variant}: build ${result.ok ? 'done' : 'FAILED'} in ${result.seconds.toFixed(0)} s`);
  if (!result.ok) {
    failures.push(`the build with ${variant} off failed:\n${result.log.split('\n').slice(-25).join('\n')}`);
    rmSync(dir, {recursive: true, force: true});
  }
}
const built = variants.filter((variant) => existsSync(path.join(dirOf(variant), 'index.html')));
if (!built.includes(ALL_ON)) {
  console.error(failures.join('\n\n'));
  process.exit(1);
}

const servers = new Map();
for (const [i, variant] of built.entries()) servers.set(variant, await startLocalServer({port: basePort + i, dir: dirOf(variant)}));
const figures = Object.fromEntries(built.map((variant) => [variant, Object.fromEntries(lighthousePages.map((page) => [page.route, {kB: NaN, runs: []}]))]));

try {
  const browser = await launchBrowser();
  try {
    for (const variant of built) {
      for (const page of lighthousePages) {
        const load = await measureFirstLoad(browser, `${servers.get(variant).url}${page.route}`);
        figures[variant][page.route].kB = load.jsKB + load.cssKB;
      }
      console.log(`${variant}: first load ${lighthousePages.map((page) => `${page.route} ${figures[variant][page.route].kB.toFixed(1)} kB`).join(', ')}`);
    }
  } finally {
    await browser.close();
  }

  if (process.env.MECH_SKIP_LIGHTHOUSE !== '1') {
    const chrome = await launchChrome();
    try {
      // Interleaved: each round visits every page on every build, the builds' order turning each
      // round, so that a busy spell on the machine lands on all of them alike.
      for (let round = 0; round < runs; round += 1) {
        for (const page of lighthousePages) {
          for (let i = 0; i < built.length; i += 1) {
            const variant = built[(i + round) % built.length];
            const run = await lighthouseRun(chrome, `${servers.get(variant).url}${page.route}`, ['performance']);
            figures[variant][page.route].runs.push(run);
            console.log(
              `round ${round + 1}/${runs} ${page.route} [${variant}]: perf ${run.scores.performance}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, ` +
                `longest task ${Math.round(run.longestTaskMs)} ms, benchmarkIndex ${Math.round(run.benchmarkIndex)}, load ${run.loadAverage.toFixed(1)}`,
            );
          }
        }
      }
    } finally {
      chrome.kill();
    }
  }
} finally {
  for (const server of servers.values()) server.stop();
}

const withLighthouse = process.env.MECH_SKIP_LIGHTHOUSE !== '1';
const pageFigures = (variant, route) => {
  const {kB, runs: pageRuns} = figures[variant][route];
  const of = (pick) => median(pageRuns.map(pick));
  return {kB, perf: of((r) => r.scores.performance), lcpMs: of((r) => r.lcpMs), tbtMs: of((r) => r.tbtMs), longestTaskMs: of((r) => r.longestTaskMs), runs: pageRuns};
};

// Every build's medians, page by page.
const fmt = (value, digits = 0) => (Number.isNaN(value) ? '—' : value.toFixed(digits));
console.log(`\nMedians of ${withLighthouse ? runs : 0} Lighthouse runs per page and build (mobile, 4× CPU); first load in kB (JS + CSS, gzip).\n`);
console.log('| build | page | first load | perf | LCP | TBT | longest task |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const variant of built) {
  for (const page of lighthousePages) {
    const f = pageFigures(variant, page.route);
    console.log(`| ${variant === ALL_ON ? ALL_ON : `${variant} off`} | ${page.route} | ${fmt(f.kB, 1)} kB | ${fmt(f.perf)} | ${fmt(f.lcpMs)} ms | ${fmt(f.tbtMs)} ms | ${fmt(f.longestTaskMs)} ms |`);
  }
}

// What each mechanism buys: the build without it against the build with everything on.
console.log(`\nWhat each mechanism buys (its build off minus all on; positive = the mechanism saves that much). ${RULE}\n`);
console.log('| mechanism | internals | first load saved (min–max over pages) | TBT saved (largest, page) | LCP saved (largest, page) | longest task saved (largest) | verdict |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
const summary = [];
const allRuns = built.flatMap((variant) => lighthousePages.flatMap((page) => figures[variant][page.route].runs));
const quiet = hostQuiet(allRuns);
for (const mechanism of chosen) {
  if (!built.includes(mechanism)) {
    console.log(`| ${mechanism} | ${speedMechanisms[mechanism].internals ? 'yes' : 'no'} | build failed | | | | — |`);
    continue;
  }
  const perPage = lighthousePages.map((page) => ({
    route: page.route,
    budgeted: firstLoadBudgetKB(page.route.split('?')[0]) !== undefined,
    on: pageFigures(ALL_ON, page.route),
    off: pageFigures(mechanism, page.route),
  }));
  const verdict = mechanismVerdict({internals: speedMechanisms[mechanism].internals, perPage, withLighthouse, hostQuiet: quiet});
  summary.push({mechanism, ...verdict});
  const kB = perPage.map((p) => p.off.kB - p.on.kB);
  const top = (key) => verdict.largest[key];
  console.log(
    `| ${mechanism} | ${speedMechanisms[mechanism].internals ? 'yes' : 'no'} | ${fmt(Math.min(...kB), 1)} – ${fmt(Math.max(...kB), 1)} kB | ` +
      `${fmt(top('tbtMs').saved)} ms (${top('tbtMs').route}, noise ±${fmt(top('tbtMs').noise)}) | ${fmt(top('lcpMs').saved)} ms (${top('lcpMs').route}, noise ±${fmt(top('lcpMs').noise)}) | ` +
      `${fmt(top('longestTaskMs').saved)} ms (${top('longestTaskMs').route}) | ${verdict.text} |`,
  );
}

if (allRuns.length > 0) {
  console.log(`\n${describeHost(allRuns)}`);
  if (!quiet) console.log('The host was slow or busy (median benchmarkIndex below 1,000 or median load above the core count): no timing figure above decided a verdict; bytes did.');
  for (const page of lighthousePages) {
    const on = pageFigures(ALL_ON, page.route);
    if (on.perf < scoreBudgets.performance) failures.push(`all on: ${page.route} performance ${on.perf} < ${scoreBudgets.performance}`);
    if (on.tbtMs > timeBudgets.tbtMs) failures.push(`all on: ${page.route} TBT ${Math.round(on.tbtMs)} ms > ${timeBudgets.tbtMs} ms`);
    if (on.lcpMs > page.lcpMs) failures.push(`all on: ${page.route} LCP ${Math.round(on.lcpMs)} ms > ${page.lcpMs} ms`);
  }
}
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify({figures, summary}, null, 2));
if (failures.length > 0) {
  console.error(`\n${failures.join('\n')}`);
  process.exit(1);
}
