// The tests read the route list and product facts from spec/, a copy of ../shared kept in the
// repository so a clone anywhere (CI included) has them.
//   node scripts/sync-shared.mjs --check   lists what differs (npm test's first step); changes nothing
//   npm run sync:shared                     takes ../shared's version of each file you have not edited
//   npm run sync:shared -- --force          also overwrites files you edited in spec/ (after the diff)
// A file counts as edited here when it differs from its committed version (`git diff`): those edits
// are someone's work, so they are shown, never overwritten without --force.
import {spawnSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '..');
const source = path.resolve(repoRoot, '..', 'shared');
const target = path.join(repoRoot, 'spec');
const check = process.argv.includes('--check');
const force = process.argv.includes('--force');

const files = ['routes.txt', ...readdirSync(path.join(existsSync(source) ? source : target, 'facts')).map((f) => `facts/${f}`)];

if (!existsSync(source)) {
  console.log(`No ${source}; using the copy in spec/ (${files.length} files).`);
  process.exit(0);
}

const git = (args) => spawnSync('git', args, {cwd: repoRoot, encoding: 'utf8'});

/** True when spec/<file> has uncommitted changes (or git cannot tell, which is treated the same). */
function editedHere(file) {
  const result = git(['diff', '--quiet', 'HEAD', '--', `spec/${file}`]);
  return result.status !== 0;
}

/** A short `diff -u` of the copy against ../shared (git's no-index diff, so no diff tool is needed). */
function difference(file) {
  const result = git(['diff', '--no-index', '--stat', '--', `spec/${file}`, path.join(source, file)]);
  const body = git(['diff', '--no-index', '-U1', '--', `spec/${file}`, path.join(source, file)]).stdout.split('\n');
  const shown = body.slice(0, 40);
  return [result.stdout.trim(), ...shown, ...(body.length > shown.length ? [`… ${body.length - shown.length} more lines`] : [])].join('\n');
}

const drifted = files
  .filter((file) => {
    const copy = path.join(target, file);
    return !existsSync(copy) || !readFileSync(copy).equals(readFileSync(path.join(source, file)));
  })
  .map((file) => ({file, status: !existsSync(path.join(target, file)) ? 'new in ../shared' : editedHere(file) ? 'edited in spec/' : 'changed in ../shared'}));

if (check) {
  if (drifted.length > 0) {
    console.error(`spec/ differs from ../shared in ${drifted.length} file(s):`);
    for (const {file, status} of drifted) console.error(`  ${file} (${status})`);
    const edited = drifted.filter((d) => d.status === 'edited in spec/');
    console.error(
      edited.length > 0
        ? `\`npm run sync:shared\` copies the others and keeps your edits to ${edited.map((d) => d.file).join(', ')}; ` +
            'move those edits to ../shared (the source of truth), or commit or stash them, then run `npm run sync:shared -- --force` to take ../shared\'s version.'
        : 'Run `npm run sync:shared` to copy them (none of them has local edits).',
    );
    process.exit(1);
  }
  console.log(`spec/ matches ../shared (${files.length} files).`);
  process.exit(0);
}

let kept = 0;
for (const {file, status} of drifted) {
  if (status === 'edited in spec/' && !force) {
    kept += 1;
    console.warn(`kept spec/${file}: it has edits of yours that ../shared does not have. What ../shared would change:\n${difference(file)}\n`);
    continue;
  }
  mkdirSync(path.dirname(path.join(target, file)), {recursive: true});
  copyFileSync(path.join(source, file), path.join(target, file));
  console.log(`copied ${file} (${status})`);
}
if (drifted.length === 0) console.log('spec/ already matches ../shared.');
else console.log(`Updated ${drifted.length - kept} file(s)${kept ? `; kept ${kept} with local edits (rerun with -- --force to overwrite them)` : ''}.`);
process.exit(kept > 0 ? 1 : 0);
