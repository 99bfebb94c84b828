// `npm run bench:scale`: builds a temporary copy of the site at its normal size and at 10× its
// pages (synthetic but realistic MDX), both cold, and compares build time, peak memory, search
// index size and query latency. Budget: ≤ 10× the normal build time, ≤ 4 GiB peak RSS, and an
// index that grows linearly or better. Exits 1 when a budget breaks.
import {execFileSync} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {runMeasured} from './bench/process-tree.mjs';
import {syntheticPages} from './bench/synthetic-pages.mjs';

const root = process.cwd();
const factor = Number(process.env.SCALE_FACTOR ?? 10);
const budgets = {timeRatio: 10, peakMiB: 4096, indexGrowthSlack: 1.15};
const queries = ['points', '!8ball', 'songrequest', '${random.pick', 'channel.tips', 'onEventReceived', 'folowage', 'timer interval', 'raffle', 'emote combo'];
const skip = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'playwright-report', '.tmp', '.bench']);

function countDocs(dir) {
  let n = 0;
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) n += countDocs(full);
    else if (/\.mdx?$/.test(entry)) n += 1;
  }
  return n;
}

function indexAsset(buildDir) {
  const dir = path.join(buildDir, 'assets/search');
  const file = existsSync(dir) ? readdirSync(dir).find((f) => f.endsWith('.json')) : undefined;
  if (!file) throw new Error(`No search index in ${dir}`);
  const full = path.join(dir, file);
  const raw = readFileSync(full);
  return {file: full, rawKiB: raw.length / 1024, gzipKiB: gzipSync(raw).length / 1024};
}

function latency(assetFile) {
  const out = execFileSync('npx', ['tsx', path.join(root, 'scripts/bench/query-latency.ts'), assetFile, ...queries], {encoding: 'utf8', cwd: root});
  return JSON.parse(out.trim().split('\n').at(-1));
}

async function measure(siteDir, label) {
  for (const dir of ['build', '.docusaurus']) rmSync(path.join(siteDir, dir), {recursive: true, force: true});
  console.log(`Cold build of the ${label} site…`);
  const build = await runMeasured('node', ['scripts/build-strict.mjs'], {cwd: siteDir});
  if (build.code !== 0) {
    console.error(build.output.slice(-4000));
    throw new Error(`The ${label} build failed.`);
  }
  const index = indexAsset(path.join(siteDir, 'build'));
  return {label, pages: countDocs(path.join(siteDir, 'docs')), ...build, index, query: latency(index.file)};
}

const work = mkdtempSync(path.join(tmpdir(), 'docs-scale-'));
try {
  const site = path.join(work, 'site');
  mkdirSync(site);
  for (const entry of readdirSync(root)) if (!skip.has(entry)) cpSync(path.join(root, entry), path.join(site, entry), {recursive: true});
  symlinkSync(path.join(root, 'node_modules'), path.join(site, 'node_modules'));
  const normal = await measure(site, 'normal');

  const extra = normal.pages * (factor - 1);
  for (const page of syntheticPages(extra)) {
    const file = path.join(site, 'docs', page.path);
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, page.body);
  }
  writeFileSync(path.join(site, 'docs/scale-test/_category_.json'), JSON.stringify({label: 'Scale test', position: 99}));
  const scaled = await measure(site, `${factor}×`);

  const rows = [normal, scaled].map((r) => ({
    site: r.label,
    'doc pages': r.pages,
    'build s': r.seconds.toFixed(1),
    'peak RSS MiB': r.peakRssMiB.toFixed(0),
    'index raw KiB': r.index.rawKiB.toFixed(0),
    'index gzip KiB': r.index.gzipKiB.toFixed(0),
    'records': r.query.records,
    'index load ms': r.query.loadMs.toFixed(0),
    'query p50 ms': r.query.p50.toFixed(2),
    'query p95 ms': r.query.p95.toFixed(2),
  }));
  console.table(rows);

  const timeRatio = scaled.seconds / normal.seconds;
  const pageRatio = scaled.pages / normal.pages;
  const indexRatio = scaled.index.rawKiB / normal.index.rawKiB;
  console.log(`build time ratio ${timeRatio.toFixed(2)}× (budget ≤ ${budgets.timeRatio}×)`);
  console.log(`peak RSS ${scaled.peakRssMiB.toFixed(0)} MiB (budget ≤ ${budgets.peakMiB} MiB)`);
  console.log(`index growth ${indexRatio.toFixed(2)}× for ${pageRatio.toFixed(2)}× pages (budget ≤ ${(pageRatio * budgets.indexGrowthSlack).toFixed(2)}×: linear or better)`);
  const failures = [];
  if (timeRatio > budgets.timeRatio) failures.push('build time');
  if (scaled.peakRssMiB > budgets.peakMiB) failures.push('peak RSS');
  if (indexRatio > pageRatio * budgets.indexGrowthSlack) failures.push('index growth');
  if (failures.length > 0) {
    console.error(`Budget broken: ${failures.join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log('All scale budgets met.');
  }
} finally {
  rmSync(work, {recursive: true, force: true});
}
