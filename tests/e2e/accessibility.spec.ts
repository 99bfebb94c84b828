import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {pendingRoutes, requiredRoutes} from '../support/routes';
import {appReady} from './support';
import {site} from '../../src/site';

const pending = new Set(pendingRoutes());
/** /api carries the whole reference API (thousands of elements): scanned on its own, with the time that takes. */
const LONG_PAGE = '/api';
const routes = requiredRoutes().filter((route) => !pending.has(route) && route !== LONG_PAGE);
const modes = ['light', 'dark'] as const;

/** Pages whose whole frame (navbar, sidebar, footer) is scanned; the frame is the same everywhere else. */
const fullPageRoutes = new Set(['/', '/chatbot/commands/default', '/chatbot/commands/default/8ball', '/websockets/topics/channel-tips', '/tags']);

/** Serious and critical violations in `scope`, under every rule of the tags below or only the rules named. */
async function seriousViolations(page: Page, scope: 'page' | 'main' | 'dialog' = 'page', onlyRules?: string[]) {
  // Only violations are read, and axe builds no details for what passed. Without frames on the page,
  // axe runs in it directly ("legacy mode"): its default opens a blank page for each scan to merge
  // the frames' results, which was most of a scan's time; with frames (tools' previews), it still does.
  const builder = new AxeBuilder({page}).options({resultTypes: ['violations']}).setLegacyMode(page.frames().length === 1);
  if (onlyRules) builder.withRules(onlyRules);
  else builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (scope === 'main') builder.include((await page.locator('main').count()) > 0 ? 'main' : '#__docusaurus_skipToContent_fallback');
  // The open search dialog and the navbar's search button (the rest of the page is scanned on its own).
  if (scope === 'dialog') builder.include('.DocSearch-Container').include('.navbar');
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

/**
 * Links and buttons ease into their new colours (the theme's 200 ms transitions): the colours a
 * reader sees are the ones after that, not a blend halfway through it.
 */
async function transitionsEnded(page: Page) {
  // Transitions only: an endless animation (a spinner) never finishes.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((animation) => animation instanceof CSSTransition).map((animation) => animation.finished.catch(() => undefined))));
}

/**
 * What only colours decide: the same rules again after the page switches to dark (the site follows
 * the system's scheme, so the app re-renders its own themed parts, code blocks included). Every other
 * rule reads the markup, which is the same in both modes, so each page loads and hydrates once.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

test.describe('axe, light mode, then the colours in dark mode', () => {
  // One test per chunk of routes keeps the report readable and the run parallel.
  const chunkSize = 20;
  for (let start = 0; start < routes.length; start += chunkSize) {
    const chunk = routes.slice(start, start + chunkSize);
    test(`routes ${start + 1}–${start + chunk.length}`, async ({page}) => {
      test.setTimeout(chunk.length * 15_000);
      const problems: string[] = [];
      for (const route of chunk) {
        await openInMode(page, route, 'light');
        const scope = fullPageRoutes.has(route) ? 'page' : 'main';
        for (const violation of await seriousViolations(page, scope)) problems.push(`${route} (light): ${violation}`);
        await page.emulateMedia({colorScheme: 'dark'});
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
        await transitionsEnded(page);
        for (const violation of await seriousViolations(page, scope, COLOUR_RULES)) problems.push(`${route} (dark): ${violation}`);
      }
      expect(problems).toEqual([]);
    });
  }
});

for (const mode of modes) {
  test.describe(`axe, ${mode} mode`, () => {
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

    // The dialog in each of its screens, at phone and desktop widths (issue 41): start with saved
    // searches, results, no results with the fallback; on /api, the same in the API scope.
    for (const width of [390, 1280]) {
      for (const route of ['/', '/api']) {
        test(`the open search dialog on ${route} at ${width} px`, async ({page}) => {
          // /api is the longest page: loading it and scanning three times takes what its size takes.
          if (route === LONG_PAGE) test.setTimeout(300_000);
          await page.addInitScript((indexName) => {
            const saved = (n: number) => ({objectID: `a11y-${n}`, url: `/overlays#a11y-${n}`, type: 'lvl1', hierarchy: {lvl0: 'Overlays', lvl1: `Saved ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null}, content: null});
            if (!sessionStorage.getItem('a11y-seeded')) {
              localStorage.setItem(`__DOCSEARCH_RECENT_SEARCHES__${indexName}`, JSON.stringify([saved(1)]));
              localStorage.setItem(`__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`, JSON.stringify([saved(2)]));
              sessionStorage.setItem('a11y-seeded', '1');
            }
          }, site.searchIndexName);
          await page.setViewportSize({width, height: 844});
          const problems: string[] = [];
          const check = async (state: string) => {
            for (const violation of await seriousViolations(page, 'dialog')) problems.push(`${state}: ${violation}`);
          };
          await openInMode(page, route, mode);
          await page.getByRole('button', {name: 'Search', exact: true}).click();
          // In the dialog: the search input is the dialog's combobox.
          const input = page.locator('.DocSearch-Modal').getByRole('combobox');
          await expect(input).toBeFocused();
          await expect(page.locator('[role="option"]').first()).toBeVisible();
          await check('saved searches');
          await input.fill('points');
          await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
          await expect(page.getByTestId('search-status')).not.toHaveText('');
          await check('results');
          await input.fill('qqzzxxnothing');
          await expect(page.getByTestId('search-fallback')).toBeVisible();
          await check('no results');
          expect(problems).toEqual([]);
        });
      }
    }
  });
}
