// `npm test`: every tier in order, stopping at the first failing step (docs-dev/testing.md).
//   checks   shared copies, lockfile, then type-check and lint side by side
//   fast     unit tests that need no build (vitest projects "fast" and "fast-isolated")
//   build    the strict production build, then the unit tests that read it (project "build")
//   browser  Playwright in Debian's Chromium headless shell against the build (scripts/chromium.mjs)
// `node scripts/test-all.mjs fast build` runs only the tiers named. Each step and tier prints its
// time, the run ends with each tier's time, the wall time and one "N passed, N failed" line.
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';
import {loadavg} from 'node:os';

/** `projects`: vitest's names or patterns (the fast tier is `fast` and `fast-isolated`: vitest.config.mts). */
const vitest = (tier, projects = tier) => ['npx', ['vitest', 'run', '--project', projects, '--reporter=default', '--reporter=json', `--outputFile=.tmp/vitest-${tier}.json`]];

/** Each tier's steps; a step that is a list runs its commands at the same time (two cores, two single-threaded tools). */
const tiers = {
  checks: [
    ['shared copies', 'node', ['scripts/sync-shared.mjs', '--check']],
    // CI installs with `npm ci`, which refuses a lockfile that misses a platform binary
    // (a registry without the newest rollup or swc builds leaves them out silently).
    ['lockfile', 'npm', ['ci', '--dry-run', '--no-audit', '--no-fund']],
    [
      ['type-check', 'npx', ['tsc', '--noEmit']],
      ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
    ],
  ],
  fast: [['unit tests (no build)', ...vitest('fast', 'fast*')]],
  build: [
    ['build', 'node', ['scripts/build-strict.mjs']],
    ['unit tests on the build', ...vitest('build')],
  ],
  browser: [
    ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
    ['browser tests', 'npx', ['playwright', 'test']],
  ],
};

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !(name in tiers));
if (unknown.length > 0) {
  console.error(`No tier called ${unknown.join(', ')}. Tiers: ${Object.keys(tiers).join(', ')}.`);
  process.exit(2);
}
const chosen = asked.length > 0 ? Object.keys(tiers).filter((name) => asked.includes(name)) : Object.keys(tiers);

const reports = ['.tmp/vitest-fast.json', '.tmp/vitest-build.json', '.tmp/playwright.json'];
mkdirSync('.tmp', {recursive: true});
for (const file of reports) rmSync(file, {force: true});

function counts() {
  let passed = 0;
  let failed = 0;
  for (const file of reports.slice(0, 2).filter(existsSync)) {
    const v = JSON.parse(readFileSync(file, 'utf8'));
    passed += v.numPassedTests;
    failed += v.numFailedTests;
  }
  if (existsSync(reports[2])) {
    const p = JSON.parse(readFileSync(reports[2], 'utf8')).stats;
    passed += p.expected;
    failed += p.unexpected + p.flaky;
  }
  return {passed, failed};
}

const seconds = (since) => ((Date.now() - since) / 1000).toFixed(1);

/** Runs one command; with others beside it, its output is kept until it ends so the logs do not interleave. */
function runCommand([name, command, args], alone) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, {stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'], env: {...process.env, FORCE_COLOR: '0'}});
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('close', (code, signal) => {
      if (!alone) process.stdout.write(`\n--- ${name}: ${command} ${args.join(' ')}\n${output}`);
      resolve({name, ok: code === 0, exit: code ?? signal, seconds: seconds(started)});
    });
  });
}

function finish(code) {
  console.log(`\nTier times: ${tierTimes.map(([name, s]) => `${name} ${s} s`).join(', ')}`);
  console.log(`Wall time: ${seconds(startedAll)} s (load average at the end ${loadavg()[0].toFixed(1)})`);
  const {passed, failed} = counts();
  // The checks tier (types, lint, copies, lockfile) has no tests of its own; every other tier must run some.
  if (code === 0 && passed === 0 && chosen.some((name) => name !== 'checks')) {
    console.error('No test ran.');
    code = 1;
  }
  console.log(`${passed} passed, ${code === 0 ? failed : Math.max(failed, 1)} failed`);
  process.exit(code === 0 && failed === 0 ? 0 : 1);
}

const startedAll = Date.now();
const tierTimes = [];
for (const tier of chosen) {
  const tierStarted = Date.now();
  console.log(`\n##### tier ${tier}`);
  for (const step of tiers[tier]) {
    const together = Array.isArray(step[0]) ? step : [step];
    console.log(`\n=== ${together.map(([name, command, args]) => `${name}: ${command} ${args.join(' ')}`).join('  |  ')}`);
    const results = await Promise.all(together.map((command) => runCommand(command, together.length === 1)));
    for (const result of results) console.log(`=== ${result.name} ${result.ok ? 'ok' : `failed (exit ${result.exit})`} (${result.seconds} s)`);
    if (results.some((result) => !result.ok)) {
      tierTimes.push([tier, seconds(tierStarted)]);
      finish(1);
    }
  }
  tierTimes.push([tier, seconds(tierStarted)]);
  console.log(`##### tier ${tier} ok (${seconds(tierStarted)} s)`);
}
finish(0);
