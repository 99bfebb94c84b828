// `npm run bench:tools`: runs every benchmark in this folder, one after the other, and fails when any fails.
import {spawnSync} from 'node:child_process';
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const self = path.basename(fileURLToPath(import.meta.url));
const failed = [];
for (const file of readdirSync(dir).filter((name) => name.endsWith('.mjs') && name !== self).sort()) {
  console.log(`\n== ${file}`);
  const {status} = spawnSync(process.execPath, [path.join(dir, file)], {stdio: 'inherit'});
  if (status !== 0) failed.push(file);
}
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
