import {expect, test} from '@playwright/test';
import {chooseFirstHit, FAVORITE_KEY, openDialog, RECENT_KEY, savedHit, seedStorage} from './searchSupport';

test.describe('search dialog: recent and favorite searches', () => {
  test('selecting a hit adds its page to recents; a recent can become a favorite and be removed', async ({page}) => {
    await page.goto('/');
    await openDialog(page);
    const title = await chooseFirstHit(page, 'overlay');
    await openDialog(page);
    const recent = page.locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})});
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(recent).toContainText(title.replace('…', '').trim().split(' ')[0] ?? '');
    await recent.locator('.DocSearch-Hit').hover();
    await recent.getByTitle('Save this search').click();
    const favorite = page.locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})});
    await expect(favorite.locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(recent).toHaveCount(0);
    await favorite.locator('.DocSearch-Hit').hover();
    await favorite.getByTitle('Remove this search from favorites').click();
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
  });

  test('a recent search can be removed', async ({page}) => {
    await seedStorage(page, RECENT_KEY, [savedHit(1)]);
    await page.goto('/');
    await openDialog(page);
    await page.locator('.DocSearch-Hit').first().hover();
    await page.getByTitle('Remove this search from history').click();
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
  });

  test('recents keep 7 with no favorites', async ({page}) => {
    await seedStorage(page, RECENT_KEY, [1, 2, 3, 4, 5, 6, 7].map((n) => savedHit(n)));
    await page.goto('/');
    await openDialog(page);
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(7);
    await chooseFirstHit(page, 'overlay');
    await openDialog(page);
    const stored = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]') as {objectID: string}[], RECENT_KEY);
    expect(stored).toHaveLength(7);
    expect(stored.map((s) => s.objectID)).not.toContain('seed-7');
  });

  test('recents keep 4 once there is a favorite; favorites keep 10', async ({page}) => {
    await seedStorage(page, FAVORITE_KEY, [11, 12, 13, 14, 15, 16, 17, 18, 19, 20].map((n) => savedHit(n, `Favorite ${n}`)));
    await seedStorage(page, RECENT_KEY, [1, 2, 3, 4].map((n) => savedHit(n)));
    await page.goto('/');
    await openDialog(page);
    await chooseFirstHit(page, 'overlay');
    await openDialog(page);
    const recents = await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? '[]') as unknown[], RECENT_KEY);
    expect(recents).toHaveLength(4);
    const recent = page.locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})});
    await recent.locator('.DocSearch-Hit').first().hover();
    await recent.getByTitle('Save this search').first().click();
    // The new favorite goes first and the oldest seeded one (seed-20) makes room for it.
    const favoriteIds = () => page.evaluate((k) => (JSON.parse(localStorage.getItem(k) ?? '[]') as {objectID: string}[]).map((s) => s.objectID), FAVORITE_KEY);
    await expect.poll(favoriteIds).not.toContain('seed-20');
    const favorites = await favoriteIds();
    expect(favorites).toHaveLength(10);
    expect(favorites[0]).not.toMatch(/^seed-/);
  });
});

test.describe('search dialog: saved searches read back from storage', () => {
  test('a saved search with a javascript: URL or markup renders inert', async ({page}) => {
    const payload = '<img src=x onerror="window.__xss=1">';
    await seedStorage(page, RECENT_KEY, [
      {...savedHit(1), url: 'javascript:window.__xss=2'},
      {...savedHit(2, `Tampered ${payload}`), _snippetResult: {hierarchy: {lvl1: {value: payload}}}},
      {...savedHit(3), url: 'https://elsewhere.example/phish'},
    ]);
    await page.addInitScript((key) => window.localStorage.setItem(key, '{not json'), FAVORITE_KEY);
    await page.goto('/');
    await openDialog(page);
    const recent = page.locator('.DocSearch-Hit');
    // Only the entry that points into the site stays, and its markup is text.
    await expect(recent).toHaveCount(1);
    await expect(recent).toContainText(`Tampered ${payload}`);
    await expect(page.locator('.DocSearch-Modal img, .DocSearch-Modal a[href^="javascript:"], .DocSearch-Modal a[href*="elsewhere"]')).toHaveCount(0);
    await recent.locator('a').click();
    await expect(page).toHaveURL(/\/overlays#seed-2$/);
    expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
  });
});
