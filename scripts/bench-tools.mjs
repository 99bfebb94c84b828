// `npm run bench:tools`: runs every benchmark in scripts/bench-tools/ (one file per interactive tool)
// against the current build, one after another, and fails when any of them reports a broken budget.
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';

if (!existsSync('build/index.html')) {
  console.error('No build found. Run "npm run build" first.');
  process.exit(1);
}
const dir = 'scripts/bench-tools';
const files = readdirSync(dir).filter((name) => /\.(mjs|js)$/.test(name)).sort();
const failed = [];
for (const file of files) {
  console.log(`\n== ${file}`);
  const result = spawnSync('node', [path.join(dir, file)], {stdio: 'inherit'});
  if (result.status !== 0) failed.push(file);
}
if (failed.length > 0) {
  console.error(`\nBudget broken or benchmark failed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`\nAll ${files.length} tool benchmark(s) met their budgets.`);
