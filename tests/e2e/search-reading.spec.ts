import {expect, test, type Page} from '@playwright/test';
import {popularPages, POPULAR_SHOWN} from '../../src/data/popularPages';
import {MAX_NEAREST} from '../../src/search/fallback';
import {dialog, dialogInput, openDialog, waitForHydration} from './searchSupport';

/**
 * Search that reads what people type (issue 40) and can be narrowed to the API (issue 35): shorthand
 * and other languages reach the English pages, the dialog says what it searched for, a query that
 * finds nothing still offers pages, and the API scope is visible, removable and the default on /api.
 */

const hitUrls = (page: Page) => page.locator('.DocSearch-Hit a').evaluateAll((els) => els.map((el) => el.getAttribute('data-url') ?? ''));
const scopeToggle = (page: Page) => page.getByRole('button', {name: 'API only'});

test.describe('search reads shorthand and other languages', () => {
  test('shorthand: "lb" finds the leaderboard first and says so', async ({page}) => {
    await page.goto('/overlays');
    await openDialog(page);
    await dialogInput(page).fill('lb');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('data-url', /^\/chatbot\/commands\/default\/leaderboard(#|$)/);
    await expect(page.getByText('Showing results for “leaderboard”')).toBeVisible();
  });

  test('Spanish: "comando personalizado" finds the custom commands page, in English, and says what it searched for', async ({page}) => {
    await page.goto('/overlays');
    await openDialog(page);
    await dialogInput(page).fill('comando personalizado');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('data-url', /^\/chatbot\/commands\/custom(#|$)/);
    await expect(page.getByText('Showing results for “custom command”')).toBeVisible();
    await expect(page.getByTestId('search-status')).toHaveText(/ results for “custom command”\.$/);
    // The page itself stays English.
    await expect(page.locator('.DocSearch-Hit').first()).toContainText(/custom command/i);
  });

  test('/search says what it searched for too', async ({page}) => {
    await page.goto(`/search?q=${encodeURIComponent('pontos')}`);
    await waitForHydration(page);
    await expect(page.locator('main')).toContainText('Showing results for “points”');
    await expect(page.locator('main article a').first()).toHaveAttribute('href', /^\/chatbot\/commands\/default\/points(#|$)/);
  });
});

test.describe('no empty answer', () => {
  test('the dialog keeps the spec texts and adds nearest pages, popular pages of the section and what was tried', async ({page}) => {
    await page.goto('/overlays/custom-widget');
    await openDialog(page);
    await dialogInput(page).fill('qqzzxxnothing');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for "qqzzxxnothing"');
    await expect(screen).toContainText('Try searching for');
    await expect(screen).toContainText('Believe this query should return results?');
    await expect(screen.getByRole('link', {name: 'Let us know.'})).toBeVisible();
    const help = page.getByTestId('search-fallback');
    const popular = help.getByRole('region', {name: 'Popular in Overlays'});
    const expected = popularPages.Overlays!.slice(0, POPULAR_SHOWN);
    await expect(popular.getByRole('link')).toHaveCount(expected.length);
    expect(await popular.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(expected);
    await expect(help).toContainText('Searched every page for “qqzzxxnothing” as typed');
    // A nearest page leads somewhere.
    await dialogInput(page).fill('wdgetz');
    const nearest = page.getByTestId('search-fallback').getByRole('region', {name: 'Nearest pages'});
    await expect(nearest.getByRole('link').first()).toBeVisible();
    expect(await nearest.getByRole('link').count()).toBeLessThanOrEqual(MAX_NEAREST);
    await nearest.getByRole('link').first().click();
    await expect(dialog(page)).toHaveCount(0);
  });

  test('/search offers the same: nearest pages, popular pages and what was tried', async ({page}) => {
    await page.goto('/search?q=qqzzxxnothing');
    await waitForHydration(page);
    const help = page.getByTestId('search-fallback');
    await expect(page.locator('main')).toContainText('No results for "qqzzxxnothing"');
    await expect(help.getByRole('heading', {name: /^Popular in /})).toBeVisible();
    await expect(help).toContainText('Searched every page for “qqzzxxnothing” as typed');
  });
});

test.describe('the API scope', () => {
  test('opening the dialog on /api starts in the API scope, which is visible and removable', async ({page}) => {
    await page.goto('/api');
    await openDialog(page);
    await expect(scopeToggle(page)).toHaveAttribute('aria-pressed', 'true');
    await dialogInput(page).fill('points');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const sections = await page.locator('.DocSearch-Hit-source').allTextContents();
    expect(new Set(sections)).toEqual(new Set(['API']));
    expect((await hitUrls(page)).every((url) => url.startsWith('/api'))).toBe(true);
    await expect(page.getByTestId('search-status')).toHaveText(/ results in the API reference\.$/);
    // The footer's link carries the scope, so the search page shows the same count.
    await expect(page.locator('.DocSearch-HitsFooter a')).toHaveAttribute('href', /[?&]scope=api$/);
    await scopeToggle(page).click();
    await expect(scopeToggle(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(scopeToggle(page)).toBeFocused();
    await expect(page.locator('.DocSearch-Hit-source', {hasText: 'Chatbot'})).toBeVisible();
    await expect(dialogInput(page)).toHaveValue('points');
  });

  test('elsewhere the dialog searches every page and can be narrowed to the API', async ({page}) => {
    await page.goto('/overlays');
    await openDialog(page);
    await expect(scopeToggle(page)).toHaveAttribute('aria-pressed', 'false');
    await dialogInput(page).fill('add points to a viewer');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await scopeToggle(page).click();
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('data-url', '/api#add-user-points');
  });

  test('status codes reach the reference from anywhere', async ({page}) => {
    await page.goto('/overlays');
    await openDialog(page);
    await dialogInput(page).fill('429');
    await expect(page.locator('.DocSearch-Hit a[data-url^="/api#"]').first()).toBeVisible();
  });

  test('/search starts again at the first page when the scope changes', async ({page}) => {
    await page.goto('/search?q=channel&scope=api');
    await waitForHydration(page);
    const count = page.getByTestId('search-count');
    await page.getByRole('navigation', {name: 'Search result pages'}).getByRole('button', {name: 'Next'}).click();
    await expect(count).toContainText('· page 2 of');
    await page.locator('main').getByRole('button', {name: 'Search every page'}).click();
    await expect(page).toHaveURL(/\/search\?q=channel$/);
    await expect(count).toContainText('· page 1 of');
    await expect(page.locator('main article').first()).toBeVisible();
  });

  test('/search narrowed by the dialog says so and can be widened', async ({page}) => {
    await page.goto('/search?q=points&scope=api');
    await waitForHydration(page);
    const main = page.locator('main');
    await expect(main).toContainText('Searching the API reference only.');
    await expect(main.locator('article a').first()).toHaveAttribute('href', /^\/api#/);
    await main.getByRole('button', {name: 'Search every page'}).click();
    await expect(page).toHaveURL(/\/search\?q=points$/);
    await expect(main).not.toContainText('Searching the API reference only.');
    await expect(main.locator('article a').first()).toHaveAttribute('href', /^\/chatbot\//);
  });
});
