import {expect, test, type Page} from '@playwright/test';
import {rewriteIndex, withExtraPage} from './searchSupport';
import {appReady, gotoBeforeApp, hold, holdApp} from './support';

/**
 * The search page draws its first hits before the app (src/search/firstHits); the app starts once
 * they are on screen and takes them over at hydration (src/theme/SearchPage). These tests hold the
 * app's main script back (holdApp) to look at the page in between.
 */
const region = (page: Page) => page.locator('[data-search-results]');
const count = (page: Page) => page.getByTestId('search-count');
/** True once React has drawn the region itself (React keeps its fiber on the elements it created). */
const reactOwnsRegion = (page: Page) =>
  page.evaluate(() => Object.keys(document.querySelector('[data-search-results] [aria-live]') ?? {}).some((k) => k.startsWith('__reactFiber')));

test.describe('/search: first hits before the app', () => {
  test('draws the hits, heading and box without the app, and only then asks for the app', async ({page}) => {
    const app = await holdApp(page);
    await gotoBeforeApp(page, '/search?q=points');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "points"');
    await expect(count(page)).toHaveText(/^\d+ results for "points" · page 1 of \d+$/);
    await expect(page.locator('main article')).toHaveCount(20);
    await expect(page.locator('main article mark').first()).toBeVisible();
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue('points');
    await expect(page).toHaveTitle(/^Search results for "points" \| /);
    await expect.poll(app.requested).toBe(true);
    expect(await page.evaluate(() => performance.getEntriesByName('first-hits-drawn').length)).toBe(1);
    expect(await page.evaluate(() => performance.getEntriesByName('docusaurus-hydrated').length)).toBe(0);
    // The head runs the runtime and the first-hits entry; it no longer preloads the app.
    await expect(page.locator('head script[src^="/assets/js/first-hits."][defer]')).toHaveCount(1);
    await expect(page.locator('head link[rel="preload"][href^="/assets/js/main."]')).toHaveCount(0);
    await app.release();
    await appReady(page);
  });

  for (const [address, shown] of [
    ['/search?q=points', 'the address had another query'],
    ['/search', 'the address had none'],
  ] as const) {
    test(`what is typed into the box before the first-hits script runs is searched (${shown})`, async ({page}) => {
      const entry = await hold(page, '**/assets/js/first-hits.*.js');
      const app = await holdApp(page);
      // The entry is deferred: holding it holds DOMContentLoaded, so wait for the box alone.
      await page.goto(address, {waitUntil: 'commit'});
      const box = page.getByRole('searchbox', {name: 'Search'});
      await box.fill('tips');
      entry.release();
      await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "tips"');
      await expect(box).toHaveValue('tips');
      await expect(page).toHaveURL(/\/search\?q=tips$/);
      await app.release();
      await appReady(page);
      await expect(count(page)).toContainText('for "tips"');
      await expect(box).toHaveValue('tips');
    });
  }

  for (const [what, query, extra = ''] of [
    ['a page of hits with a pager', 'points'],
    ['no results, with suggestions, nearest and popular pages', 'qqzzxxnothing'],
    ['markup typed into the query', '<b>bold</b> "quoted" & more'],
    ['a query read in another language ("Showing results for")', 'comando personalizado'],
    ['hits narrowed to the API', 'points', '&scope=api'],
  ] as const) {
    test(`the app takes over ${what} without changing the markup`, async ({page}) => {
      const app = await holdApp(page);
      await gotoBeforeApp(page, `/search?q=${encodeURIComponent(query)}${extra}`);
      await expect(region(page)).toHaveAttribute('data-first-hits-query', query);
      const drawn = await region(page).innerHTML();
      await app.release();
      await appReady(page);
      await expect.poll(() => reactOwnsRegion(page)).toBe(true);
      expect(await region(page).innerHTML()).toBe(drawn);
      expect(await page.locator('main b').count()).toBe(0);
    });
  }

  test('typing before the app searches at once, and the app keeps what was typed', async ({page}) => {
    const app = await holdApp(page);
    await gotoBeforeApp(page, '/search?q=points');
    await expect(count(page)).toContainText('for "points"');
    await page.getByRole('searchbox', {name: 'Search'}).fill('overlay');
    await expect(count(page)).toContainText('for "overlay"');
    await expect(page).toHaveURL(/\?q=overlay$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "overlay"');
    await app.release();
    await appReady(page);
    await expect.poll(() => reactOwnsRegion(page)).toBe(true);
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue('overlay');
    await expect(count(page)).toContainText('for "overlay"');
    await page.getByRole('searchbox', {name: 'Search'}).fill('overlays');
    await expect(count(page)).toContainText('for "overlays"');
  });

  test('the pager works before the app, and the app goes on from that page', async ({page}) => {
    await rewriteIndex(page, (asset) => withExtraPage(asset, {title: 'Zebrafish guide', word: 'zebrafish', count: 45}));
    const app = await holdApp(page);
    await gotoBeforeApp(page, '/search?q=zebrafish');
    const pager = page.getByRole('navigation', {name: 'Search result pages'});
    await expect(count(page)).toHaveText('46 results for "zebrafish" · page 1 of 3');
    await expect(pager.getByRole('button', {name: 'Previous'})).toBeDisabled();
    await pager.getByRole('button', {name: 'Next'}).click();
    await expect(count(page)).toHaveText('46 results for "zebrafish" · page 2 of 3');
    await app.release();
    await appReady(page);
    await expect.poll(() => reactOwnsRegion(page)).toBe(true);
    await expect(count(page)).toHaveText('46 results for "zebrafish" · page 2 of 3');
    await pager.getByRole('button', {name: 'Next'}).click();
    await expect(count(page)).toHaveText('46 results for "zebrafish" · page 3 of 3');
    await expect(page.locator('main article')).toHaveCount(6);
  });

  test('without a query there is nothing to draw, and the app starts at once', async ({page}) => {
    await page.goto('/search');
    await appReady(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
    await expect(region(page)).not.toHaveAttribute('data-first-hits-query', /.*/);
    await expect(page.locator('main')).toContainText('Type a command, variable, event or question.');
  });

  test('when the index cannot load, the app starts and shows the error', async ({page}) => {
    await page.route('**/assets/search/**', (route) => route.abort('failed'));
    await page.goto('/search?q=chatbot');
    await expect(page.getByRole('alert')).toContainText('Unable to fetch results');
    await appReady(page);
  });
});
