import {expect, test, type Page} from '@playwright/test';
import {loadDocument} from '../../plugins/openapi/reference';
import {documentSamples} from '../../plugins/openapi/sampleFiles';
import {SAMPLE_LANGUAGES} from '../../plugins/openapi/snippets';
import {allOperations, schemaAnchor} from '../../src/apiReference/model';
import {LANGUAGE_KEY} from '../../src/apiReference/rememberedLanguage';
import {routeRendered} from './support';

/**
 * Reading and finding on /api, as a reader does it: the samples (copy, language), the in-page
 * filter, schema links, the two-column layout and its colours. Counts come from the document.
 */
const apiDocument = loadDocument();
const operations = allOperations(apiDocument);
const samples = documentSamples(apiDocument);
const sample = (id: string, language: string) => samples.byOperation.get(id)!.get(language)!;

const operation = (page: Page, id: string) => page.locator(`section[data-operation="${id}"]`);

async function openApi(page: Page, hash = '') {
  await page.goto(`/api${hash}`);
  // The longest page of the site: its hydration time is the benchmarks' business, not this wait's.
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

// One page for the tests that need no fresh load: /api is the longest page of the site, and loading
// it once keeps the suite lean (as in api-reference.spec.ts).
test.describe.serial('/api samples, finding and reading', () => {
  let shared: Page;
  test.beforeAll(async ({browser}) => {
    const context = await browser.newContext({baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`, viewport: {width: 1440, height: 900}});
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    shared = await context.newPage();
    await openApi(shared, '#list-tips');
  });
  test.afterAll(async () => {
    await shared.context().close();
  });

  test('a copy button copies the sample shown, in curl and in the language the reader picked', async () => {
    const page = shared;
    const section = operation(page, 'listTips');
    const copy = section.locator('.api-ref__copy');
    // A plain click event, no pointer or focus before it: the control's code loads on the click itself.
    await copy.dispatchEvent('click');
    await expect(copy).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(sample('listTips', 'curl'));
    expect(sample('listTips', 'curl')).toContain('"Authorization: Bearer $SE_TOKEN"');

    await section.getByRole('group', {name: /^Sample language/}).getByRole('button', {name: 'Python', exact: true}).click();
    await expect(section.locator('pre[data-lang=python]')).toHaveText(sample('listTips', 'python'));
    await expect(copy).toHaveText('Copy');
    await copy.click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(sample('listTips', 'python'));
  });

  test('the language choice applies to every operation and is remembered, and only the choice is stored', async () => {
    const page = shared;
    await operation(page, 'listTimers').getByRole('group', {name: /^Sample language/}).getByRole('button', {name: 'Go', exact: true}).click();
    for (const id of ['listTimers', 'createTip', operations.at(-1)!.id]) {
      await expect(operation(page, id).locator('.api-ref__samples pre')).toHaveAttribute('data-lang', 'go');
      await expect(operation(page, id).locator('.api-ref__samples pre')).toHaveText(sample(id, 'go'));
      await expect(operation(page, id).getByRole('group', {name: /^Sample language/}).getByRole('button', {name: 'Go', exact: true})).toHaveAttribute('aria-pressed', 'true');
      await expect(operation(page, id).getByRole('group', {name: /^Sample language/}).locator('[aria-pressed=true]')).toHaveCount(1);
    }
    expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_KEY)).toBe('go');
    const stored = await page.evaluate(() => Object.entries(localStorage).filter(([key]) => key.includes('api')));
    expect(stored).toEqual([[LANGUAGE_KEY, 'go']]);

    // Away and Back (the reference then arrives as a fragment): the choice is applied again.
    await page.locator('.navbar').getByRole('link', {name: 'Overlays'}).first().click();
    // Left once the next page shows: /api stays on screen until that page's code has come.
    await routeRendered(page, '/overlays');
    await page.goBack();
    await expect(operation(page, 'createTip').locator('.api-ref__samples pre')).toHaveText(sample('createTip', 'go'));
    expect(SAMPLE_LANGUAGES.map((l) => l.label)).toEqual(['curl', 'JavaScript', 'Node', 'Python', 'PHP', 'Go', 'C#']);
    await operation(page, 'createTip').getByRole('group', {name: /^Sample language/}).getByRole('button', {name: 'curl', exact: true}).click();
    await expect(operation(page, 'listTips').locator('.api-ref__samples pre')).toHaveText(sample('listTips', 'curl'));
  });

  test('sits beside the operation on a wide screen and below it on a phone', async () => {
    const page = shared;
    await page.setViewportSize({width: 1440, height: 900});
    await operation(page, 'listTips').scrollIntoViewIfNeeded();
    const main = await operation(page, 'listTips').locator('.api-ref__main').boundingBox();
    const aside = await operation(page, 'listTips').locator('.api-ref__aside').boundingBox();
    expect(aside!.x).toBeGreaterThan(main!.x + main!.width - 1);
    expect(Math.abs(aside!.y - main!.y)).toBeLessThan(40);

    await page.setViewportSize({width: 390, height: 844});
    await operation(page, 'listTips').locator('.api-ref__aside').scrollIntoViewIfNeeded();
    const narrowMain = await operation(page, 'listTips').locator('.api-ref__main').boundingBox();
    const narrowAside = await operation(page, 'listTips').locator('.api-ref__aside').boundingBox();
    expect(narrowAside!.y).toBeGreaterThanOrEqual(narrowMain!.y + narrowMain!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.setViewportSize({width: 1440, height: 900});
  });

  test('the in-page filter narrows the operations by words, method, path or scope as the reader types', async () => {
    const page = shared;
    const filter = page.getByLabel(`Filter the ${operations.length} operations`);
    const shown = page.locator('section[data-operation]:not([data-filtered])');
    const words = (op: (typeof operations)[number]) => [op.summary, op.method, op.path, op.path.replace(/\/\{[^}]+\}/g, ''), op.id, ...op.scopes, ...op.inferredScopes].join(' ').toLowerCase();
    const expected = (query: string) => operations.filter((op) => query.split(' ').every((word) => words(op).includes(word))).map((op) => op.id);

    expect(expected('put points').length).toBeGreaterThan(0);
    await filter.pressSequentially('put points');
    await expect(shown).toHaveCount(expected('put points').length);
    await expect(page.getByRole('status').filter({hasText: 'operations match'})).toHaveText(`${expected('put points').length} of ${operations.length} operations match “put points”.`);
    expect(await shown.evaluateAll((sections) => sections.map((s) => s.getAttribute('data-operation')))).toEqual(expected('put points'));

    await filter.fill('/bot/timers');
    await expect(shown).toHaveCount(expected('/bot/timers').length);
    await filter.fill('tips:write');
    await expect(shown).toHaveCount(expected('tips:write').length);
    expect(expected('tips:write').length).toBeGreaterThan(0);
    await filter.fill('zzzz nothing');
    await expect(shown).toHaveCount(0);
    await expect(page.getByRole('status').filter({hasText: 'No operation matches'})).toBeVisible();
    await filter.fill('');
    await expect(shown).toHaveCount(operations.length);
  });

  test('a table of contents link to an operation the filter hides clears the filter, says so and shows it', async () => {
    const page = shared;
    const filter = page.getByLabel(`Filter the ${operations.length} operations`);
    const shown = page.locator('section[data-operation]:not([data-filtered])');
    const target = operations.find((op) => op.id === 'listTimers')!;
    await filter.fill('tips:write');
    await expect(operation(page, 'listTimers')).toBeHidden();
    await page.locator('.theme-doc-toc-desktop').getByRole('link', {name: new RegExp(target.summary)}).click();
    await expect(operation(page, 'listTimers')).toBeInViewport();
    await expect(filter).toHaveValue('');
    await expect(shown).toHaveCount(operations.length);
    await expect(page.getByRole('status').filter({hasText: 'The filter was cleared'})).toHaveText(`The filter was cleared to show “${target.summary}”.`);
  });

  test('a link to a schema opens it, and the table of contents shows methods', async () => {
    const page = shared;
    const ref = operations.find((op) => op.id === 'listTimers')!.responses[0]!.schema!;
    const name = String((ref.items as {$ref: string}).$ref).split('/').pop()!;
    const schema = page.locator(`#${schemaAnchor(name)}`);
    await expect(schema).not.toHaveAttribute('open', '');
    await operation(page, 'listTimers').locator(`a[href="#${schemaAnchor(name)}"]`).first().click();
    await expect(schema).toHaveAttribute('open', '');
    await expect(schema.locator('.api-tree').first()).toBeInViewport();
    await expect(schema.locator('.api-tree__required').first()).toHaveText('required');

    await page.evaluate((id) => (window.location.hash = id), schemaAnchor('TipInput'));
    await expect(page.locator(`#${schemaAnchor('TipInput')}`)).toHaveAttribute('open', '');

    const tocMethods = page.locator('.table-of-contents .api-toc-method');
    await expect(tocMethods).toHaveCount(operations.length);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`the method badges, the sample language buttons, the copy button (hovered) and the filter read at 4.5:1 in ${mode} mode`, async () => {
      const page = shared;
      // As the theme switch does it.
      await page.evaluate((theme) => (document.documentElement.dataset.theme = theme), mode);
      const section = operation(page, 'listTips');
      await section.scrollIntoViewIfNeeded();
      await section.locator('.api-ref__copy').hover();
      const ratios = await page.evaluate(() => {
        const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number);
        const lum = ([r, g, b]: number[]) => [r!, g!, b!].map((v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)).reduce((sum, v, i) => sum + v * [0.2126, 0.7152, 0.0722][i]!, 0);
        const background = (el: Element | null): number[] => {
          for (let node = el; node; node = node.parentElement) {
            const c = parse(getComputedStyle(node).backgroundColor);
            if (c.length === 3 || (c.length === 4 && c[3]! > 0.9)) return c;
          }
          return document.documentElement.dataset.theme === 'dark' ? [27, 27, 29] : [255, 255, 255];
        };
        const ratio = (el: Element) => {
          const a = lum(parse(getComputedStyle(el).color));
          const b = lum(background(el));
          return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
        };
        const targets = Array.from(
          document.querySelectorAll('section[data-operation=listTips] .api-ref__method, section[data-operation=listTips] [data-sample-lang], section[data-operation=listTips] .api-ref__copy, .table-of-contents .api-toc-method, #api-filter'),
        );
        return targets.map((el) => ({what: `${el.className || el.id} ${el.textContent?.trim() ?? ''}`, ratio: ratio(el)}));
      });
      expect(ratios.length).toBeGreaterThan(operations.length);
      expect(ratios.filter((r) => r.ratio < 4.5)).toEqual([]);
    });
  }
});

test('an address with a malformed fragment (/api#%) does not crash the page, also after leaving and coming Back', async ({page}) => {
  // A fresh load of the longest page, twice: patience on a loaded machine (the page's speed budget is in the benchmarks).
  test.slow();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await openApi(page, '#%');
  await expect(page.locator('h1')).toHaveText('API');
  await page.locator('.navbar').getByRole('link', {name: 'Overlays'}).first().click();
  // Left once the next page shows: /api stays on screen until that page's code has come.
  await routeRendered(page, '/overlays');
  await page.goBack();
  await expect(page).toHaveURL(/\/api#%(25)?$/);
  await expect(page.locator('h1')).toHaveText('API');
  await expect(page.getByText('This page crashed')).toHaveCount(0);
  await expect(page.locator('section[data-operation]')).toHaveCount(operations.length);
  expect(errors.filter((e) => /URI malformed/.test(e))).toEqual([]);
});
