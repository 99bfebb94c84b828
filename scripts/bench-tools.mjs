// `npm run bench:tools`: runs the benchmark each interactive tool's descriptor names (`bench` in its
// tool.json: a file in scripts/bench-tools/) against the current build, one after another, and fails
// when any of them reports a broken budget, or when a file there belongs to no tool.
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {toolDescriptors} from './bench/toolDescriptors.mjs';

if (!existsSync('build/index.html')) {
  console.error('No build found. Run "npm run build" first.');
  process.exit(1);
}
const dir = 'scripts/bench-tools';
const files = toolDescriptors().map((tool) => tool.bench);
const orphans = readdirSync(dir).filter((name) => /\.(mjs|js)$/.test(name) && !files.includes(name));
if (orphans.length > 0) {
  console.error(`No tool.json names ${orphans.join(', ')} as its bench: add it to its tool's descriptor (src/tools/descriptor.ts).`);
  process.exit(1);
}
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
