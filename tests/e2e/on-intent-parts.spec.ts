import {expect, test, type Page} from '@playwright/test';
import {appReady} from './support';

/**
 * The desktop sidebar, the footer and both tables of contents keep the server's HTML at first load,
 * and their code loads when a visitor reaches for them (src/components/HydrateOnIntent). These
 * tests hold back every script asked for after the app has started, so a click can land before
 * the code: the click must still do what it says once the code is there.
 */
async function holdLaterScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  let holding = false;
  await page.route('**/assets/js/*.js', async (route) => {
    if (holding) {
      held.push(route.request().url());
      await released;
    }
    await route.continue();
  });
  return {
    start: () => {
      holding = true;
    },
    release,
    held,
  };
}

test.describe('theme parts whose code loads on intent', () => {
  test('a tap on the phone\'s "On this page" before its code arrives opens the box once it has', async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    const scripts = await holdLaterScripts(page);
    await page.goto('/chatbot/commands/default/8ball');
    await appReady(page);
    scripts.start();
    const box = page.locator('.theme-doc-toc-mobile');
    await box.getByRole('button', {name: 'On this page'}).click();
    await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
    await expect(box.locator('.table-of-contents__link')).toHaveCount(0);
    scripts.release();
    await expect(box.getByRole('link', {name: 'Examples'})).toBeVisible();
  });

  test('a sidebar button clicked before the sidebar\'s code arrives works once it has, and links stay links', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    const scripts = await holdLaterScripts(page);
    await page.goto('/chatbot/commands/default/8ball');
    await appReady(page);
    scripts.start();
    const caret = page.locator('.theme-doc-sidebar-container button.menu__caret').nth(1);
    await expect(caret).toHaveAttribute('aria-expanded', 'true');
    await caret.click();
    await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
    scripts.release();
    await expect(page.locator('.theme-doc-sidebar-container button.menu__caret').nth(1)).toHaveAttribute('aria-expanded', 'false');
    // The real sidebar is there: its links navigate inside the app, without loading a new page.
    await page.evaluate(() => Object.assign(window, {samePage: true}));
    await page.locator('.theme-doc-sidebar-container').getByRole('link', {name: 'Timers', exact: true}).click();
    await expect(page).toHaveURL(/\/chatbot\/timers$/);
    await expect(page.locator('.theme-doc-sidebar-container [aria-current="page"]')).toHaveText('Timers');
    expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(true);
  });

  test('a mouse press on a sidebar category while the sidebar\'s code arrives still expands it on release', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    const scripts = await holdLaterScripts(page);
    await page.goto('/chatbot/commands/default/8ball');
    await appReady(page);
    scripts.start();
    const category = page.locator('.theme-doc-sidebar-container a.menu__link--sublist-caret[aria-expanded="false"]').first();
    const name = (await category.textContent())?.trim() ?? '';
    const where = await category.boundingBox();
    if (!where) throw new Error('no collapsed category in the sidebar');
    // The pointer over the sidebar is its intent: its code is asked for, and held back.
    await page.mouse.move(where.x + where.width / 2, where.y + where.height / 2);
    await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
    await page.mouse.down();
    // The code arrives while the button is pressed.
    scripts.release();
    await expect
      .poll(() => page.evaluate((urls) => urls.every((url) => performance.getEntriesByName(url).length > 0), scripts.held))
      .toBe(true);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));
    await page.mouse.up();
    await expect(page.locator('.theme-doc-sidebar-container a.menu__link--sublist-caret', {hasText: name})).toHaveAttribute('aria-expanded', 'true');
    await expect(page).toHaveURL(/\/chatbot\/commands\/default\/8ball$/);
  });

  test('the desktop table of contents marks the heading in view as the page scrolls, on the server\'s links', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/chatbot/commands/default/8ball');
    await appReady(page);
    const toc = page.locator('.theme-doc-toc-desktop');
    // A mark on the server's links: rendering the theme's table of contents would replace them.
    await toc.locator('a').evaluateAll((links) => links.forEach((link) => link.setAttribute('data-server-link', '')));
    await page.evaluate(() => document.getElementById('examples')?.scrollIntoView());
    await expect(toc.locator('.table-of-contents__link--active[data-server-link]')).toHaveText('Examples');
    await page.evaluate(() => document.getElementById('related')?.scrollIntoView());
    await expect(toc.locator('.table-of-contents__link--active[data-server-link]')).not.toHaveText('Examples');
  });

  test('the footer keeps its links before and after its code loads', async ({page}) => {
    const scripts = await holdLaterScripts(page);
    await page.goto('/api');
    await appReady(page);
    scripts.start();
    const footer = page.locator('footer.theme-layout-footer');
    const links = await footer.getByRole('link').allTextContents();
    expect(links.length).toBeGreaterThan(5);
    await footer.hover();
    await expect.poll(() => scripts.held.length).toBeGreaterThan(0);
    scripts.release();
    await expect.poll(() => footer.getByRole('link').allTextContents()).toEqual(links);
  });
});
