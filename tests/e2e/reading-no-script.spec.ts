import {expect, test, type Page} from '@playwright/test';
import {commands} from '../../src/data/commands';
import {sectionLinks} from '../../src/data/sections';
import {variablePath, variables} from '../../src/data/variables';
import {tagKeys} from '../support/routes';

/**
 * Every kind of page with JavaScript off (docs-dev/reading.md): no control that needs the app is
 * left on screen, every tab panel shows under its label, and a phone still reaches every section.
 */
const pages: Record<string, string> = {
  home: '/',
  'section index': '/overlays',
  'command table': '/chatbot/commands/default',
  'command page': `/chatbot/commands/default/${commands[0]!.name}`,
  'variable page (reply preview)': variablePath(variables[0]!.name),
  'topic page': '/websockets/topics/channel-tips',
  'tabbed examples and the console': '/websockets/examples',
  'widget playground': '/overlays/custom-widget',
  'API reference': '/api',
  changelog: '/chatbot/changelog',
  'tags index': '/tags',
  'a tag': `/tags/${tagKeys()[0]}`,
  search: '/search?q=points',
  'not found': '/no/such/page',
};

/** Controls on screen that only the app could make work (a form the browser submits itself works without it). */
function inertControls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('button, input, select, textarea, [role="button"]:not(a[href]), [role="tab"], [role="switch"]'))
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .filter((el) => !el.closest('form[action][method="get"]'))
      .map((el) => `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`),
  );
}

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  for (const [kind, route] of Object.entries(pages)) {
    test(`${kind}: no inert control on a desktop or a phone, and the phone reaches every section`, async ({page}) => {
      await page.setViewportSize({width: 1280, height: 800});
      await page.goto(route);
      expect(await inertControls(page), 'on a desktop').toEqual([]);
      await page.setViewportSize({width: 390, height: 844});
      expect(await inertControls(page), 'on a phone').toEqual([]);
      const navbar = page.locator('nav.navbar');
      for (const section of sectionLinks) await expect(navbar.locator(`a[href="${section.to}"]`).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    });
  }

  test('every tab panel shows, each under its tab\'s label', async ({page}) => {
    await page.goto(pages['tabbed examples and the console']!);
    const containers = page.locator('.tabs-container');
    expect(await containers.count()).toBeGreaterThan(0);
    for (const container of await containers.all()) {
      const labels = await container.getByRole('tab', {includeHidden: true}).allTextContents();
      const panels = container.getByRole('tabpanel', {includeHidden: true});
      await expect(panels).toHaveCount(labels.length);
      for (const [i, label] of labels.entries()) {
        await expect(panels.nth(i)).toBeVisible();
        await expect(panels.nth(i).locator('strong').first()).toHaveText(label);
      }
    }
  });

  test('the search page says search needs JavaScript and offers the sections and /llms.txt', async ({page}) => {
    await page.goto(pages.search!);
    const note = page.getByRole('note');
    await expect(note).toContainText('needs JavaScript');
    for (const section of sectionLinks) await expect(note.getByRole('link', {name: section.label, exact: true})).toHaveAttribute('href', section.to);
    await expect(note.getByRole('link', {name: '/llms.txt'})).toHaveAttribute('href', '/llms.txt');
    // The search page's own box; the navbar's plain form (a searchbox too) is what works without scripts.
    await expect(page.locator('main').getByRole('searchbox')).toBeHidden();
  });
});
