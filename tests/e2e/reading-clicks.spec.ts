import {expect, test, type Locator, type Page} from '@playwright/test';
import {commands} from '../../src/data/commands';
import {appReady, gotoBeforeApp, holdApp} from './support';

/**
 * Every input reaches the page's frame (the desktop sidebar, both tables of contents, the footer,
 * the phone menu): a mouse, a keyboard, and a plain `click` event with no pointer or focus before
 * it, as voice control and switch access send.
 * Each must do the same: a caret expands, a link navigates inside the app (a mark on `window`
 * survives, the view scrolls to the top), at any moment after the first paint, before the app runs
 * included (a button's click is then held until it has: src/shared/earlyClicks.ts; a link is the
 * browser's). tests/e2e/input-during-load.spec.ts does the same on a slow phone.
 */
const inputs: Record<string, (target: Locator) => Promise<void>> = {
  mouse: (target) => target.click(),
  keyboard: async (target) => {
    await target.focus();
    await target.press('Enter');
  },
  'plain click': (target) => target.dispatchEvent('click'),
};

const [first, second] = commands;
const COMMAND_PAGE = `/chatbot/commands/default/${first!.name}`;
/** A page the sidebar shows from the command page: the next command in its open category. */
const NEXT_PAGE = `/chatbot/commands/default/${second!.name}`;
const nextPageLink = (scope: Locator) => scope.locator(`a.menu__link[href="${NEXT_PAGE}"]`);
const atNextPage = new RegExp(`${NEXT_PAGE}$`);
const sidebar = (page: Page) => page.locator('.theme-doc-sidebar-container');
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, {readingMark: true}));
const stillSameDocument = (page: Page) => page.evaluate(() => (window as {readingMark?: boolean}).readingMark === true);
/** A collapsed category with a page of its own has a caret button; one without a page is itself the button. */
const collapsedCaret = (page: Page) => sidebar(page).locator('button.menu__caret[aria-expanded="false"]').first();
const collapsedCategoryWithoutPage = (page: Page) => sidebar(page).locator('a.menu__link--sublist-caret[aria-expanded="false"]').first();

const DESKTOP = {width: 1280, height: 800};
const PHONE = {width: 390, height: 844};

/** The command page, hydrated, with a mark on `window` that only a full page load would lose. */
async function openCommandPage(page: Page, size = DESKTOP): Promise<void> {
  await page.setViewportSize(size);
  await page.goto(COMMAND_PAGE);
  await appReady(page);
  await markWindow(page);
}

for (const [input, use] of Object.entries(inputs)) {
  test.describe(`with a ${input}`, () => {
    // Each part is the first thing reached for on a fresh page.
    test('the desktop sidebar: a caret, first thing on the page, expands its category', async ({page}) => {
      await openCommandPage(page);
      const caret = collapsedCaret(page);
      const label = await caret.getAttribute('aria-label');
      await use(caret);
      await expect(sidebar(page).locator(`button.menu__caret[aria-label="${label?.replace('Expand', 'Collapse')}"]`)).toHaveAttribute('aria-expanded', 'true');
    });

    test('the desktop sidebar: a category without a page, first thing on the page, expands and stays on the page', async ({page}) => {
      await openCommandPage(page);
      const category = collapsedCategoryWithoutPage(page);
      const name = (await category.textContent())?.trim() ?? '';
      await use(category);
      await expect(sidebar(page).locator('a.menu__link--sublist-caret', {hasText: name})).toHaveAttribute('aria-expanded', 'true');
      await expect(page).toHaveURL(new RegExp(`${COMMAND_PAGE}$`));
      expect(await stillSameDocument(page)).toBe(true);
    });

    test('the desktop sidebar: a link, first thing on the page, navigates in the app and scrolls to the top', async ({page}) => {
      await openCommandPage(page);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await use(nextPageLink(sidebar(page)));
      await expect(page).toHaveURL(atNextPage);
      await expect(sidebar(page).locator('[aria-current="page"]')).toHaveAttribute('href', NEXT_PAGE);
      expect(await stillSameDocument(page)).toBe(true);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('the desktop table of contents: an entry, first thing on the page, goes to its heading', async ({page}) => {
      await openCommandPage(page);
      const entry = page.locator('.theme-doc-toc-desktop').getByRole('link').last();
      const hash = (await entry.getAttribute('href')) ?? '';
      await use(entry);
      await expect(page).toHaveURL(new RegExp(`${hash}$`));
      await expect(page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`)).toBeInViewport();
      expect(await stillSameDocument(page)).toBe(true);
    });

    test('the footer: a link, first thing on the page, navigates in the app and scrolls to the top', async ({page}) => {
      await openCommandPage(page);
      const footerLink = page.locator('footer.theme-layout-footer').getByRole('link', {name: 'Variables', exact: true});
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await use(footerLink);
      await expect(page).toHaveURL(/\/chatbot\/variables$/);
      expect(await stillSameDocument(page)).toBe(true);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });

    test('on a phone: "On this page" opens, and the menu opens and navigates in the app', async ({page}) => {
      await openCommandPage(page, PHONE);
      const box = page.locator('.theme-doc-toc-mobile');
      const contents = box.getByRole('button', {name: 'On this page'});
      // A screen reader hears whether the contents are open, before and after.
      await expect(contents).toHaveAttribute('aria-expanded', 'false');
      await use(contents);
      await expect(box.locator('.table-of-contents__link').first()).toBeVisible();
      await expect(contents).toHaveAttribute('aria-expanded', 'true');

      await use(page.getByRole('button', {name: 'Toggle navigation bar'}));
      const menu = page.locator('.navbar-sidebar');
      await expect(menu).toBeVisible();
      await use(nextPageLink(menu));
      await expect(page).toHaveURL(atNextPage);
      expect(await stillSameDocument(page)).toBe(true);
    });

    test('before the app runs: a caret clicked then expands once it does', async ({page}) => {
      await page.setViewportSize(DESKTOP);
      const app = await holdApp(page);
      await gotoBeforeApp(page, COMMAND_PAGE);
      const caret = collapsedCaret(page);
      const caretLabel = await caret.getAttribute('aria-label');
      await use(caret);
      await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
      await app.release();
      await appReady(page);
      await expect(sidebar(page).locator(`button.menu__caret[aria-label="${caretLabel?.replace('Expand', 'Collapse')}"]`)).toHaveAttribute('aria-expanded', 'true');
    });

    test('before the app runs: a sidebar link clicked then is followed at once, as a page load', async ({page}) => {
      await page.setViewportSize(DESKTOP);
      // Never released: the link must not wait for the app.
      await holdApp(page);
      await gotoBeforeApp(page, COMMAND_PAGE);
      await use(nextPageLink(sidebar(page)));
      await expect(page).toHaveURL(atNextPage);
      await expect(page.locator('article h1')).toContainText(second!.name);
    });
  });
}
