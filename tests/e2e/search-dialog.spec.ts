import {expect, test, type Browser, type Page, type Route} from '@playwright/test';
import {
  dialog,
  dialogInput,
  openDialog,
  RECENT_KEY,
  rewriteIndex,
  savedHit,
  seedStorage,
  waitForHydration,
  withExtraPage,
} from './searchSupport';
import {SEARCH_REQUEST_MEASURE} from '../../src/search/client';
import {appReady, arrivedAndPainted, chunkContaining, gotoBeforeApp, hold, holdApp, routeRendered} from './support';

test.describe('search dialog: opening and closing', () => {
  test('Ctrl+K, Meta+K and "/" open it; Escape closes it', async ({page}) => {
    await page.goto('/overlays');
    await waitForHydration(page);
    for (const key of ['Control+k', 'Meta+k', '/']) {
      await page.keyboard.press(key);
      await expect(dialogInput(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(dialog(page)).toHaveCount(0);
    }
  });

  test('"/" typed into a field stays in the field', async ({page}) => {
    await page.goto('/search');
    await waitForHydration(page);
    const field = page.getByRole('searchbox', {name: 'Search'});
    await field.focus();
    await page.keyboard.type('a/b');
    await expect(field).toHaveValue('a/b');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('placeholder "Search docs", 64-character limit, "No recent searches" on a fresh profile', async ({page}) => {
    await page.goto('/');
    await openDialog(page);
    await expect(dialogInput(page)).toHaveAttribute('placeholder', 'Search docs');
    await expect(dialogInput(page)).toHaveAttribute('maxlength', '64');
    await expect(page.locator('.DocSearch-StartScreen')).toContainText('No recent searches');
    await dialogInput(page).fill('x'.repeat(80));
    await expect(dialogInput(page)).toHaveValue('x'.repeat(64));
  });

  test('spaces alone are not a query: typed or pasted into the empty box, the saved searches stay; a word keeps its spaces', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/');
    await openDialog(page);
    const start = page.locator('.DocSearch-StartScreen');
    await page.keyboard.type('   ');
    await expect(dialogInput(page)).toHaveValue('');
    await expect(start).toContainText('No recent searches');
    await page.evaluate(() => navigator.clipboard.writeText('  \t '));
    await page.keyboard.press('ControlOrMeta+v');
    await expect(dialogInput(page)).toHaveValue('');
    await expect(start).toContainText('No recent searches');
    await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
    await page.keyboard.type('song request');
    await expect(dialogInput(page)).toHaveValue('song request');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('Escape closes the results, and the query is gone when the dialog opens again', async ({page}) => {
    await page.goto('/');
    await openDialog(page);
    await dialogInput(page).fill('overlay');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await openDialog(page);
    await expect(dialogInput(page)).toHaveValue('');
    await expect(page.locator('.DocSearch-StartScreen')).toBeVisible();
  });
});

test.describe('search dialog: index loading', () => {
  test('the index is fetched on intent only, never on page load, and nothing preconnects to a search host', async ({page}) => {
    const indexRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/assets/search/')) indexRequests.push(r.url());
    });
    await page.goto('/overlays');
    await waitForHydration(page);
    await page.waitForTimeout(500);
    expect(indexRequests).toEqual([]);
    await expect(page.locator('link[rel="preconnect"][href*="algolia"]')).toHaveCount(0);
    await page.getByRole('button', {name: 'Search'}).hover();
    await expect.poll(() => indexRequests.length).toBe(1);
    expect(indexRequests[0]).toMatch(/\/assets\/search\/index\.[0-9a-f]{10}\.json$/);
  });

  test('"Unable to fetch results" when the index cannot load', async ({page}) => {
    await page.route('**/assets/search/**', (route) => route.abort('failed'));
    await page.goto('/');
    await openDialog(page);
    await dialogInput(page).fill('overlay');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('Unable to fetch results');
    await expect(page.locator('.DocSearch-ErrorScreen')).toContainText('You might want to check your network connection.');
  });
});

test.describe('search dialog: results', () => {
  test('hits are grouped by section; arrows + Enter open the selected hit; nothing leaves the site', async ({page}) => {
    // Embedded search has no analytics: searching and selecting hits requests nothing from another origin.
    const requests: string[] = [];
    page.on('request', (r) => /^https?:/.test(r.url()) && requests.push(r.url()));
    await page.goto('/');
    await openDialog(page);
    await dialogInput(page).fill('websocket');
    const sources = page.locator('.DocSearch-Hit-source');
    await expect(sources.first()).toBeVisible();
    const groups = await sources.allTextContents();
    expect(groups.every((g) => ['Chatbot', 'Overlays', 'Websockets', 'API'].includes(g))).toBe(true);
    expect(new Set(groups).size).toBe(groups.length);
    for (const section of await page.locator('.DocSearch-Hits').all()) {
      expect(await section.locator('.DocSearch-Hit').count()).toBeLessThanOrEqual(5);
    }
    // A hit is an option, not a link (no link inside an option): its address is in data-url.
    const second = page.locator('.DocSearch-Hit a').nth(1);
    const href = await second.getAttribute('data-url');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.DocSearch-Hit[aria-selected="true"] a')).toHaveAttribute('data-url', href ?? '');
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe(href);
    await openDialog(page);
    await dialogInput(page).fill('points');
    await page.locator('.DocSearch-Hit a').first().click();
    await expect(dialog(page)).toHaveCount(0);
    const origin = new URL(page.url()).origin;
    expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  });

  test('typed fast on a cold index, embedded search asks for nothing but its own code and index', async ({page}) => {
    // Keys typed while the index loads queue a search each; those the typing has passed are answered
    // empty, and such an answer must not send the hosted service's fallback query.
    const requests: string[] = [];
    const index = await hold(page, '**/assets/search/index.*.json');
    await page.goto('/');
    await appReady(page);
    page.on('request', (r) => requests.push(r.url()));
    await openDialog(page);
    await page.keyboard.type('points');
    index.release();
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    const origin = new URL(page.url()).origin;
    expect(requests.filter((url) => !url.startsWith(`${origin}/assets/`))).toEqual([]);
  });

  test('opened again while the chosen page is still loading, the dialog keeps the focus and the typing', async ({page}) => {
    // The theme focuses the top of a page once its route renders (for screen readers). A reader who
    // picks a hit and opens search again before that page's code has arrived keeps typing there.
    await page.goto('/');
    await openDialog(page);
    await dialogInput(page).fill('overlay');
    // A hit for a whole page: the theme leaves focus alone when the address has a fragment.
    const pageHit = page.locator('.DocSearch-Hit a:not([data-url*="#"])').first();
    const path = (await pageHit.getAttribute('data-url')) ?? '';
    const held: Route[] = [];
    let holding = true;
    await page.route('**/assets/js/**', async (route) => {
      if (holding) held.push(route);
      else await route.continue();
    });
    await pageHit.click();
    await expect(dialog(page)).toHaveCount(0);
    expect(held.length, 'the chosen page needs code of its own').toBeGreaterThan(0);
    await openDialog(page);
    holding = false;
    for (const route of held.splice(0)) await route.continue();
    await routeRendered(page, path);
    await expect(dialogInput(page)).toBeFocused();
    await page.keyboard.type('tips');
    await expect(dialogInput(page)).toHaveValue('tips');
  });

  test('Ctrl+Enter opens the hit in a new tab', async ({page, context}) => {
    await page.goto('/');
    await openDialog(page);
    await dialogInput(page).fill('overlay');
    const href = await page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('data-url');
    const [tab] = await Promise.all([context.waitForEvent('page'), page.keyboard.press('Control+Enter')]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(new URL(href ?? '', 'http://x').pathname);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  const longText = 'Zebrafish swim in warm water and eat small flakes twice a day while the tank light stays on for eight hours.';

  test('highlights are <mark> and snippets are 10 words on desktop', async ({page}) => {
    await rewriteIndex(page, (asset) => withExtraPage(asset, {title: 'Zebrafish care', word: 'zebrafish', count: 2, text: longText}));
    await page.goto('/');
    await openDialog(page);
    await dialogInput(page).fill('tank');
    await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText('tank');
    const titles = await page.locator('.DocSearch-Hit-title', {hasText: 'tank'}).allTextContents();
    const counts = titles.map((t) => t.split(/\s+/).filter((w) => w && w !== '…').length);
    expect(Math.max(...counts)).toBe(10);
    expect(titles[0]).toMatch(/^… .* …$/);
  });

  test('snippets are 5 words on a 768 px screen', async ({page}) => {
    await rewriteIndex(page, (asset) => withExtraPage(asset, {title: 'Zebrafish care', word: 'zebrafish', count: 2, text: longText}));
    await page.setViewportSize({width: 768, height: 900});
    await page.goto('/');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    await dialogInput(page).fill('tank');
    await expect(page.locator('.DocSearch-Hit mark').first()).toHaveText('tank');
    const titles = await page.locator('.DocSearch-Hit-title', {hasText: 'tank'}).allTextContents();
    expect(Math.max(...titles.map((t) => t.split(/\s+/).filter((w) => w && w !== '…').length))).toBe(5);
  });

  test('"See all N results" opens /search?q= with the same count', async ({page}) => {
    await page.goto('/');
    await openDialog(page);
    await dialogInput(page).fill('chatbot');
    const footer = page.locator('.DocSearch-HitsFooter a');
    await expect(footer).toHaveText(/^See all \d+ results$/);
    const count = (await footer.textContent())?.match(/\d+/)?.[0];
    await footer.click();
    await expect(page).toHaveURL(/\/search\?q=chatbot$/);
    await expect(page.getByTestId('search-count')).toContainText(`${count} results for "chatbot"`);
  });

  test('no-results screen: "No results for", suggestions, report link', async ({page}) => {
    await page.goto('/');
    await openDialog(page);
    await dialogInput(page).fill('overlay');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await dialogInput(page).fill('qqzzxxnothing');
    const screen = page.locator('.DocSearch-NoResults');
    await expect(screen).toContainText('No results for "qqzzxxnothing"');
    await expect(screen).toContainText('Try searching for');
    await expect(screen.locator('.DocSearch-Prefill').first()).toBeVisible();
    expect(await screen.locator('.DocSearch-Prefill').count()).toBeLessThanOrEqual(3);
    await expect(screen).toContainText('Believe this query should return results?');
    const report = screen.getByRole('link', {name: 'Let us know.'});
    await expect(report).toHaveAttribute('href', /issues\/new\?title=.*qqzzxxnothing/);
  });
});

const QUERY = 'overlay';

/** The query's first hit as a reader who waited would open it: in a page of its own, nothing held. */
async function firstHitPath(browser: Browser, query = QUERY): Promise<string> {
  const reader = await browser.newPage();
  await reader.goto('/');
  await openDialog(reader);
  await dialogInput(reader).fill(query);
  const selected = reader.locator('.DocSearch-Hit[aria-selected="true"] [data-url]');
  const url = (await selected.getAttribute('data-url')) ?? '';
  await reader.close();
  return new URL(url, 'http://site.test').pathname;
}

const holdIndex = (page: Page) => hold(page, '**/assets/search/index.*.json');
/** DocSearch's modal: the dialog's code that a first opening waits for. */
const holdDialogCode = (page: Page) => hold(page, `**${chunkContaining('__DOCSEARCH_RECENT_SEARCHES__')}`);

/** Opens `route`, hydrated, with the dialog's code held back until `release()`. */
async function openWithDialogCodeHeld(page: Page, route: string): Promise<{release: () => void}> {
  const code = await holdDialogCode(page);
  await page.goto(route);
  await waitForHydration(page);
  return code;
}

test.describe('search dialog: a keystroke paints before its search', () => {
  test('with the index in, the search for a key runs in a task after the keystroke, and its hits follow', async ({page}) => {
    await page.goto('/overlays');
    await openDialog(page);
    await dialogInput(page).fill('tips');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    // One keystroke, dispatched as the browser does (the input's value, then its input event), and
    // every microtask the keystroke's task can run after it: a search in that task would hold the
    // letter back from the screen until it ends.
    const searchedInItsTask = await page.evaluate(async (measure) => {
      const input = document.querySelector<HTMLInputElement>('.DocSearch-Input')!;
      performance.clearMeasures(measure);
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'points');
      input.dispatchEvent(new Event('input', {bubbles: true}));
      for (let hop = 0; hop < 500; hop++) await null;
      return performance.getEntriesByName(measure).length;
    }, SEARCH_REQUEST_MEASURE);
    expect(searchedInItsTask).toBe(0);
    await expect.poll(() => page.evaluate((measure) => performance.getEntriesByName(measure).length, SEARCH_REQUEST_MEASURE)).toBeGreaterThan(0);
    await expect(page.locator('.DocSearch-Hit-title').first()).toContainText(/points/i);
  });
});

test.describe('search dialog: keys typed while its code arrives', () => {
  test('Ctrl+K then typing, Backspace included: the box holds what was typed and its hits show', async ({page}) => {
    const code = await openWithDialogCodeHeld(page, '/overlays');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('poinx');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('ts');
    code.release();
    await expect(dialogInput(page)).toBeFocused();
    await expect(dialogInput(page)).toHaveValue('points');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
  });

  test('a letter typed on the focused search button opens the dialog with it, and the rest follows', async ({page}) => {
    const code = await openWithDialogCodeHeld(page, '/overlays');
    await page.getByRole('button', {name: 'Search', exact: true}).focus();
    await page.keyboard.type('tips');
    code.release();
    await expect(dialogInput(page)).toHaveValue('tips');
  });

  test("a click on the button, typing and Enter: the query's first hit opens once code and hits are in", async ({page, browser}) => {
    const expected = await firstHitPath(browser);
    const code = await openWithDialogCodeHeld(page, '/');
    // A plain click event, as voice control and switch access send it.
    await page.getByRole('button', {name: 'Search', exact: true}).dispatchEvent('click');
    await page.keyboard.type(QUERY);
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/');
    code.release();
    await expect(dialog(page)).toHaveCount(0);
    await expect.poll(() => new URL(page.url()).pathname).toBe(expected);
  });

  test('Escape while the code arrives cancels the opening: no dialog, and the next one starts empty', async ({page}) => {
    const chunk = chunkContaining('__DOCSEARCH_RECENT_SEARCHES__');
    const code = await openWithDialogCodeHeld(page, '/overlays');
    await page.keyboard.press('/');
    await page.keyboard.type('tips');
    await page.keyboard.press('Escape');
    code.release();
    // The code has arrived and run, and the page has drawn a frame since.
    await arrivedAndPainted(page, chunk);
    await expect(dialog(page)).toHaveCount(0);
    await page.keyboard.press('Control+k');
    await expect(dialogInput(page)).toBeFocused();
    await expect(dialogInput(page)).toHaveValue('');
  });
});

test.describe('search dialog: asked for before the app has loaded', () => {
  // A plain click on the button (as voice control sends it), "/" and Ctrl+K, each before the app's
  // script has come; the keys typed next (a slip taken back included) are the dialog's box.
  const asks = {
    'a plain click on the button': (page: Page) => page.getByRole('button', {name: 'Search', exact: true}).dispatchEvent('click'),
    '"/"': (page: Page) => page.keyboard.press('/'),
    'Ctrl+K': (page: Page) => page.keyboard.press('Control+k'),
  };
  for (const [how, ask] of Object.entries(asks)) {
    test(`${how}, then typing: the dialog opens with what was typed`, async ({page}) => {
      const app = await holdApp(page);
      await gotoBeforeApp(page, '/overlays');
      await ask(page);
      await page.keyboard.type('poinx');
      await page.keyboard.press('Backspace');
      await page.keyboard.type('ts');
      await app.release();
      await expect(dialogInput(page)).toBeFocused();
      await expect(dialogInput(page)).toHaveValue('points');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    });
  }

  test('Enter typed before the app opens the query’s first hit once the app and the hits are in', async ({page, browser}) => {
    const expected = await firstHitPath(browser);
    const app = await holdApp(page);
    await gotoBeforeApp(page, '/');
    await page.keyboard.press('/');
    await page.keyboard.type(QUERY);
    await page.keyboard.press('Enter');
    await app.release();
    await expect.poll(() => new URL(page.url()).pathname).toBe(expected);
  });
});

test.describe('search dialog: Enter before the hits arrive', () => {
  for (const saved of [false, true]) {
    test(`Enter waits for the query's hits and opens the first${saved ? ', not the saved search the start screen selected' : ''}`, async ({page, browser}) => {
      const expected = await firstHitPath(browser);
      if (saved) await seedStorage(page, RECENT_KEY, [savedHit(1)]);
      const index = await holdIndex(page);
      await page.goto('/');
      await openDialog(page);
      await dialogInput(page).fill(QUERY);
      await page.keyboard.press('Enter');
      // Nothing is opened while the hits are missing.
      await expect(dialog(page)).toBeVisible();
      expect(new URL(page.url()).pathname).toBe('/');
      index.release();
      await expect(dialog(page)).toHaveCount(0);
      expect(new URL(page.url()).pathname).toBe(expected);
    });
  }

  test('typed key by key on a cold index, the status counts the whole query’s hits and Enter opens its first', async ({page, browser}) => {
    const expected = await firstHitPath(browser);
    const index = await holdIndex(page);
    await page.goto('/');
    await openDialog(page);
    // One search per key, all waiting for the index; the ones typed past are answered empty, late.
    await dialogInput(page).pressSequentially(QUERY);
    index.release();
    // The status speaks only of the answer to what the box holds.
    await expect(page.getByTestId('search-status')).toHaveText(/^[\d,]+ results?\.$/);
    await page.keyboard.press('Enter');
    await expect(dialog(page)).toHaveCount(0);
    expect(new URL(page.url()).pathname).toBe(expected);
  });

  test('Ctrl+Enter waits for the hits too, and opens the first in a new tab', async ({page, browser, context}) => {
    const expected = await firstHitPath(browser);
    const index = await holdIndex(page);
    await page.goto('/');
    await openDialog(page);
    await dialogInput(page).fill(QUERY);
    await page.keyboard.press('Control+Enter');
    const opened = context.waitForEvent('page');
    index.release();
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(expected);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('typing on after Enter drops it: the hits of the longer query show and nothing opens', async ({page}) => {
    const index = await holdIndex(page);
    await page.goto('/');
    await openDialog(page);
    await dialogInput(page).fill(QUERY);
    await page.keyboard.press('Enter');
    await page.keyboard.type('s');
    index.release();
    await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).toBeVisible();
    await expect(dialog(page)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/');
  });
});

test.describe('search: markup never executes', () => {
  const payload = '<img src=x onerror="window.__xss=1">';

  test('a script payload typed into the dialog is shown as text', async ({page}) => {
    await page.goto('/');
    await openDialog(page);
    await dialogInput(page).fill(payload);
    await expect(dialogInput(page)).toHaveValue(payload);
    await expect(page.locator('.DocSearch-Hit, .DocSearch-NoResults').first()).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
    await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
  });

  test('markup inside page text stays text in hits, recents and the search page', async ({page}) => {
    await rewriteIndex(page, (asset) =>
      withExtraPage(asset, {title: `Zebrafish ${payload}`, word: 'zebrafish', count: 1, text: `zebrafish ${payload} <script>window.__xss=2</script>`}),
    );
    await page.goto('/');
    await openDialog(page);
    await dialogInput(page).fill('zebrafish');
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('<img src=x');
    await expect(page.locator('.DocSearch-Modal img[src="x"], .DocSearch-Modal script')).toHaveCount(0);
    await page.keyboard.press('Enter');
    await openDialog(page);
    await expect(page.locator('.DocSearch-Hit').first()).toContainText('Zebrafish <img');
    await expect(page.locator('.DocSearch-Modal img[src="x"]')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.goto(`/search?q=${encodeURIComponent('zebrafish')}`);
    await expect(page.locator('main article').first()).toContainText('<img src=x');
    await expect(page.locator('main img[src="x"], main article script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
  });
});
