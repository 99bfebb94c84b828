import {expect, test, type Page} from '@playwright/test';
import {searchTranslations} from '../../src/shared/searchTranslations';
import {corruptIndexScreen} from '../../src/search/dialogConfig';
import {INDEX_SILENCE_MS} from '../../src/search/readIndex';
import {retryStatus} from '../../src/theme/SearchBar/LoadFailed';
import {arrivedAndPainted, chunkContaining, hold, painted} from './support';
import {dialog, dialogInput, openDialog, waitForHydration} from './searchSupport';

const {titleText, helpText} = searchTranslations.modal.errorScreen;
const INDEX = '**/assets/search/index.*.json';

/**
 * An index request that never answers until `release()` is called; later requests pass. The page's
 * clock is installed so the test can jump over the silence the download is allowed.
 */
async function stallIndex(page: Page): Promise<{release: () => void}> {
  let stalled = true;
  await page.clock.install();
  await page.route(INDEX, (route) => (stalled ? undefined : route.continue()));
  return {release: () => (stalled = false)};
}

/** Answers the index request with `body` (not an index) until `release()` is called. */
async function damageIndex(page: Page, body: string): Promise<{release: () => void}> {
  let damaged = true;
  await page.route(INDEX, (route) => (damaged ? route.fulfill({status: 200, contentType: 'application/json', body}) : route.continue()));
  return {release: () => (damaged = false)};
}

test.describe('search dialog: when the index or the dialog cannot load', () => {
  test('an index request that never answers goes from stalled to the error screen, and Retry searches again', async ({page}) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    const index = await stallIndex(page);
    await page.goto('/');
    await openDialog(page);
    await dialogInput(page).fill('overlay');
    await expect(page.locator('.DocSearch-Container--Stalled')).toBeVisible();
    await page.clock.fastForward(INDEX_SILENCE_MS);
    const screen = page.locator('.DocSearch-ErrorScreen');
    await expect(screen).toContainText(titleText);
    await expect(screen).toContainText(helpText);
    index.release();
    await screen.getByRole('button', {name: 'Retry'}).click();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(dialogInput(page)).toHaveValue('overlay');
    await expect(screen).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('a damaged index is reported as damaged, not as a network problem', async ({page}) => {
    const index = await damageIndex(page, '<!doctype html><title>Gateway error</title>');
    await page.goto('/');
    await openDialog(page);
    await dialogInput(page).fill('overlay');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await expect(screen).toContainText(corruptIndexScreen.titleText);
    await expect(screen).not.toContainText(helpText);
    index.release();
    // A plain click event, as voice control and switch access send it.
    await screen.getByRole('button', {name: 'Retry'}).dispatchEvent('click');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test("when the dialog's own code cannot load, Ctrl+K shows the error screen, and opening again retries", async ({page}) => {
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    const dialogChunk = chunkContaining('__DOCSEARCH_RECENT_SEARCHES__');
    let failing = true;
    await page.route(`**${dialogChunk}`, (route) => (failing ? route.abort('failed') : route.continue()));
    await page.goto('/overlays');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const failed = page.getByRole('dialog', {name: titleText});
    await expect(failed).toBeVisible();
    await expect(failed).toContainText(helpText);
    await expect(failed.getByRole('button', {name: 'Retry'})).toBeFocused();
    // Retry while the chunk still fails: the screen stays, and says it tried again.
    await failed.getByRole('button', {name: 'Retry'}).click();
    await expect(failed.getByRole('status')).toHaveText(retryStatus({tries: 2, retrying: false}));
    await expect(failed.getByRole('button', {name: 'Retry'})).toBeFocused();
    // The network comes back while the screen is up. (Not after Escape: closing focuses the search
    // button, whose focus asks for the code again, and an opening joins a request under way, so a
    // request sent while the chunk still failed would fail the next Ctrl+K too.)
    failing = false;
    await page.keyboard.press('Escape');
    await expect(failed).toHaveCount(0);
    await expect(page.locator('.DocSearch-Button')).toBeFocused();

    await page.keyboard.press('Control+k');
    await expect(dialogInput(page)).toBeFocused();
    await dialogInput(page).fill('overlay');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

test.describe('search dialog: keys while a retry of its code is under way', () => {
  /** Ctrl+K meets the error screen, Enter on Retry asks for the code again, and Escape closes the screen before it arrives. */
  async function retryThenEscape(page: Page, requests: () => number) {
    await page.goto('/overlays');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const failed = page.getByRole('dialog', {name: titleText});
    await expect(failed.getByRole('button', {name: 'Retry'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(requests).toBe(2);
    await expect(failed.getByRole('status')).toHaveText(retryStatus({tries: 1, retrying: true}));
    await page.keyboard.press('Escape');
    await expect(failed).toHaveCount(0);
    return failed;
  }

  test('Escape closes the error screen while Retry waits, and the code that then arrives opens nothing', async ({page}) => {
    const dialogChunk = chunkContaining('__DOCSEARCH_RECENT_SEARCHES__');
    // The first request fails; the retry's waits until `release`, then succeeds (the route added last is asked first).
    const retried = await hold(page, `**${dialogChunk}`);
    let requests = 0;
    await page.route(`**${dialogChunk}`, (route) => (++requests === 1 ? route.abort('failed') : route.fallback()));
    await retryThenEscape(page, () => requests);
    await expect(page.locator('.DocSearch-Button')).toBeFocused();
    retried.release();
    // The retried code has arrived and run, and the page has drawn a frame since: the opening was cancelled.
    await arrivedAndPainted(page, dialogChunk);
    await expect(dialog(page)).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(dialogInput(page)).toBeFocused();
  });

  test('Escape while Retry waits for code that then fails again: the error screen stays closed', async ({page}) => {
    const dialogChunk = chunkContaining('__DOCSEARCH_RECENT_SEARCHES__');
    // Every request fails: the first at once, the retry's once `release` is called (the route added last is asked first).
    const retried = await hold(page, `**${dialogChunk}`, (route) => route.abort('failed'));
    let requests = 0;
    await page.route(`**${dialogChunk}`, (route) => (++requests === 1 ? route.abort('failed') : route.fallback()));
    const failed = await retryThenEscape(page, () => requests);
    const retryFailed = page.waitForEvent('requestfailed', (request) => request.url().endsWith(dialogChunk));
    retried.release();
    await retryFailed;
    await painted(page);
    await expect(failed).toHaveCount(0);
    await expect(page.locator('.DocSearch-Button')).toBeFocused();
  });
});

test.describe('search page: when the index cannot load', () => {
  test('an index request that never answers ends in the error state, and Retry shows the results', async ({page}) => {
    const index = await stallIndex(page);
    await page.goto('/search?q=chatbot');
    await page.clock.fastForward(INDEX_SILENCE_MS);
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(titleText);
    await expect(alert).toContainText(helpText);
    index.release();
    await alert.getByRole('button', {name: 'Retry'}).click();
    await expect(page.getByTestId('search-count')).toContainText('for "chatbot"');
  });

  test('a damaged index is reported as damaged', async ({page}) => {
    await damageIndex(page, '{"version":2,"records":[1,2');
    await page.goto('/search?q=chatbot');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(corruptIndexScreen.titleText);
    await expect(alert).not.toContainText(helpText);
  });
});
