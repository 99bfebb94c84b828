import {expect, test, type Page} from '@playwright/test';
import {newPageRoutes, pendingRoutes, requiredRoutes} from '../support/routes';
import {COLOUR_RULES, seriousViolations} from './axeScan';
import {appReady, chunkContaining, followInApp} from './support';
import {searchTranslations} from '../../src/shared/searchTranslations';
import {retryStatus} from '../../src/theme/SearchBar/LoadFailed';
import {site} from '../../src/site';

const pending = new Set(pendingRoutes());
/** /api carries the whole reference API (thousands of elements): scanned on its own, with the time that takes. */
const LONG_PAGE = '/api';
/** Every route the spec lists, every tag page, and every page for the subjects the provider added later. */
const routes = [...new Set([...requiredRoutes(), ...newPageRoutes()])].filter((route) => !pending.has(route) && route !== LONG_PAGE);
const modes = ['light', 'dark'] as const;

/** Pages whose whole frame (navbar, sidebar, footer) is scanned; the frame is the same everywhere else. */
const fullPageRoutes = new Set(['/', '/chatbot/commands/default', '/chatbot/commands/default/8ball', '/websockets/topics/channel-tips', '/tags']);

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
  // Transitions only: an endless animation (a spinner) never finishes. The document is asked on every
  // frame, not once: a transition whose element leaves the document before it ends drops out of the
  // list, and its `finished` promise may never settle (seen with the search dialog open on /api).
  await page.waitForFunction(() => !document.getAnimations().some((animation) => animation instanceof CSSTransition && animation.playState === 'running'));
}

/** Switches the page to dark and waits until the colours a reader sees have settled. */
async function toDark(page: Page) {
  await page.emulateMedia({colorScheme: 'dark'});
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await transitionsEnded(page);
}

// What only colours decide (COLOUR_RULES) is checked again with the page in dark (the site follows
// the system's scheme, so the app re-renders its own themed parts, code blocks included). Every other
// rule reads the markup, which is the same in both modes.

test.describe('axe, light mode, then the colours in dark mode', () => {
  // One test per chunk of routes keeps the report readable and the run parallel.
  const chunkSize = 25;
  for (let start = 0; start < routes.length; start += chunkSize) {
    const chunk = routes.slice(start, start + chunkSize);
    test(`routes ${start + 1}–${start + chunk.length}`, async ({page}) => {
      test.setTimeout(chunk.length * 15_000);
      const problems: string[] = [];
      const scopeOf = (route: string) => (fullPageRoutes.has(route) ? 'page' : 'main');
      for (const [index, route] of chunk.entries()) {
        if (index === 0 || fullPageRoutes.has(route)) await openInMode(page, route, 'light');
        else await followInApp(page, route);
        for (const violation of await seriousViolations(page, scopeOf(route))) problems.push(`${route} (light): ${violation}`);
      }
      await toDark(page);
      for (const route of chunk) {
        await followInApp(page, route);
        await transitionsEnded(page);
        for (const violation of await seriousViolations(page, scopeOf(route), COLOUR_RULES)) problems.push(`${route} (dark): ${violation}`);
      }
      expect(problems).toEqual([]);
    });
  }
});

for (const mode of modes) {
  test.describe(`axe, ${mode} mode`, () => {
    test('the not-found page', async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      await page.goto('/no/such/page');
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the search load-failed screen, with its status line after a failed retry', async ({page}) => {
      await page.route(`**${chunkContaining('__DOCSEARCH_RECENT_SEARCHES__')}`, (route) => route.abort('failed'));
      await openInMode(page, '/overlays', mode);
      await page.keyboard.press('Control+k');
      const failed = page.getByRole('dialog', {name: searchTranslations.modal.errorScreen.titleText});
      await failed.getByRole('button', {name: 'Retry'}).click();
      await expect(failed.getByRole('status')).toHaveText(retryStatus({tries: 2, retrying: false}));
      await transitionsEnded(page);
      expect(await seriousViolations(page, {within: 'dialog[open]'})).toEqual([]);
    });

    test('the search page with results, then with nothing found and its suggestions', async ({page}) => {
      await openInMode(page, '/search?q=points', mode);
      await expect(page.locator('main article mark').first()).toBeVisible();
      const problems = (await seriousViolations(page, 'main')).map((violation) => `results: ${violation}`);
      await page.locator('main').getByRole('searchbox').fill('qqzzxxnothing');
      await expect(page.getByTestId('search-fallback')).toBeVisible();
      problems.push(...(await seriousViolations(page, 'main')).map((violation) => `nothing found: ${violation}`));
      expect(problems).toEqual([]);
    });

    test('the mobile menu', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await openInMode(page, '/overlays', mode);
      await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
      await expect(page.locator('.navbar-sidebar')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('axe on the reference API page (/api): every rule in light, then the colours in dark', async ({page}) => {
  // The longest page: loading it and scanning it twice takes what its size takes.
  test.setTimeout(300_000);
  await openInMode(page, LONG_PAGE, 'light');
  // The page lays out each operation's details only near the screen (content-visibility), and
  // axe reads skipped content at stale positions, so it measures colours against whatever else
  // sits there (dequelabs/axe-core#2768). Painting everything first checks every node in the
  // place and colours a reader sees when scrolled to it.
  await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
  const problems = (await seriousViolations(page, 'main')).map((violation) => `light: ${violation}`);
  await toDark(page);
  problems.push(...(await seriousViolations(page, 'main', COLOUR_RULES)).map((violation) => `dark: ${violation}`));
  expect(problems).toEqual([]);
});

// The dialog in each of its screens, at phone and desktop widths (issue 41): start with saved
// searches, results, no results with the fallback; on /api, the same in the API scope. Each screen
// is scanned with every rule in light, then for its colours in dark.
for (const width of [390, 1280]) {
  for (const route of ['/', LONG_PAGE]) {
    test(`axe on the open search dialog on ${route} at ${width} px, light then dark`, async ({page}) => {
      // /api is the longest page: loading it and scanning six times takes what its size takes.
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
        for (const violation of await seriousViolations(page, 'dialog')) problems.push(`${state} (light): ${violation}`);
        await toDark(page);
        for (const violation of await seriousViolations(page, 'dialog', COLOUR_RULES)) problems.push(`${state} (dark): ${violation}`);
        await page.emulateMedia({colorScheme: 'light'});
        await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
        await transitionsEnded(page);
      };
      await openInMode(page, route, 'light');
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

// The colour rules check one element of each look per document (COLOUR_REPEAT in axeScan.ts): an
// element of a look not seen yet, one whose first of a kind could not be checked (clipped out of its
// box), one positioned over something else, and one on a page reached after the first scan must
// still be found.
test.describe('the colour scan skips only what it has already checked', () => {
  const page = (body: string) => `<!doctype html><html lang="en"><head><title>Colours</title><style>a { color: #9cf; }</style></head><body style="background:#111;color:#eee;margin:0"><main>${body}</main></body></html>`;
  const contrastIn = async (p: Page) => (await seriousViolations(p, 'main', ['color-contrast'])).find((found) => found.startsWith('color-contrast')) ?? '';

  test('a faint code token among many, and one whose first of a kind is scrolled out of its block', async ({page: p}) => {
    const token = (colour: string, text: string, id = '') => `<span class="token"${id ? ` id="${id}"` : ''} style="color:${colour}">${text}</span>`;
    const line = (tokens: string) => `<span class="token-line">${tokens}\n</span>`;
    const readable = Array.from({length: 200}, (_, i) => line(`${token('#e6edf3', `value${i}`)} ${token('#c9d1d9', '=')} ${token('#a5d6ff', `'text'`)}`)).join('');
    const codeBlock = (lines: string) => `<pre style="width:320px;overflow:auto;background:#1b1f2a;color:#e6edf3;font-size:14px"><code>${lines}</code></pre>`;
    // Another faint colour, whose first token starts 2,000 px to the right, past the block's visible width.
    const scrolledFirst = line(`<span style="display:inline-block;width:2000px"></span>${token('#3a3f47', 'hidden', 'faint-hidden')}`) + line(token('#3a3f47', 'seen', 'faint-seen'));
    await p.setContent(page(`${codeBlock(readable + line(token('#30363d', 'faint', 'faint-last')))}${codeBlock(scrolledFirst)}`));
    const contrast = await contrastIn(p);
    expect(contrast).toContain('#faint-last');
    expect(contrast).toContain('#faint-seen');
    // The marks the scan set to skip repeats are gone again.
    expect(await p.locator('[data-axe-repeat]').count()).toBe(0);
  });

  test('text of a look already checked is skipped, but not one clipped out of its box, one placed over another background, or one on the next page', async ({page: p}) => {
    const paragraphs = Array.from({length: 100}, (_, i) => `<p class="text">Paragraph ${i} with <a class="link" href="#${i}">a link</a> in it.</p>`).join('');
    // In a wrapper like the one below, so that only its position tells the paragraph over white from these.
    const readable = `<div style="position:relative">${paragraphs}</div>`;
    // Two boxes alike; in the first, a faint line sits below what the box shows.
    const box = (inside: string) => `<div class="box" style="height:60px;overflow:hidden">${inside}</div>`;
    const clipped = box('<p class="text">Shown</p><p class="text" id="faint-clipped" style="color:#333;margin-top:80px">Clipped</p>') + box('<p class="text" id="faint-shown" style="color:#333">Shown faint</p>');
    // Readable on the page's dark background, placed over a white panel.
    const over = `<div style="position:relative"><div style="background:#fff;height:40px"></div><p class="text" id="over-white" style="position:absolute;top:0;margin:0">Over white</p></div>`;
    await p.setContent(page(readable + clipped + over));
    const first = await contrastIn(p);
    expect(first).toContain('#faint-shown');
    expect(first).toContain('#over-white');
    // The next page, reached inside the app: the same document, new content.
    await p.evaluate((html) => (document.querySelector('main')!.innerHTML = html), readable + '<p class="text" id="faint-next" style="color:#444">Next page</p>');
    expect(await contrastIn(p)).toContain('#faint-next');
    expect(await p.locator('[data-axe-repeat]').count()).toBe(0);
  });
});
