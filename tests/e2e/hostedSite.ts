import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {test, type Page, type Request} from '@playwright/test';
import {site} from '../../src/site';
import {repoRoot} from '../support/routes';

/**
 * Hosted mode is chosen at build time, so the specs that need it build the site once more with the
 * three DOCSEARCH_* variables set (into .tmp/build-hosted*) and serve it on a port of their own.
 * Every call to the hosted services is answered by a local fake through Playwright routing: nothing
 * leaves the machine.
 */
export const APP_ID = 'TESTAPPID';
export const API_KEY = 'test-search-key';
export const INDEX = 'streamelements';
/** The hosted search cluster's hosts (queries); the insights service is routed separately. */
export const SEARCH_HOSTS = /https:\/\/[^/]*algolia(net)?\.(net|com)\//;

export interface HostedSite {
  base: string;
  outDir: string;
  stop: () => void;
}

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function buildIsCurrent(outDir: string): boolean {
  const marker = path.join(outDir, 'index.html');
  if (process.env.CI || !existsSync(marker)) return false;
  const built = statSync(marker).mtimeMs;
  return ['src', 'docs', 'config', 'plugins'].every((d) => newestMtime(path.join(repoRoot, d)) < built);
}

const LOCK = path.join(repoRoot, '.tmp/hosted-build.lock');

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Two builds at once (two spec files, each in its own worker) would write the same .docusaurus
 * folder and corrupt each other, so builds take turns through a lock folder (left by a dead run: taken over).
 */
async function withBuildLock<T>(run: () => T): Promise<T> {
  mkdirSync(path.dirname(LOCK), {recursive: true});
  for (;;) {
    try {
      mkdirSync(LOCK);
      break;
    } catch {
      const owner = Number(existsSync(path.join(LOCK, 'pid')) ? readFileSync(path.join(LOCK, 'pid'), 'utf8') : 0);
      if (owner && !processAlive(owner)) rmSync(LOCK, {recursive: true, force: true});
      else await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
  writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
  try {
    return run();
  } finally {
    rmSync(LOCK, {recursive: true, force: true});
  }
}

/** Builds (unless current) and serves a hosted-mode site; `env` adds build variables such as DOCSEARCH_INSIGHTS. */
export async function startHostedSite({name, port, env = {}}: {name: string; port: number; env?: Record<string, string>}): Promise<HostedSite> {
  const outDir = path.join(repoRoot, '.tmp', name);
  await withBuildLock(() => {
    if (buildIsCurrent(outDir)) return;
    const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
      cwd: repoRoot,
      env: {...process.env, DOCSEARCH_APP_ID: APP_ID, DOCSEARCH_API_KEY: API_KEY, DOCSEARCH_INDEX_NAME: INDEX, DOCS_LINK_CHECK: 'warn', ...env},
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`Hosted-mode build failed:\n${result.stdout}\n${result.stderr}`);
  });
  const base = `http://127.0.0.1:${port}`;
  const server: ChildProcess = spawn('node', ['scripts/serve.mjs', '--dir', outDir, '--port', String(port)], {cwd: repoRoot, stdio: 'ignore'});
  for (let i = 0; i < 50; i++) {
    const ok = await fetch(`${base}/`).then((r) => r.ok, () => false);
    if (ok) return {base, outDir, stop: () => server.kill()};
    await new Promise((r) => setTimeout(r, 200));
  }
  server.kill();
  throw new Error(`The hosted-mode build in ${outDir} did not come up.`);
}

/**
 * Registers the calling spec file's hosted site: built and served before its tests, stopped after.
 * The file runs in one worker, in order, so the build is made once. Returns the site (set once started).
 */
export function hostedSiteForThisFile(options: {name: string; port: number; env?: Record<string, string>}): HostedSite {
  const site: HostedSite = {base: '', outDir: '', stop: () => undefined};
  test.describe.configure({mode: 'serial'});
  test.beforeAll(async () => {
    test.setTimeout(900_000);
    Object.assign(site, await startHostedSite(options));
  });
  test.afterAll(() => site.stop());
  return site;
}

export interface FakeRequest {
  indexName: string;
  query: string;
  [key: string]: unknown;
}

export const fakeHit = (n: number, query: string, lvl0 = 'Overlays') => ({
  objectID: `fake-${n}`,
  url: `${site.url}/overlays#fake-${n}`,
  type: n === 0 ? 'lvl1' : 'content',
  hierarchy: {lvl0, lvl1: `Hosted page ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  content: n === 0 ? null : `Hosted text about ${query} <img src=x onerror="window.__xss=1">`,
  _highlightResult: {
    hierarchy: {lvl0: {value: lvl0, matchLevel: 'none', matchedWords: []}, lvl1: {value: `Hosted page ${n}`, matchLevel: 'none', matchedWords: []}},
    ...(n === 0 ? {} : {content: {value: `Hosted text about <mark>${query}</mark> <img src=x onerror="window.__xss=1">`, matchLevel: 'full', matchedWords: [query]}}),
  },
  _snippetResult: n === 0 ? {} : {content: {value: `… about <mark>${query}</mark> <img src=x onerror="window.__xss=1">`, matchLevel: 'full'}},
});

export type Seen = {request: Request; body: {requests: FakeRequest[]}}[];

/**
 * A local stand-in for POST /1/indexes/*\/queries that records what the site sent. `hits` builds
 * each answer's hits (3 by default); each answer carries a queryID naming its query.
 */
export async function fakeHostedService(page: Page, seen: Seen, hits: number | ((query: string) => ReturnType<typeof fakeHit>[]) = 3): Promise<void> {
  await page.route(SEARCH_HOSTS, async (route) => {
    const request = route.request();
    if (request.method() !== 'POST' || !/\/1\/indexes\/\*\/queries/.test(request.url())) return route.fulfill({status: 404, body: '{}'});
    const body = JSON.parse(request.postData() ?? '{}') as {requests: FakeRequest[]};
    seen.push({request, body});
    const answerHits = (query: string) => (typeof hits === 'number' ? Array.from({length: hits}, (_, n) => fakeHit(n, query)) : hits(query));
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      json: {
        results: body.requests.map((r) => {
          const list = answerHits(r.query);
          return {hits: list, nbHits: list.length, page: 0, nbPages: 1, hitsPerPage: 20, query: r.query, params: '', index: r.indexName, queryID: `query-id-${r.query}`, processingTimeMS: 1};
        }),
      },
    });
  });
}
