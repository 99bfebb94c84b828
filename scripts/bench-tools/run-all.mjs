// `npm run bench:tools`: runs every benchmark in scripts/bench-tools/ one after another and
// exits 1 when any of them reports a broken budget.
import {spawnSync} from 'node:child_process';
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const benches = readdirSync(dir).filter((file) => file.endsWith('.mjs') && file !== 'run-all.mjs').sort();
const failed = [];
for (const file of benches) {
  console.log(`\n▶ ${file}`);
  const run = spawnSync(process.execPath, [path.join(dir, file)], {stdio: 'inherit'});
  if (run.status !== 0) failed.push(file);
}
if (failed.length > 0) {
  console.error(`\nOver budget or failed: ${failed.join(', ')}`);
  process.exit(1);
}
