import {spawn, spawnSync, type ChildProcess} from 'node:child_process';
import {existsSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page, type Request} from '@playwright/test';
import {site} from '../../src/site';
import {repoRoot} from '../support/routes';
import {dialogInput, openDialog} from './searchSupport';

/**
 * Hosted mode is chosen at build time, so this spec builds the site once more with the three
 * DOCSEARCH_* variables set (into .tmp/build-hosted) and serves it on the next port. Every call to
 * the hosted service is answered by a local fake through Playwright routing: nothing leaves the machine.
 */
const APP_ID = 'TESTAPPID';
const API_KEY = 'test-search-key';
const INDEX = 'streamelements';
const outDir = path.join(repoRoot, '.tmp/build-hosted');
// HOSTED_E2E_PORT when the next port is taken (several checkouts testing side by side).
const port = Number(process.env.HOSTED_E2E_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1);
const base = `http://127.0.0.1:${port}`;
const HOSTS = /https:\/\/[^/]*algolia(net)?\.(net|com)\//;
let server: ChildProcess | undefined;

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, {withFileTypes: true, recursive: true})) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

function buildIsCurrent(): boolean {
  const marker = path.join(outDir, 'index.html');
  if (process.env.CI || !existsSync(marker)) return false;
  const built = statSync(marker).mtimeMs;
  return ['src', 'docs', 'config', 'plugins'].every((d) => newestMtime(path.join(repoRoot, d)) < built);
}

// One worker runs this file: a second worker would start a second hosted build into the same
// output and .docusaurus folders at the same time, and the two builds corrupt each other.
test.describe.configure({mode: 'serial'});

test.beforeAll(async () => {
  test.setTimeout(600_000);
  if (!buildIsCurrent()) {
    const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', outDir], {
      cwd: repoRoot,
      env: {...process.env, DOCSEARCH_APP_ID: APP_ID, DOCSEARCH_API_KEY: API_KEY, DOCSEARCH_INDEX_NAME: INDEX, DOCS_LINK_CHECK: 'warn'},
      encoding: 'utf8',
    });
    if (result.status !== 0) throw new Error(`Hosted-mode build failed:\n${result.stdout}\n${result.stderr}`);
  }
  server = spawn('node', ['scripts/serve.mjs', '--dir', outDir, '--port', String(port)], {cwd: repoRoot, stdio: 'ignore'});
  for (let i = 0; i < 50; i++) {
    const ok = await fetch(`${base}/`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('The hosted-mode build did not come up.');
});

test.afterAll(() => {
  server?.kill();
});

interface FakeRequest {
  indexName: string;
  query: string;
  [key: string]: unknown;
}

const fakeHit = (n: number, query: string) => ({
  objectID: `fake-${n}`,
  url: `${site.url}/overlays#fake-${n}`,
  type: n === 0 ? 'lvl1' : 'content',
  hierarchy: {lvl0: 'Overlays', lvl1: `Hosted page ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  content: n === 0 ? null : `Hosted text about ${query} <img src=x onerror="window.__xss=1">`,
  _highlightResult: {
    hierarchy: {lvl0: {value: 'Overlays', matchLevel: 'none', matchedWords: []}, lvl1: {value: `Hosted page ${n}`, matchLevel: 'none', matchedWords: []}},
    ...(n === 0 ? {} : {content: {value: `Hosted text about <mark>${query}</mark> <img src=x onerror="window.__xss=1">`, matchLevel: 'full', matchedWords: [query]}}),
  },
  _snippetResult: n === 0 ? {} : {content: {value: `… about <mark>${query}</mark> <img src=x onerror="window.__xss=1">`, matchLevel: 'full'}},
});

/** A local stand-in for POST /1/indexes/*\/queries that records what the site sent. */
async function fakeHostedService(page: Page, seen: {request: Request; body: {requests: FakeRequest[]}}[], hits = 3) {
  await page.route(HOSTS, async (route) => {
    const request = route.request();
    if (request.method() !== 'POST' || !/\/1\/indexes\/\*\/queries/.test(request.url())) return route.fulfill({status: 404, body: '{}'});
    const body = JSON.parse(request.postData() ?? '{}') as {requests: FakeRequest[]};
    seen.push({request, body});
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      json: {
        results: body.requests.map((r) => ({
          hits: Array.from({length: hits}, (_, n) => fakeHit(n, r.query)),
          nbHits: hits,
          page: 0,
          nbPages: 1,
          hitsPerPage: 20,
          query: r.query,
          params: '',
          index: r.indexName,
          queryID: 'fake-query-id',
          processingTimeMS: 1,
        })),
      },
    });
  });
}

test.describe('hosted search (fake service)', () => {
  test('the dialog sends the spec §7 request and renders the answer', async ({page}) => {
    const seen: {request: Request; body: {requests: FakeRequest[]}}[] = [];
    await fakeHostedService(page, seen);
    await page.goto(`${base}/`);
    await expect(page.locator(`link[rel="preconnect"][href="https://${APP_ID}-dsn.algolia.net"]`)).toHaveCount(1);
    await openDialog(page);
    await dialogInput(page).fill('tips');
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(3);
    await expect(page.locator('.DocSearch-Hit-source')).toHaveText('Overlays');
    await expect(page.locator('.DocSearch-HitsFooter a')).toHaveText('See all 3 results');

    const last = seen.at(-1);
    expect(last).toBeDefined();
    const url = new URL(last!.request.url());
    expect(url.hostname).toMatch(new RegExp(`^${APP_ID.toLowerCase()}`, 'i'));
    expect(url.pathname).toBe('/1/indexes/*/queries');
    expect(url.searchParams.get('x-algolia-application-id')).toBe(APP_ID);
    expect(url.searchParams.get('x-algolia-api-key')).toBe(API_KEY);
    const [request] = last!.body.requests;
    expect(request).toMatchObject({
      query: 'tips',
      indexName: INDEX,
      attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content', 'type', 'url'],
      snippetEllipsisText: '…',
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      hitsPerPage: 20,
      clickAnalytics: false,
    });
    expect(request?.attributesToSnippet).toContain('content:10');
    expect(request?.facetFilters).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
  });

  test('hosted highlight HTML is escaped: only <mark> survives', async ({page}) => {
    await fakeHostedService(page, []);
    await page.goto(`${base}/`);
    await openDialog(page);
    await dialogInput(page).fill('tips');
    await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText('tips');
    await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
  });

  test('"Unable to fetch results" when every search host is unreachable', async ({page}) => {
    const attempts: string[] = [];
    await page.route(HOSTS, (route) => {
      attempts.push(new URL(route.request().url()).hostname);
      return route.abort('connectionrefused');
    });
    await page.goto(`${base}/`);
    await openDialog(page);
    await dialogInput(page).fill('tips');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await expect(screen).toContainText('Unable to fetch results');
    await expect(screen).toContainText('You might want to check your network connection.');
    expect(new Set(attempts).size).toBeGreaterThan(1);
  });

  test('the /search page uses the hosted service too', async ({page}) => {
    const seen: {request: Request; body: {requests: FakeRequest[]}}[] = [];
    await fakeHostedService(page, seen, 2);
    await page.goto(`${base}/search?q=tips`);
    await expect(page.getByTestId('search-count')).toHaveText('2 results for "tips"');
    await expect(page.locator('main article')).toHaveCount(2);
    await expect(page.locator('main article mark').first()).toHaveText('tips');
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    expect(seen.at(-1)?.body.requests[0]).toMatchObject({query: 'tips', indexName: INDEX, hitsPerPage: 20});
  });

  test('no embedded index is built or requested in hosted mode', async ({page}) => {
    const requests: string[] = [];
    page.on('request', (r) => requests.push(r.url()));
    await fakeHostedService(page, []);
    await page.goto(`${base}/`);
    await openDialog(page);
    await dialogInput(page).fill('tips');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(requests.filter((u) => u.includes('/assets/search/'))).toEqual([]);
    expect(existsSync(path.join(outDir, 'assets/search'))).toBe(false);
  });

  test('no results: "Try searching for" suggestions from the hosted index, in the dialog and on /search', async ({page}) => {
    const seen: FakeRequest[] = [];
    const titleHit = (lvl0: string, lvl1: string, n: number) => ({...fakeHit(n, lvl1), hierarchy: {...fakeHit(n, lvl1).hierarchy, lvl0, lvl1}});
    await page.route(HOSTS, async (route) => {
      const body = JSON.parse(route.request().postData() ?? '{}') as {requests: FakeRequest[]};
      seen.push(...body.requests);
      const answer = (r: FakeRequest) => {
        // The loosened query finds titles that start alike; the empty one lists sections; the typo finds nothing.
        const hits =
          r.queryType === 'prefixAll'
            ? [titleHit('Chatbot', '!songrequest', 0), titleHit('Chatbot', '!songqueue', 1), titleHit('Chatbot', '!points', 2)]
            : r.query === ''
              ? [titleHit('Overlays', 'Overlays', 3), titleHit('API', 'API', 4)]
              : r.query.startsWith('sonrq')
                ? []
                : [fakeHit(0, r.query)];
        return {hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 20, query: r.query, params: '', index: r.indexName, processingTimeMS: 1};
      };
      await route.fulfill({status: 200, contentType: 'application/json', json: {results: body.requests.map(answer)}});
    });
    await page.goto(`${base}/`);
    await openDialog(page);
    await dialogInput(page).fill('sonrqeuset');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for "sonrqeuset"');
    await expect(screen).toContainText('Try searching for');
    // Titles alike by the loose measure first (!songqueue and !points are not), then sections to fill up.
    await expect(screen.locator('.DocSearch-Prefill')).toHaveText(['!songrequest', 'Chatbot', 'Overlays']);
    expect(seen.find((r) => r.queryType === 'prefixAll')).toMatchObject({query: 'son', indexName: INDEX, removeWordsIfNoResults: 'allOptional'});
    await screen.locator('.DocSearch-Prefill').first().click();
    await expect(dialogInput(page)).toHaveValue('!songrequest ');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();

    await page.goto(`${base}/search?q=sonrqeuset`);
    await expect(page.locator('main')).toContainText('Try searching for:');
    await page.locator('main ul li button', {hasText: '!songrequest'}).click();
    await expect(page.getByTestId('search-count')).toContainText('for "!songrequest"');
  });
});
