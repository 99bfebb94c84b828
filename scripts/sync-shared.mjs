// The tests read the route list and product facts from spec/, a copy of ../shared kept in the
// repository so a clone anywhere (CI included) has them. `npm run sync:shared` refreshes the copy;
// `--check` fails when ../shared exists and the copy has drifted from it.
import {copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const source = path.resolve(repoRoot, '..', 'shared');
const target = path.join(repoRoot, 'spec');
const check = process.argv.includes('--check');

const files = ['routes.txt', ...readdirSync(path.join(existsSync(source) ? source : target, 'facts')).map((f) => `facts/${f}`)];

if (!existsSync(source)) {
  console.log(`No ${source}; using the copy in spec/ (${files.length} files).`);
  process.exit(0);
}

const drifted = files.filter((file) => {
  const copy = path.join(target, file);
  return !existsSync(copy) || !readFileSync(copy).equals(readFileSync(path.join(source, file)));
});

if (check) {
  if (drifted.length > 0) {
    console.error(`spec/ differs from ../shared in: ${drifted.join(', ')}. Run \`npm run sync:shared\`.`);
    process.exit(1);
  }
  console.log(`spec/ matches ../shared (${files.length} files).`);
  process.exit(0);
}

for (const file of drifted) {
  mkdirSync(path.dirname(path.join(target, file)), {recursive: true});
  copyFileSync(path.join(source, file), path.join(target, file));
  console.log(`copied ${file}`);
}
console.log(drifted.length === 0 ? 'spec/ already matches ../shared.' : `Updated ${drifted.length} file(s).`);
