import {expect, test, type Page} from '@playwright/test';
import {dialog, dialogInput, openDialog, RECENT_KEY, savedHit, seedStorage, FAVORITE_KEY} from './searchSupport';

/**
 * The search dialog as assistive technology meets it (issue 41, item 3): a named modal dialog
 * (WAI-ARIA dialog pattern) holding a combobox whose options hold no controls, focus kept inside,
 * Escape closing it, the result count announced in a live region.
 */

const searchDialog = (page: Page) => page.getByRole('dialog', {name: 'Search'});
const status = (page: Page) => page.getByTestId('search-status');

/** Where focus is: inside the dialog's modal box, and a short description for failure messages. */
const focusInside = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return {inside: !!el?.closest('.DocSearch-Modal'), what: el ? `${el.tagName.toLowerCase()}.${(el as HTMLElement).className}` : 'none'};
  });

/** Every element Tab can reach inside the open dialog, in document order (the trap's own rule). */
const reachable = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.DocSearch-Modal :is(a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"]))')).filter(
      (el) => el.getClientRects().length > 0 && !el.closest('[aria-hidden="true"]'),
    ).length,
  );

async function tabAround(page: Page, key: 'Tab' | 'Shift+Tab'): Promise<string[]> {
  const stops = (await reachable(page)) + 2;
  const seen: string[] = [];
  for (let i = 0; i < stops; i++) {
    await page.keyboard.press(key);
    const focus = await focusInside(page);
    expect(focus.inside, `press ${i + 1} of ${key} left the dialog: ${focus.what}`).toBe(true);
    seen.push(focus.what);
  }
  return seen;
}

test.describe('the search dialog is a dialog to assistive technology', () => {
  test('a modal dialog named "Search", with the search box focused', async ({page}) => {
    await page.goto('/overlays');
    await openDialog(page);
    await expect(searchDialog(page)).toBeVisible();
    await expect(searchDialog(page)).toHaveAttribute('aria-modal', 'true');
    await expect(searchDialog(page).getByRole('combobox')).toBeFocused();
  });

  test('Tab and Shift+Tab cycle inside the dialog, with results and with none', async ({page}) => {
    await page.goto('/overlays');
    await openDialog(page);
    for (const query of ['overlay', 'qqzzxxnothing']) {
      await dialogInput(page).fill(query);
      await expect(query === 'overlay' ? page.locator('.DocSearch-Hit').first() : page.getByTestId('search-fallback')).toBeVisible();
      await dialogInput(page).focus();
      const forward = await tabAround(page, 'Tab');
      // Round the loop and back to the search box.
      expect(forward).toContain('input.DocSearch-Input');
      const backward = await tabAround(page, 'Shift+Tab');
      expect(backward).toContain('input.DocSearch-Input');
    }
  });

  test('Tab moves on through the controls and leaves the results on screen', async ({page}) => {
    await page.goto('/overlays');
    await openDialog(page);
    await dialogInput(page).fill('overlay');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect((await focusInside(page)).inside).toBe(true);
  });

  test('Escape closes the dialog from the search box and from its other controls; focus goes back to the button', async ({page}) => {
    await page.goto('/overlays');
    await openDialog(page);
    await dialogInput(page).fill('overlay');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await expect(page.getByRole('button', {name: 'Search', exact: true})).toBeFocused();
    await openDialog(page);
    await dialogInput(page).fill('overlay');
    await page.getByRole('button', {name: 'API only'}).focus();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
    await openDialog(page);
    await expect(dialogInput(page)).toHaveValue('');
  });

  test('the live region announces the count once results settle, and says when nothing was found', async ({page}) => {
    await page.goto('/overlays');
    await openDialog(page);
    await expect(status(page)).toHaveAttribute('role', 'status');
    await dialogInput(page).fill('overlay');
    const footer = page.locator('.DocSearch-HitsFooter a');
    await expect(footer).toHaveText(/^See all \d+ results$/);
    const count = (await footer.textContent())?.match(/\d+/)?.[0] ?? '';
    await expect(status(page)).toHaveText(`${count} results.`);
    await dialogInput(page).fill('qqzzxxnothing');
    await expect(status(page)).toHaveText(/^No results for “qqzzxxnothing”\./);
  });

  test('aria-controls names only lists that are on screen', async ({page}) => {
    await page.goto('/overlays');
    await openDialog(page);
    for (const query of ['overlay', 'qqzzxxnothing', '']) {
      await dialogInput(page).fill(query);
      await expect(page.locator(query === 'overlay' ? '.DocSearch-Hit' : query ? '.DocSearch-NoResults' : '.DocSearch-StartScreen').first()).toBeVisible();
      const missing = await page.evaluate(() =>
        Array.from(document.querySelectorAll('[aria-controls]'))
          .flatMap((el) => (el.getAttribute('aria-controls') ?? '').split(/\s+/).filter(Boolean))
          .filter((id) => !document.getElementById(id)),
      );
      expect(missing, `query "${query}"`).toEqual([]);
    }
  });

  test('each group of hits is a list of its own, named by its heading, and the combobox controls each once', async ({page}) => {
    await seedStorage(page, RECENT_KEY, [savedHit(1)]);
    await page.goto('/overlays');
    await openDialog(page);
    await expect(page.getByRole('listbox', {name: 'Recent'})).toBeVisible();
    // "points" has hits in more than one section (asserted: a single group would prove nothing).
    await dialogInput(page).fill('points');
    const headings = page.locator('.DocSearch-Hit-source');
    await expect.poll(() => headings.count()).toBeGreaterThan(1);
    for (const heading of await headings.allTextContents()) await expect(page.getByRole('listbox', {name: heading, exact: true})).toHaveCount(1);
    const ids = await page.locator('.DocSearch-Dropdown [role="listbox"]').evaluateAll((lists) => lists.map((list) => list.id));
    expect(new Set(ids).size).toBe(ids.length);
    await expect(dialogInput(page)).toHaveAttribute('aria-controls', ids.join(' '));
  });

  test('options hold no link or button, in results and in saved searches', async ({page}) => {
    await seedStorage(page, RECENT_KEY, [savedHit(1)]);
    await seedStorage(page, FAVORITE_KEY, [savedHit(2, 'Kept page')]);
    await page.goto('/overlays');
    await openDialog(page);
    const controlsInOptions = () => page.locator('[role="option"] :is(a[href], button, input, select, textarea, [tabindex])').count();
    await expect(page.locator('[role="option"]')).toHaveCount(2);
    expect(await controlsInOptions()).toBe(0);
    await dialogInput(page).fill('points');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
    expect(await controlsInOptions()).toBe(0);
  });

  test('a saved search is removed with Delete and kept as a favorite with Ctrl+S', async ({page}) => {
    await seedStorage(page, RECENT_KEY, [savedHit(1), savedHit(2)]);
    await page.goto('/overlays');
    await openDialog(page);
    const recent = page.locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: 'Recent'})});
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(2);
    await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).toContainText('Saved page 1');
    await page.keyboard.press('Delete');
    await expect(recent.locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).toContainText('Saved page 2');
    await page.keyboard.press('Control+s');
    const favorite = page.locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: 'Favorite'})});
    await expect(favorite.locator('.DocSearch-Hit')).toHaveCount(1);
    await expect(favorite).toContainText('Saved page 2');
    await expect(dialogInput(page)).toBeFocused();
  });

  test('a hit opens with a click, in a new tab with Ctrl+click or the middle button', async ({page, context}) => {
    await page.goto('/overlays');
    // Text the reader selected (a triple click): on Linux it becomes the selection a middle click pastes.
    await page.locator('main h1').click({clickCount: 3});
    await openDialog(page);
    await dialogInput(page).fill('points');
    const first = page.locator('.DocSearch-Hit a').first();
    const url = (await first.getAttribute('data-url')) ?? '';
    const [tab] = await Promise.all([context.waitForEvent('page'), first.click({modifiers: ['ControlOrMeta']})]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(new URL(url, 'http://x').pathname);
    await tab.close();
    const [middle] = await Promise.all([context.waitForEvent('page'), first.click({button: 'middle'})]);
    await middle.waitForLoadState();
    expect(new URL(middle.url()).pathname).toBe(new URL(url, 'http://x').pathname);
    await middle.close();
    // On Linux the middle button pastes the last selection wherever it is released; the query stays as typed.
    await expect(dialogInput(page)).toHaveValue('points');
    await first.click();
    await expect(dialog(page)).toHaveCount(0);
    expect(`${new URL(page.url()).pathname}${new URL(page.url()).hash}`).toBe(url);
  });

  for (const width of [390, 1280]) {
    test(`the search button's name is its visible label at ${width} px`, async ({page}) => {
      await page.setViewportSize({width, height: 844});
      await page.goto('/overlays');
      const button = page.locator('.DocSearch-Button');
      await expect(button).toHaveAccessibleName('Search');
      // Whatever words the button shows are in its name (WCAG 2.5.3, label in name); the key hints are hidden from the name and announced as shortcuts.
      const visible = await button.evaluate((el) => {
        const words: string[] = [];
        const walk = (node: Node) => {
          if (node.nodeType === Node.TEXT_NODE) {
            const parent = node.parentElement;
            if (parent && parent.getClientRects().length > 0 && !parent.closest('[aria-hidden="true"]')) words.push(node.textContent ?? '');
          } else node.childNodes.forEach(walk);
        };
        walk(el);
        return words.join(' ').trim();
      });
      expect(['', 'Search']).toContain(visible);
      await expect(button).toHaveAttribute('aria-keyshortcuts', /Control\+K/);
    });
  }
});
