// `npm run upgrade:try`: the next Docusaurus major, tried in a copy. Copies the project (without
// node_modules and build output) to a temporary folder, moves every @docusaurus/* package to the
// newest Docusaurus 4 prerelease the registry has for all of them (dist-tag `canary` or `next`
// when it is 4.x, else the newest 4.x version they share), moves React to the range that release
// asks for, installs, type-checks, builds, runs the unit tests and the first-load tests there, and
// prints what broke and what the pages weigh. Not part of `npm test`: it needs the registry and takes a
// while. The project itself is never touched. docs-dev/upgrading.md says how to read the report.
//
// Environment: UPGRADE_VERSION (a version to try instead of the newest), UPGRADE_DIR (the copy's
// folder; default a new temporary one, kept afterwards for inspection), E2E_PORT (default 4173,
// for the first-load tests in the copy). Exits 1 when any step failed.
import {execFileSync, spawn} from 'node:child_process';
import {cpSync, createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = process.cwd();
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const docusaurusPackages = Object.keys({...pkg.dependencies, ...pkg.devDependencies}).filter((name) => name.startsWith('@docusaurus/'));

const npmJson = (...args) => JSON.parse(execFileSync('npm', ['view', ...args, '--json'], {encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe']}) || 'null');

/** Orders versions as semver does for the forms Docusaurus publishes (x.y.z, x.y.z-canary-N, x.y.z-beta.N). */
export function compareVersions(a, b) {
  const split = (v) => {
    const [main, pre] = v.split(/-(.*)/s);
    return {main: main.split('.').map(Number), pre: pre ? pre.split(/[.-]/).map((part) => (/^\d+$/.test(part) ? Number(part) : part)) : []};
  };
  const x = split(a);
  const y = split(b);
  for (let i = 0; i < 3; i += 1) if (x.main[i] !== y.main[i]) return x.main[i] - y.main[i];
  if (x.pre.length === 0 || y.pre.length === 0) return y.pre.length - x.pre.length; // a release sorts after its prereleases
  for (let i = 0; i < Math.max(x.pre.length, y.pre.length); i += 1) {
    const [p, q] = [x.pre[i], y.pre[i]];
    if (p === undefined || q === undefined) return p === undefined ? -1 : 1;
    if (p === q) continue;
    if (typeof p === 'number' && typeof q === 'number') return p - q;
    return String(p) < String(q) ? -1 : 1;
  }
  return 0;
}

/** The version to try and how it was chosen. */
function chooseVersion() {
  if (process.env.UPGRADE_VERSION) return {version: process.env.UPGRADE_VERSION, how: 'UPGRADE_VERSION'};
  const tags = npmJson('@docusaurus/core', 'dist-tags') ?? {};
  const published = Object.fromEntries(docusaurusPackages.map((name) => [name, new Set([npmJson(name, 'versions')].flat())]));
  const everywhere = (version) => docusaurusPackages.every((name) => published[name].has(version));
  for (const tag of ['canary', 'next']) {
    if (tags[tag]?.startsWith('4.') && everywhere(tags[tag])) return {version: tags[tag], how: `dist-tag ${tag}`};
  }
  const shared = [...published['@docusaurus/core']].filter((v) => v.startsWith('4.') && everywhere(v)).sort(compareVersions);
  const coreOnly = [...published['@docusaurus/core']].filter((v) => v.startsWith('4.')).sort(compareVersions);
  if (shared.length === 0) throw new Error(`No Docusaurus 4 version is published for every package the site uses (${docusaurusPackages.join(', ')}); @docusaurus/core has ${coreOnly.join(', ') || 'none'}.`);
  const newestCore = coreOnly.at(-1);
  const note = newestCore !== shared.at(-1) ? ` (@docusaurus/core alone has ${newestCore}, which the other packages lack)` : '';
  return {version: shared.at(-1), how: `newest 4.x shared by every @docusaurus package; dist-tags: ${JSON.stringify(tags)}${note}`};
}

/** Whether this Node satisfies a `>=x.y` engines range (the form Docusaurus uses). */
function nodeSatisfies(range) {
  const min = />=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(range ?? '');
  if (!min) return true;
  const have = process.versions.node.split('.').map(Number);
  const want = [Number(min[1]), Number(min[2] ?? 0), Number(min[3] ?? 0)];
  for (let i = 0; i < 3; i += 1) if (have[i] !== want[i]) return have[i] > want[i];
  return true;
}

const ESC = String.fromCharCode(27);
const plain = (text) => text.split(ESC).map((part, i) => (i === 0 ? part : part.replace(/^\[[0-9;]*m/, ''))).join('');
/** The lines that say what failed: failing test files, type errors, thrown errors, npm errors. */
const FAILURE_LINE = /(^\s*FAIL\s)|error TS\d+|^\w*Error\b|npm error (code|peer|Could not)|✘|\d+\) \[chromium\]/;

/** Runs a step in the copy; its whole output goes to a log file beside the copy. */
function step(name, command, args, cwd, env = {}) {
  return new Promise((resolve) => {
    const log = path.join(cwd, `upgrade-try.${name.replace(/\W+/g, '-')}.log`);
    console.log(`\n── ${name}: ${command} ${args.join(' ')}`);
    const started = Date.now();
    const child = spawn(command, args, {cwd, env: {...process.env, ...env}, stdio: ['ignore', 'pipe', 'pipe']});
    const out = createWriteStream(log);
    const failures = new Set();
    let tail = [];
    const keep = (chunk) => {
      out.write(chunk);
      const lines = plain(String(chunk)).split('\n');
      for (const line of lines) if (FAILURE_LINE.test(line)) failures.add(line.trim().slice(0, 220));
      tail = [...tail, ...lines].slice(-15);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const done = (code, extra = '') => {
      out.end();
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`   ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
      resolve({name, code, seconds, log, failures: [...failures].slice(0, 40), tail: `${tail.join('\n').trim()}${extra}`});
    };
    child.on('error', (error) => done(1, String(error)));
    child.on('close', (code) => done(code ?? 1));
  });
}

const {version, how} = chooseVersion();
const core = npmJson(`@docusaurus/core@${version}`, 'engines', 'peerDependencies') ?? {};
const nodeRange = core.engines?.node ?? core.node;
const reactRange = (core.peerDependencies ?? core)?.react;
console.log(`Trying Docusaurus ${version} (${how}).`);
console.log(`It asks for Node ${nodeRange ?? '(not said)'} and React ${reactRange ?? '(not said)'}; this machine runs Node ${process.versions.node}.`);
const nodeOk = nodeSatisfies(nodeRange);
if (!nodeOk) console.log(`Node ${process.versions.node} is older than ${nodeRange}: expect the install to warn (EBADENGINE) and Docusaurus to refuse to start; every step still runs and is reported.`);

const dir = process.env.UPGRADE_DIR ? path.resolve(process.env.UPGRADE_DIR) : mkdtempSync(path.join(os.tmpdir(), 'docusaurus-4-try-'));
const skip = new Set(['node_modules', 'build', '.docusaurus', '.tmp', '.bench', 'test-results', 'playwright-report', 'blob-report', 'coverage', '.git']);
cpSync(root, dir, {recursive: true, filter: (source) => !skip.has(path.basename(source)) || path.dirname(source) !== root});
console.log(`Copied the project to ${dir}.`);

const copy = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
const declared = (name) => ['dependencies', 'devDependencies'].find((section) => copy[section]?.[name] !== undefined);
for (const name of docusaurusPackages) copy[declared(name)][name] = version;
// What the new packages ask of their peers, for the peers the project declares itself (React,
// TypeScript, MDX): moved to the range asked for, since npm refuses a tree that breaks a peer range.
const moved = [];
for (const name of docusaurusPackages) {
  const peers = npmJson(`${name}@${version}`, 'peerDependencies') ?? {};
  for (const [peer, range] of Object.entries(peers)) {
    const section = declared(peer);
    if (!section || peer.startsWith('@docusaurus/') || copy[section][peer] === range) continue;
    moved.push(`${peer} ${copy[section][peer]} → ${range} (asked by ${name})`);
    copy[section][peer] = range;
  }
}
// React's types follow React's major.
const reactMajor = /\d+/.exec(copy.dependencies?.react ?? '')?.[0];
if (reactMajor && copy.devDependencies?.['@types/react'] && !copy.devDependencies['@types/react'].startsWith(`^${reactMajor}`)) {
  moved.push(`@types/react ${copy.devDependencies['@types/react']} → ^${reactMajor} (React ${reactMajor})`);
  copy.devDependencies['@types/react'] = `^${reactMajor}`;
}
console.log(moved.length > 0 ? `Moved with it:\n  ${moved.join('\n  ')}` : 'No peer range to move.');
// The lockfile holds the old major's whole tree, which npm would try to keep: the copy resolves afresh.
rmSync(path.join(dir, 'package-lock.json'), {force: true});
writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(copy, null, 2)}\n`);

const port = process.env.E2E_PORT ?? '4173';
const results = [];
const install = await step('install', 'npm', ['install', '--no-audit', '--no-fund'], dir);
results.push(install);
if (install.code === 0) {
  results.push(await step('type-check', 'npx', ['tsc', '--noEmit'], dir));
  const build = await step('build', process.execPath, ['scripts/build-strict.mjs'], dir);
  results.push(build);
  results.push(await step('unit tests', 'npx', ['vitest', 'run'], dir));
  if (build.code === 0) results.push(await step('first-load tests', 'npx', ['playwright', 'test', 'tests/e2e/first-load.spec.ts', '--reporter=line'], dir, {E2E_PORT: port}));
  else results.push({name: 'first-load tests', code: 1, seconds: 0, failures: [], tail: 'not run: the build failed'});
}

console.log(`\n════ Docusaurus ${version} in ${dir} (Node ${process.versions.node}${nodeOk ? '' : `, below its ${nodeRange}`})`);
for (const result of results) {
  console.log(`\n${result.code === 0 ? 'PASSED' : 'BROKE '} ${result.name} (${result.seconds} s)`);
  if (result.code === 0) continue;
  if (result.failures.length > 0) console.log(result.failures.join('\n').replace(/^/gm, '   ✗ '));
  console.log(result.tail.replace(/^/gm, '   │ '));
  if (result.log) console.log(`   (whole output: ${result.log})`);
}
const broke = results.filter((r) => r.code !== 0).map((r) => r.name);
console.log(`\n${broke.length === 0 ? 'Everything held.' : `What broke: ${broke.join(', ')}.`} The copy stays in ${dir} for a closer look.`);
process.exit(broke.length === 0 ? 0 : 1);
