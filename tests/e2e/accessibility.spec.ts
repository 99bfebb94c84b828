import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {pendingRoutes, requiredRoutes} from '../support/routes';
import {appReady} from './support';

const pending = new Set(pendingRoutes());
/** /api carries the whole reference API (thousands of elements): scanned on its own, with the time that takes. */
const LONG_PAGE = '/api';
const routes = requiredRoutes().filter((route) => !pending.has(route) && route !== LONG_PAGE);
const modes = ['light', 'dark'] as const;

/** Pages whose whole frame (navbar, sidebar, footer) is scanned; the frame is the same everywhere else. */
const fullPageRoutes = new Set(['/', '/chatbot/commands/default', '/chatbot/commands/default/8ball', '/websockets/topics/channel-tips', '/tags']);

async function seriousViolations(page: Page, scope: 'page' | 'main' = 'page') {
  const builder = new AxeBuilder({page}).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (scope === 'main') builder.include((await page.locator('main').count()) > 0 ? 'main' : '#__docusaurus_skipToContent_fallback');
  const results = await builder.analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
}

async function openInMode(page: Page, route: string, mode: (typeof modes)[number]) {
  await page.emulateMedia({colorScheme: mode});
  const response = await page.goto(route);
  expect(response?.status(), route).toBeLessThan(400);
  await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
  await appReady(page);
}

for (const mode of modes) {
  test.describe(`axe, ${mode} mode`, () => {
    // One test per chunk of routes keeps the report readable and the run parallel.
    const chunkSize = 20;
    for (let start = 0; start < routes.length; start += chunkSize) {
      const chunk = routes.slice(start, start + chunkSize);
      test(`routes ${start + 1}–${start + chunk.length}`, async ({page}) => {
        test.setTimeout(chunk.length * 15_000);
        const problems: string[] = [];
        for (const route of chunk) {
          await openInMode(page, route, mode);
          const scope = fullPageRoutes.has(route) ? 'page' : 'main';
          for (const violation of await seriousViolations(page, scope)) problems.push(`${route}: ${violation}`);
        }
        expect(problems).toEqual([]);
      });
    }

    test(`the reference API page (${LONG_PAGE})`, async ({page}) => {
      test.setTimeout(300_000);
      await openInMode(page, LONG_PAGE, mode);
      // The page lays out each operation's details only near the screen (content-visibility), and
      // axe reads skipped content at stale positions, so it measures colours against whatever else
      // sits there (dequelabs/axe-core#2768). Painting everything first checks every node in the
      // place and colours a reader sees when scrolled to it.
      await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
      expect(await seriousViolations(page, 'main')).toEqual([]);
    });

    test('the not-found page', async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      await page.goto('/no/such/page');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the mobile menu', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await openInMode(page, '/overlays', mode);
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the open search dialog', async ({page}) => {
      await openInMode(page, '/', mode);
      await page.getByRole('button', {name: 'Search'}).click();
      await expect(page.getByRole('searchbox')).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
