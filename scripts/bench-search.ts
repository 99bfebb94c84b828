// `npm run bench:search`: embedded search against the current build. Prints index size (raw, gzip),
// load + parse time, query latency p50/p95 over tests/search/queries.yaml, relevance (hit@1/@3),
// cold-index time to first hits in Chromium, and whether any page's first-load JS holds search
// code. Exits 1 when a budget breaks. Builds the site first when there is no build.
import {spawnSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {cpus, loadavg} from 'node:os';
import {gzipSync} from 'node:zlib';
import {runRequest} from '../src/search/client';
import type {SearchEngine} from '../src/search/engine';
import type {IndexAsset} from '../src/search/types';
import {firstHitsScriptKB} from './bench/budgets.mjs';
import {startLocalServer} from './bench/local-server.mjs';
import {coldFirstHits} from './search/browserTiming';
import {builtIndexFile, engineFromAssetText, repoRoot} from './search/builtIndex';
import {searchCodeInFirstLoad} from './search/firstLoad';
import {byClass, evaluate, hitAt, loadQueries, meanReciprocalRank, type QueryOutcome} from './search/relevance';

/**
 * The index may grow with the pages it covers by at most 1 kB gzip per new page (issue 42): 150 kB,
 * plus 29 kB for the 29 pages of updates-2026c (the 11 chatbot pages: quotes, user management,
 * adding the bot, the variables cheat sheet, the guides index and six guides; 8 overlays pages;
 * 10 websockets topics and examples), plus 5 kB for what issue 40 brought back: table rows (a
 * setting's, placeholder's or field's name; the extractor had dropped every table of the site)
 * and the vocabulary's terms.
 */
const BUDGET = {gzipKB: 150 + 29 + 5, p95Ms: 5, noHitKeyP95Ms: 40, firstHitsMs: 150, hitAt3: 0.97, hitAt1: 0.85, classHitAt3: 0.9, mrr: 0.9};
/**
 * hit@3 per class of the engine before issue 13 (2026-11-24) on this same query set, both parts
 * together: no class may fall below it.
 */
const BEFORE: Record<string, number> = {api: 1, exact: 1, glued: 0.82, multi: 0.971, partial: 0.943, question: 0.891, symbol: 0.979, synonym: 0.725, typo: 0.804};
const buildDir = path.join(repoRoot, 'build');
const auditDir = path.join(repoRoot, 'tests/search/audit');
const port = Number(process.env.BENCH_SEARCH_PORT ?? process.env.BENCH_PORT ?? 4312);

const rows: [string, string, string, boolean | null][] = [];
const row = (what: string, value: string, budget = '—', ok: boolean | null = null) => rows.push([what, value, budget, ok]);
const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;
const median = (xs: number[]) => pct(xs, 50);

if (!existsSync(path.join(buildDir, 'index.html')) || process.argv.includes('--build')) {
  console.log('Building the site (embedded search)…');
  const env = {...process.env, DOCSEARCH_APP_ID: '', DOCSEARCH_API_KEY: '', DOCSEARCH_INDEX_NAME: ''};
  const built = spawnSync('npx', ['docusaurus', 'build'], {cwd: repoRoot, env, stdio: 'inherit'});
  if (built.status !== 0) process.exit(1);
}

// Size
const file = builtIndexFile(buildDir);
const text = readFileSync(file, 'utf8');
const gzipBytes = gzipSync(text, {level: 9}).length;
const asset = JSON.parse(text) as IndexAsset;
row('index records / pages', `${asset.records.length / 3} / ${asset.pages.length}`);
row('index size raw', `${(text.length / 1000).toFixed(1)} kB`);
row('index size gzip', `${(gzipBytes / 1000).toFixed(1)} kB`, `≤ ${BUDGET.gzipKB} kB`, gzipBytes <= BUDGET.gzipKB * 1000);

// Load + parse (JSON.parse, unpack, build the engine), in Node; the browser figure is below.
const loads: number[] = [];
let engine: SearchEngine | undefined;
for (let i = 0; i < 7; i++) {
  const t0 = performance.now();
  engine = engineFromAssetText(text);
  loads.push(performance.now() - t0);
}
row('load + parse (Node): first run', ms(loads[0] ?? NaN));
row('load + parse (Node): median of 7', ms(median(loads)));

// Latency: full DocSearch requests (search, highlight, snippets), every query 20 times after warm-up.
const queries = loadQueries();
const request = (q: string) => ({
  indexName: 'bench',
  query: q,
  hitsPerPage: 20,
  attributesToSnippet: ['hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'content'].map((a) => `${a}:10`),
  snippetEllipsisText: '…',
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
});
const times: number[] = [];
for (const q of queries) runRequest(engine!, request(q.q));
for (let round = 0; round < 20; round++) {
  for (const q of queries) {
    const t0 = performance.now();
    runRequest(engine!, request(q.q));
    times.push(performance.now() - t0);
  }
}
row(`query latency p50 (${queries.length} queries × 20)`, ms(pct(times, 50)));
row('query latency p95', ms(pct(times, 95)), `≤ ${BUDGET.p95Ms} ms`, pct(times, 95) <= BUDGET.p95Ms);

// Keystrokes that find nothing: their answer also builds the no-results help (suggestions, nearest
// pages), the costliest answer there is. Typed key by key into a fresh engine, as a reader typing in a
// language the vocabulary does not cover, or a mash of keys; the dialog answers every key.
const NO_RESULT_TYPING = ['как добавить команду в чат', 'jak dodać komendę która pokazuje punkty', 'come aggiungere un comando personalizzato', 'qwertyuiop asdfghjkl zxcvbnm', 'pointz0 pointz1 pointz2 pointz3'];
const typingEngine = engineFromAssetText(text);
const noHitKeys: number[] = [];
for (const typed of NO_RESULT_TYPING) {
  for (let end = 1; end <= typed.length; end++) {
    const t0 = performance.now();
    const answer = runRequest(typingEngine, request(typed.slice(0, end)));
    if (answer.nbHits === 0) noHitKeys.push(performance.now() - t0);
  }
}
row(`a key that finds nothing (${noHitKeys.length} keys, ${NO_RESULT_TYPING.length} queries typed): p50`, ms(pct(noHitKeys, 50)));
row('  p95', ms(pct(noHitKeys, 95)), `≤ ${BUDGET.noHitKeyP95Ms} ms`, pct(noHitKeys, 95) <= BUDGET.noHitKeyP95Ms);
row('  worst (the first builds the suggestion lists)', ms(Math.max(...noHitKeys)));

// Relevance, per part (the held-out part is reported as figures only, never query by query).
const outcomes = evaluate(engine!, queries);
const pctOf = (rate: number) => `${(rate * 100).toFixed(1)} %`;
/** A rate with the counts behind it: "97.9 % (708/723)". */
const share = (score: {rate: number; hits: number; scored: number}) => `${pctOf(score.rate)} (${score.hits}/${score.scored})`;
/** Each part of a relevance set, as printed and as its entries mark it. */
const PARTS = [
  ['tuning', 'tuning'],
  ['held-out', 'holdout'],
] as const;
const inParts = (list: QueryOutcome[]): [string, QueryOutcome[]][] => PARTS.map(([name, part]) => [name, list.filter((o) => o.part === part)]);
for (const [name, list] of inParts(outcomes)) {
  const at1 = hitAt(list, 1);
  const at3 = hitAt(list, 3);
  const mrr = meanReciprocalRank(list);
  row(`relevance, ${name} part: hit@1`, share(at1), `≥ ${BUDGET.hitAt1 * 100} %`, at1.rate >= BUDGET.hitAt1);
  row(`relevance, ${name} part: hit@3`, share(at3), `≥ ${BUDGET.hitAt3 * 100} %`, at3.rate >= BUDGET.hitAt3);
  row(`relevance, ${name} part: MRR`, mrr.toFixed(3), `≥ ${BUDGET.mrr}`, mrr >= BUDGET.mrr);
  const firsts = byClass(list, 1);
  for (const [kind, score] of byClass(list)) {
    // Typo edit kinds (typo:swap…) are shown; the budget applies to the class.
    const budgeted = !kind.includes(':');
    const first = firsts.get(kind);
    const shown = `${share(score)}${first ? `, @1 ${pctOf(first.rate)}` : ''}`;
    row(`  ${name} hit@3, ${kind}`, shown, budgeted ? `≥ ${BUDGET.classHitAt3 * 100} %` : '—', budgeted ? score.rate >= BUDGET.classHitAt3 : null);
  }
}
for (const [kind, score] of byClass(outcomes)) {
  const before = BEFORE[kind];
  if (before !== undefined) row(`  both parts hit@3, ${kind} (before: ${pctOf(before)})`, pctOf(score.rate), `≥ ${pctOf(before)}`, score.rate >= before - 1e-9);
}
const pending = outcomes.filter((o) => o.pending).length;
if (pending > 0) row('queries not scored (pages pending)', String(pending));

// Audit sets (tests/search/audit): written blind after the tuning of the sets above, measured and
// not budgeted, so the next relevance change is judged on queries nobody tuned against; held-out
// parts as figures only, as above.
for (const file of readdirSync(auditDir).filter((f) => f.endsWith('.yaml')).sort()) {
  for (const [name, list] of inParts(evaluate(engine!, loadQueries([path.join(auditDir, file)])))) {
    row(`audit ${file}, ${name} part: hit@1 / hit@3`, `${share(hitAt(list, 1))} / ${share(hitAt(list, 3))}`);
  }
}

// The search page's first-hits script: on /search's critical path.
const firstHitsFile = readdirSync(path.join(buildDir, 'assets/js')).find((name) => name.startsWith('first-hits.'));
if (firstHitsFile) {
  const kB = gzipSync(readFileSync(path.join(buildDir, 'assets/js', firstHitsFile)), {level: 9}).length / 1000;
  row('first-hits script of /search, gzip', `${kB.toFixed(1)} kB`, `≤ ${firstHitsScriptKB} kB`, kB <= firstHitsScriptKB);
}

// First-load JS
const firstLoad = searchCodeInFirstLoad(buildDir);
row(`search code in first-load JS (${firstLoad.pages} pages besides /search)`, firstLoad.offenders.length === 0 ? 'none' : `${firstLoad.offenders.length} found`, 'none', firstLoad.offenders.length === 0);

async function browserFigures(): Promise<void> {
  const server = await startLocalServer({port, cwd: repoRoot});
  try {
    const cold = await coldFirstHits(server.url, 'points', 5);
    row('first hits after the first keystroke, cold index (median of 5)', ms(median(cold.firstKeystroke)), `≤ ${BUDGET.firstHitsMs} ms`, median(cold.firstKeystroke) <= BUDGET.firstHitsMs);
    row('  same, worst of 5', ms(Math.max(...cold.firstKeystroke)));
    row('Ctrl+K → hits, dialog and index both cold (median of 5)', ms(median(cold.fromShortcut)));
  } finally {
    server.stop();
  }
}

function report(): void {
  const width = Math.max(...rows.map((r) => r[0].length));
  console.log(`\nEmbedded search bench (load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores: timings grow with it)\n`);
  for (const [what, value, budget, ok] of rows) {
    console.log(`${what.padEnd(width)}  ${value.padStart(28)}  ${budget.padEnd(10)}  ${ok === null ? '' : ok ? 'ok' : 'OVER BUDGET'}`);
  }
  for (const o of firstLoad.offenders.slice(0, 10)) console.log(`  ${o}`);
  for (const o of outcomes.filter((x) => x.part === 'tuning' && !x.pending && (x.rank === null || x.rank > 3))) console.log(`  tuning miss: ${o.q} -> ${o.top.join(', ') || 'nothing'}`);
  const failed = rows.filter((r) => r[3] === false);
  if (failed.length > 0) {
    console.error(`\n${failed.length} budget(s) broken: ${failed.map((r) => r[0]).join('; ')}`);
    process.exit(1);
  }
  console.log('\nAll search budgets met.');
}

browserFigures().then(report, (error: unknown) => {
  console.error(error);
  process.exit(1);
});
