/**
 * The playground as a workspace (issue 31): wide mode over the whole window, code beside the preview
 * on a desktop and one view at a time on a phone, the site's buttons, and the small things that tell
 * the visitor where they are.
 */
import {expect, test, type Page} from '@playwright/test';
import {fieldTypes} from '../../src/data/overlays/fields';
import {catalogue} from '../../src/playground/logic/catalogue';
import {withExampleField} from '../../src/playground/logic/fieldExamples';
import {defaultStarter} from '../../src/playground/starters';
import {openPlayground, playground, route, running, savedDraft, show} from './playgroundSupport';
import {appReady} from './support';

/** The search dialog's input: a combobox (the WAI-ARIA combobox pattern), named Search. */
const searchInput = (page: Page) => page.locator('.DocSearch-Modal').getByRole('combobox', {name: 'Search'});

test.describe.configure({timeout: 90_000});

/** Neither the page, the playground nor its grid of panes (which scrolls on its own) scrolls sideways. */
const noSidewaysScrolling = (page: Page) =>
  page.evaluate(() => {
    const boxes = Array.from(document.querySelectorAll('[aria-label="Widget playground"], [aria-label="Widget playground"] .pg-grid'));
    return document.documentElement.scrollWidth <= window.innerWidth && boxes.length === 2 && boxes.every((box) => box.scrollWidth <= box.clientWidth);
  });

async function box(page: Page, selector: string) {
  const found = await page.locator(selector).boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  return found;
}

test('closing the playground, in wide mode or in the page, puts focus back on the button that opens it', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await openPlayground(page);
  // Wide mode (the playground opens in it at this width): Enter on Close.
  await playground(page).getByRole('button', {name: 'Close playground'}).focus();
  await page.keyboard.press('Enter');
  const opener = page.getByRole('button', {name: /^Open playground/u});
  await expect(opener).toBeFocused();
  // In the page: a click on Close.
  await opener.click();
  await running(page);
  await page.keyboard.press('Escape');
  await expect(playground(page).getByRole('button', {name: 'Wide mode'})).toBeVisible();
  await playground(page).getByRole('button', {name: 'Close playground'}).click();
  await expect(opener).toBeFocused();
});

test.describe('wide mode', () => {
  test('at 1280 px: the whole window, code beside the preview, no sideways scrolling; Escape and the button return', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await openPlayground(page);
    const region = await box(page, '[aria-label="Widget playground"]');
    expect(region).toEqual({x: 0, y: 0, width: 1280, height: 800});
    // The page behind (navbar, sidebar, table of contents) is covered and inert.
    expect(await page.evaluate(() => document.elementFromPoint(640, 20)?.closest('[aria-label="Widget playground"]') !== null)).toBe(true);
    expect(await page.locator('nav.navbar').evaluate((navbar) => navbar.closest('[inert]') !== null)).toBe(true);
    const code = await box(page, '[data-pane="code"]');
    const frame = await box(page, 'iframe[title="Widget preview"]');
    expect(code.x + code.width).toBeLessThanOrEqual(frame.x);
    expect(await noSidewaysScrolling(page)).toBe(true);

    await page.keyboard.press('Escape');
    await expect(playground(page).getByRole('button', {name: 'Wide mode'})).toBeVisible();
    expect((await box(page, '[aria-label="Widget playground"]')).width).toBeLessThan(1000);
    expect(await page.locator('nav.navbar').evaluate((navbar) => navbar.closest('[inert]') === null)).toBe(true);
    expect(await noSidewaysScrolling(page)).toBe(true);

    await playground(page).getByRole('button', {name: 'Wide mode'}).click();
    // A plain click event, as voice control and switch access send.
    await playground(page).getByRole('button', {name: 'Back to the page'}).dispatchEvent('click');
    await expect(playground(page).getByRole('button', {name: 'Wide mode'})).toBeVisible();
  });

  test('Ctrl+K searches from wide mode: the dialog opens above it, works, and Escape closes only the dialog', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await openPlayground(page);
    // Search opened once before wide mode keeps its root in the page: wide mode must not make it inert.
    await page.getByRole('button', {name: 'Back to the page'}).click();
    await page.keyboard.press('Control+k');
    await expect(searchInput(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(searchInput(page)).toHaveCount(0);
    await playground(page).getByRole('button', {name: 'Wide mode'}).click();
    await playground(page).locator('[data-pane="code"] .cm-content').first().click();

    await page.keyboard.press('Control+k');
    const searchbox = searchInput(page);
    await expect(searchbox).toBeFocused();
    const modalOnTop = async () => {
      const modal = await box(page, '.DocSearch-Modal');
      return page.evaluate(({x, y}) => document.elementFromPoint(x, y)?.closest('.DocSearch-Modal') !== null, {x: modal.x + modal.width / 2, y: modal.y + 40});
    };
    await expect.poll(modalOnTop, {message: 'the search dialog is above the wide playground'}).toBe(true);
    await searchbox.pressSequentially('timer');
    await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(searchInput(page)).toHaveCount(0);
    await expect(playground(page).getByRole('button', {name: 'Back to the page'})).toBeVisible();
    // Focus goes back to the editor the visitor was typing in, not to the navbar behind wide mode.
    expect(await page.evaluate(() => document.activeElement?.closest('.cm-editor') !== null)).toBe(true);
  });

  for (const width of [360, 390]) {
    test(`at ${width} px: the whole window, one view at a time, no sideways scrolling`, async ({page}) => {
      await page.setViewportSize({width, height: 844});
      await openPlayground(page);
      expect(await box(page, '[aria-label="Widget playground"]')).toEqual({x: 0, y: 0, width, height: 844});
      for (const view of ['Code', 'Preview', 'Events', 'Console', 'Fields'] as const) {
        await show(page, view);
        await expect(page.locator('.pg-pane:not([hidden])')).toHaveCount(1);
        expect(await noSidewaysScrolling(page), view).toBe(true);
      }
      await page.getByRole('button', {name: 'Back to the page'}).click();
      expect(await noSidewaysScrolling(page)).toBe(true);
    });
  }
});

test.describe('the details', () => {
  test('one Fields heading; event buttons of one size on one baseline; the site\u2019s buttons', async ({page}) => {
    await openPlayground(page);
    await show(page, 'Fields');
    const fieldsPane = page.locator('[data-pane="fields"]');
    await expect(fieldsPane.getByRole('heading', {name: 'Fields'})).toHaveCount(1);
    await expect(fieldsPane.locator('legend', {hasText: /^Fields$/})).toHaveCount(0);

    await show(page, 'Events');
    const buttons = page.locator('[data-pane="events"] ul button');
    await expect(buttons).toHaveCount(catalogue.length + 2);
    const boxes = await buttons.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
    expect(new Set(boxes.map((rect) => Math.round(rect.height))).size).toBe(1);
    const rows = new Map<number, number[]>();
    for (const rect of boxes) rows.set(Math.round(rect.top), [...(rows.get(Math.round(rect.top)) ?? []), Math.round(rect.bottom)]);
    for (const bottoms of rows.values()) expect(new Set(bottoms).size).toBe(1);

    // Infima's buttons, at the panel's text size: a primary Send, outlined secondary actions, a red Reset.
    await expect(page.getByRole('button', {name: 'Send tip-latest'})).toHaveClass(/button--primary/);
    await expect(page.getByRole('button', {name: 'Share'})).toHaveClass(/button--secondary button--outline/);
    await expect(page.getByRole('button', {name: 'Reset'})).toHaveClass(/button--danger/);
    // Every button at the panel's text size (the event names, in a monospace font, a little smaller).
    const sizes = await page.locator('[aria-label="Widget playground"] .button:not(.pg-eventButton)').evaluateAll((elements) => elements.map((element) => getComputedStyle(element).fontSize));
    const text = await page.locator('[aria-label="Widget playground"]').evaluate((element) => getComputedStyle(element).fontSize);
    expect(new Set(sizes)).toEqual(new Set([text]));
  });

  test('a field added by ?try=field: is in view and announced', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 720});
    // A type the first starter has no field of, so that one is added.
    const present = Object.values(JSON.parse(defaultStarter.fields) as Record<string, {type: string}>).map((field) => field.type);
    const type = fieldTypes.map((field) => field.type).find((name) => !present.includes(name) && name !== 'hidden')!;
    const added = withExampleField({}, type)!;
    await openPlayground(page, `${route}?try=field:${type}`);
    await expect(page.getByRole('status').filter({hasText: `Added an example ${type} field, "${added.key}", to Fields: it is outlined in the Fields panel.`})).toBeVisible();
    await expect(page.locator('.pg-highlight')).toBeInViewport();
  });

  test('the open button needs JavaScript and says when a draft is waiting', async ({page}) => {
    await page.goto(route);
    await appReady(page);
    const open = page.getByRole('button', {name: 'Open playground', exact: true});
    await expect(open).toHaveAttribute('data-needs-js', '');
    await open.click();
    await running(page);
    await page.locator('.cm-content[aria-label="JS"]').click();
    await page.keyboard.type('// mine\n');
    await expect.poll(() => savedDraft(page)).toContain('// mine');
    await page.reload();
    await appReady(page);
    await expect(page.getByRole('button', {name: 'Open playground: your draft is waiting'})).toBeVisible();
  });
});
