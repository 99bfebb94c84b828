import {expect, test, type Page} from '@playwright/test';
import {INSIGHTS_ORIGIN} from '../../src/search/hostedOrigins';
import {ITEM_SELECTED} from '../../src/search/insights';
import {PAGE_HITS} from '../../src/search/pageView';
import {dialogInput, openDialog} from './searchSupport';
import {API_KEY, APP_ID, fakeHit, fakeHostedService, INDEX, hostedSiteForThisFile, type Seen} from './hostedSite';

/**
 * Hosted search built with DOCSEARCH_INSIGHTS=true (its own build, .tmp/build-hosted-insights),
 * against local fakes of the search service and the insights service.
 */
const hosted = hostedSiteForThisFile({
  name: 'build-hosted-insights',
  port: Number(process.env.INSIGHTS_E2E_PORT ?? Number(process.env.E2E_PORT ?? 4173) + 2),
  env: {DOCSEARCH_INSIGHTS: 'true'},
});

interface InsightsEvent {
  eventType: string;
  eventName: string;
  index: string;
  queryID?: string;
  objectIDs: string[];
  positions?: number[];
  userToken?: string;
}

/** The fake insights service: records every event it receives (one request carries one event here), and answers once `answered` has settled. */
async function fakeInsights(page: Page, {reachable = true, answered}: {reachable?: boolean; answered?: Promise<void>} = {}): Promise<InsightsEvent[]> {
  const events: InsightsEvent[] = [];
  await page.route(`${INSIGHTS_ORIGIN}/**`, async (route) => {
    const url = new URL(route.request().url());
    expect(url.pathname).toBe('/1/events');
    expect(url.searchParams.get('X-Algolia-Application-Id')).toBe(APP_ID);
    expect(url.searchParams.get('X-Algolia-API-Key')).toBe(API_KEY);
    if (!reachable) return route.abort('connectionrefused');
    events.push(...(JSON.parse(route.request().postData() ?? '{}') as {events: InsightsEvent[]}).events);
    await answered;
    return route.fulfill({status: 200, contentType: 'application/json', body: '{"status":200,"message":"OK"}'});
  });
  return events;
}

const clicks = (events: InsightsEvent[]) => events.filter((e) => e.eventType === 'click');
const views = (events: InsightsEvent[]) => events.filter((e) => e.eventType === 'view');

test.describe('hosted search with DOCSEARCH_INSIGHTS=true (fake services)', () => {
  test('queries carry clickAnalytics, and each selection sends one "Item Selected" with the queryID and the hit\'s rank', async ({page}) => {
    const seen: Seen = [];
    // Two sections: the dialog shows a0, a1 under "Overlays" and b0 under "Chatbot", the answer lists a0, b0, a1.
    await fakeHostedService(page, seen, (query) => [fakeHit(0, query), fakeHit(1, query, 'Chatbot'), fakeHit(2, query)]);
    const events = await fakeInsights(page);
    const response = await page.goto(`${hosted.base}/`);
    expect(response?.headers()['content-security-policy']).toMatch(new RegExp(`connect-src [^;]*${INSIGHTS_ORIGIN.replace(/\./g, '\\.')}`));

    // A mouse click on the first hit (DocSearch 3.9 reports none for it).
    await openDialog(page);
    await dialogInput(page).fill('tips');
    // The dialog asks once the input event has reached it: the request is awaited, not assumed sent.
    await expect.poll(() => seen.at(-1)?.body.requests[0]).toMatchObject({query: 'tips', clickAnalytics: true});
    await page.locator('.DocSearch-Hit a').first().click();
    await expect(page).toHaveURL(/#fake-0$/);
    await expect.poll(() => clicks(events)).toHaveLength(1);
    // The hit became a recent search, without the answer's query id or the search key.
    const stored = await page.evaluate(() => JSON.stringify(Object.entries(localStorage)));
    expect(stored).toContain('fake-0');
    expect(stored).not.toMatch(/AlgoliaObjectQueryCache|query-id-|algoliaCredentials|search-key/);

    // Enter on the hit shown third, which the answer lists second.
    await openDialog(page);
    await dialogInput(page).fill('alerts');
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(3);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#fake-1$/);
    await expect.poll(() => clicks(events)).toHaveLength(2);

    // A plain click event, as voice control and switch access send it.
    await openDialog(page);
    await dialogInput(page).fill('points');
    await page.locator('.DocSearch-Hit a').nth(1).dispatchEvent('click');
    await expect(page).toHaveURL(/#fake-2$/);
    await expect.poll(() => clicks(events)).toHaveLength(3);

    expect(clicks(events)).toEqual([
      expect.objectContaining({eventName: ITEM_SELECTED, index: INDEX, queryID: 'query-id-tips', objectIDs: ['fake-0'], positions: [1]}),
      expect.objectContaining({eventName: ITEM_SELECTED, index: INDEX, queryID: 'query-id-alerts', objectIDs: ['fake-1'], positions: [2]}),
      expect.objectContaining({eventName: ITEM_SELECTED, index: INDEX, queryID: 'query-id-points', objectIDs: ['fake-2'], positions: [3]}),
    ]);
    // An anonymous token, one per visit, kept in memory: no cookie.
    expect(new Set(events.map((e) => e.userToken)).size).toBe(1);
    expect(events[0]?.userToken).toMatch(/^anonymous-/);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('_ALGOLIA');
  });

  test('the hits shown are reported 20 ids per event, once the list has stayed 400 ms', async ({page}) => {
    // More hits than one event may carry: six sections of four (DocSearch shows up to five per section).
    const sections = ['Chatbot', 'Overlays', 'Websockets', 'API', 'Loyalty', 'Widgets'];
    const shown = sections.flatMap((lvl0, s) => [0, 1, 2, 3].map((i) => ({lvl0, n: s * 4 + i})));
    await fakeHostedService(page, [], (query) => shown.map(({lvl0, n}) => fakeHit(n, query, lvl0)));
    let answer!: () => void;
    const events = await fakeInsights(page, {answered: new Promise((resolve) => (answer = resolve))});
    // Events leave from a timer callback, so a fetch started by one is visible here as soon as the clock has run.
    await page.addInitScript((origin) => {
      const sends: string[] = [];
      Object.assign(window, {insightsSends: sends});
      const original = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (String(input).startsWith(origin)) sends.push(String(init?.body));
        return original(input, init);
      };
    }, INSIGHTS_ORIGIN);
    const sends = () => page.evaluate(() => (window as unknown as {insightsSends: string[]}).insightsSends.length);
    await page.clock.install();
    await page.goto(`${hosted.base}/`);
    await openDialog(page);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    await dialogInput(page).fill('tips');
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(shown.length);
    await page.clock.runFor(399);
    expect(await sends()).toBe(0);
    await page.clock.runFor(1);
    // The first event leaves at 400 ms; until the service has answered once, the others wait for it.
    expect(await sends()).toBe(1);
    answer();
    await expect.poll(sends).toBe(Math.ceil(shown.length / 20));
    await expect.poll(() => views(events).flatMap((e) => e.objectIDs).sort()).toEqual(shown.map(({n}) => `fake-${n}`).sort());
    expect(views(events)).toHaveLength(Math.ceil(shown.length / 20));
    expect(views(events).every((e) => e.objectIDs.length <= 20 && e.eventName === 'Items Viewed' && e.index === INDEX)).toBe(true);
  });

  test('the search page sends clickAnalytics and reports the selected hit with its rank', async ({page}) => {
    const seen: Seen = [];
    await fakeHostedService(page, seen, (query) => Array.from({length: PAGE_HITS}, (_, n) => fakeHit(n, query)));
    const events = await fakeInsights(page);
    await page.goto(`${hosted.base}/search?q=tips`);
    await expect(page.locator('main article')).toHaveCount(PAGE_HITS);
    expect(seen.at(-1)?.body.requests[0]).toMatchObject({query: 'tips', clickAnalytics: true});
    await page.locator('main article a').nth(4).click();
    await expect(page).toHaveURL(/#fake-4$/);
    await expect.poll(() => clicks(events)).toEqual([expect.objectContaining({eventName: ITEM_SELECTED, index: INDEX, queryID: 'query-id-tips', objectIDs: ['fake-4'], positions: [5]})]);
  });

  test('an unreachable insights service leaves search and navigation working, with one warning at most', async ({page}) => {
    const problems: string[] = [];
    // The browser itself logs each failed request ("Failed to load resource"); after the first, no more are sent.
    const failedRequests: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (m) => {
      if (m.type() !== 'error') return;
      if (m.text().startsWith('Failed to load resource') && m.location().url.startsWith(INSIGHTS_ORIGIN)) failedRequests.push(m.location().url);
      else problems.push(`error: ${m.text()}`);
    });
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    await fakeHostedService(page, []);
    await fakeInsights(page, {reachable: false});
    await page.goto(`${hosted.base}/`);
    for (const [query, hit] of [['tips', 1], ['points', 2]] as const) {
      await openDialog(page);
      await dialogInput(page).fill(query);
      await page.locator('.DocSearch-Hit a').nth(hit).click();
      await expect(page).toHaveURL(new RegExp(`#fake-${hit}$`));
    }
    // The same visit goes on to the search page.
    await openDialog(page);
    await dialogInput(page).fill('tips');
    await page.locator('.DocSearch-HitsFooter a').click();
    // The search page's own hits: the page before it stays on screen until its code has come.
    await page.locator('main [data-search-results] article a').first().click();
    await expect(page).toHaveURL(/#fake-0$/);
    expect(problems).toEqual([]);
    expect(failedRequests.length).toBeLessThanOrEqual(1);
    expect(warnings.filter((w) => /analytics|insights/i.test(w)).length).toBeLessThanOrEqual(1);
  });

  test('nothing of insights is in a page before the visitor reaches for search', async ({page}) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') scripts.push(r.text());
    });
    await page.goto(`${hosted.base}/overlays`);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((s) => s.includes('AlgoliaObjectQueryCache') || s.includes(INSIGHTS_ORIGIN))).toEqual([]);
  });
});
