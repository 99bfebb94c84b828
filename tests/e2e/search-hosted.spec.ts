import {existsSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {INSIGHTS_ORIGIN} from '../../src/search/hostedOrigins';
import {dialogInput, openDialog} from './searchSupport';
import {API_KEY, APP_ID, fakeHit, fakeHostedService, INDEX, SEARCH_HOSTS, hostedSiteForThisFile, type FakeRequest, type Seen} from './hostedSite';

// HOSTED_E2E_PORT when the next port is taken (several checkouts testing side by side).
const hosted = hostedSiteForThisFile({name: 'build-hosted', port: Number(process.env.HOSTED_E2E_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 1)});

test.describe('hosted search (fake service)', () => {
  test('the dialog sends the spec §7 request and renders the answer', async ({page}) => {
    const seen: Seen = [];
    await fakeHostedService(page, seen);
    await page.goto(`${hosted.base}/`);
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

  test('with DOCSEARCH_INSIGHTS off, selecting hits sends nothing to the insights service, which the CSP does not list', async ({page}) => {
    const insights: string[] = [];
    page.on('request', (r) => r.url().startsWith(INSIGHTS_ORIGIN) && insights.push(r.url()));
    page.on('console', (m) => m.text().includes(INSIGHTS_ORIGIN) && insights.push(m.text()));
    await fakeHostedService(page, []);
    const response = await page.goto(`${hosted.base}/`);
    expect(response?.headers()['content-security-policy']).not.toContain(INSIGHTS_ORIGIN);
    await openDialog(page);
    await dialogInput(page).fill('tips');
    await page.locator('.DocSearch-Hit a').nth(1).click();
    await expect(page).toHaveURL(/\/overlays#fake-1$/);
    await page.goto(`${hosted.base}/search?q=tips`);
    await page.locator('main article a').first().click();
    await expect(page).toHaveURL(/\/overlays#fake-0$/);
    expect(insights).toEqual([]);
  });

  test('hosted highlight HTML is escaped: only <mark> survives', async ({page}) => {
    await fakeHostedService(page, []);
    await page.goto(`${hosted.base}/`);
    await openDialog(page);
    await dialogInput(page).fill('tips');
    await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText('tips');
    await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
  });

  test('"Unable to fetch results" when every search host is unreachable', async ({page}) => {
    const attempts: string[] = [];
    await page.route(SEARCH_HOSTS, (route) => {
      attempts.push(new URL(route.request().url()).hostname);
      return route.abort('connectionrefused');
    });
    await page.goto(`${hosted.base}/`);
    await openDialog(page);
    await dialogInput(page).fill('tips');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await expect(screen).toContainText('Unable to fetch results');
    await expect(screen).toContainText('You might want to check your network connection.');
    expect(new Set(attempts).size).toBeGreaterThan(1);
  });

  test('the /search page uses the hosted service too', async ({page}) => {
    const seen: Seen = [];
    await fakeHostedService(page, seen, 2);
    await page.goto(`${hosted.base}/search?q=tips`);
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
    await page.goto(`${hosted.base}/`);
    await openDialog(page);
    await dialogInput(page).fill('tips');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(requests.filter((u) => u.includes('/assets/search/'))).toEqual([]);
    expect(existsSync(path.join(hosted.outDir, 'assets/search'))).toBe(false);
  });

  test('no results: "Try searching for" suggestions from the hosted index, in the dialog and on /search', async ({page}) => {
    const seen: FakeRequest[] = [];
    const titleHit = (lvl0: string, lvl1: string, n: number) => ({...fakeHit(n, lvl1), hierarchy: {...fakeHit(n, lvl1).hierarchy, lvl0, lvl1}});
    await page.route(SEARCH_HOSTS, async (route) => {
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
    await page.goto(`${hosted.base}/`);
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

    await page.goto(`${hosted.base}/search?q=sonrqeuset`);
    await expect(page.locator('main')).toContainText('Try searching for:');
    await page.locator('main ul li button', {hasText: '!songrequest'}).click();
    await expect(page.getByTestId('search-count')).toContainText('for "!songrequest"');
  });
});
