// `npm test`: shared copies and lockfile checks, type-check, lint, strict production build, unit tests, browser tests.
// Stops at the first failing step and ends with one "N passed, N failed" line.
import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, rmSync} from 'node:fs';

const steps = [
  ['shared copies', 'node', ['scripts/sync-shared.mjs', '--check']],
  // CI installs with `npm ci`, which refuses a lockfile that misses a platform binary
  // (a registry without the newest rollup or swc builds leaves them out silently).
  ['lockfile', 'npm', ['ci', '--dry-run', '--no-audit', '--no-fund']],
  ['type-check', 'npx', ['tsc', '--noEmit']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['build', 'node', ['scripts/build-strict.mjs']],
  ['unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile=.tmp/vitest.json']],
  ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['browser tests', 'npx', ['playwright', 'test']],
];

mkdirSync('.tmp', {recursive: true});
for (const file of ['.tmp/vitest.json', '.tmp/playwright.json']) rmSync(file, {force: true});

function counts() {
  let passed = 0;
  let failed = 0;
  if (existsSync('.tmp/vitest.json')) {
    const v = JSON.parse(readFileSync('.tmp/vitest.json', 'utf8'));
    passed += v.numPassedTests;
    failed += v.numFailedTests;
  }
  if (existsSync('.tmp/playwright.json')) {
    const p = JSON.parse(readFileSync('.tmp/playwright.json', 'utf8')).stats;
    passed += p.expected;
    failed += p.unexpected + p.flaky;
  }
  return {passed, failed};
}

for (const [name, command, args] of steps) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, {stdio: 'inherit', env: {...process.env, FORCE_COLOR: '0'}});
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    const {passed, failed} = counts();
    console.error(`\n=== ${name} failed after ${seconds} s (exit ${result.status ?? result.signal}).`);
    console.log(`${passed} passed, ${Math.max(failed, 1)} failed`);
    process.exit(1);
  }
  console.log(`=== ${name} ok (${seconds} s)`);
}

const {passed, failed} = counts();
if (passed === 0) {
  console.error('No test ran.');
  process.exit(1);
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
