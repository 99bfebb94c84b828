import {expect, test, type Page} from '@playwright/test';
import {PLAIN_LANGUAGES} from '../../src/components/PrismHighlighting/plainLanguages';
import {appReady, collectConsole, followInApp} from './support';

/**
 * Every script body the page downloads; Prism's grammars are the only code that says "greedy".
 * A body is read after its response arrives, so `bodies()` waits for every read still under way: a
 * check made at once could miss a script the page already ran (on a busy machine, it did).
 */
function recordScripts(page: Page): {bodies: () => Promise<string[]>} {
  const reads: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') reads.push(response.text().catch(() => ''));
  });
  return {bodies: () => Promise.all(reads)};
}
const loadsPrism = (bodies: string[]) => bodies.some((body) => body.includes('greedy'));
/** A word only each grammar group's code contains (src/components/PrismHighlighting/grammars). */
const groupMarks = {web: 'addInlined', json: 'webmanifest', bash: 'BASH_ALIASES', python: 'triple-quoted-string', go: 'fallthrough', csharp: 'named-parameter'};
const loadedGroups = (bodies: string[]) =>
  Object.entries(groupMarks)
    .filter(([, mark]) => bodies.some((body) => body.includes(mark)))
    .map(([group]) => group);

/**
 * The markup of every code block on the page once all of them are highlighted. Each grammar group
 * arrives on its own, so one coloured block does not mean the others are: every block in a language
 * Prism colours must show a coloured token first.
 */
async function codeBlocks(page: Page): Promise<string[]> {
  await expect(page.locator('.theme-code-block .token:not(.plain)').first()).toBeVisible();
  const waitingForGrammar = () =>
    page.locator('.theme-code-block pre').evaluateAll(
      (blocks, plain) =>
        blocks
          .filter((block) => !block.querySelector('.token:not(.plain)'))
          .map((block) => /(?:^|\s)language-(\S+)/.exec(block.className)?.[1])
          .filter((language) => language !== undefined && !plain.includes(language)),
      [...PLAIN_LANGUAGES],
    );
  await expect.poll(waitingForGrammar, {message: 'code blocks still uncoloured (their grammar has not arrived)'}).toEqual([]);
  return page.locator('.theme-code-block pre').evaluateAll((blocks) => blocks.map((block) => block.outerHTML));
}

test.describe('code blocks', () => {
  test('on a touch screen the Copy and word-wrap buttons show without a hover', async ({browser}) => {
    const phone = await browser.newPage({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});
    try {
      await phone.goto('/websockets/examples');
      await appReady(phone);
      const copy = phone.getByRole('button', {name: 'Copy code to clipboard'}).first();
      await expect(copy).toHaveCSS('opacity', '1');
    } finally {
      await phone.close();
    }
  });

  test('a topic page highlights its JSON example with Prism after hydration', async ({page}) => {
    const scripts = recordScripts(page);
    await page.goto('/websockets/topics/channel-tips');
    // The app has run the page's code, grammars included, once it has hydrated; the network going
    // quiet says nothing of it (a busy machine adds the app's scripts after a quiet spell).
    await appReady(page);
    const example = page.locator('.theme-code-block').filter({hasText: '"type": "message"'});
    await expect(example.locator('.token.property', {hasText: '"topic"'})).toBeVisible();
    await expect(example.locator('.token.string').first()).toBeVisible();
    await expect.poll(async () => loadsPrism(await scripts.bodies())).toBe(true);
  });

  test('a command page shows its syntax as plain, copyable text and downloads no highlighter', async ({page}) => {
    const scripts = recordScripts(page);
    await page.goto('/chatbot/commands/default/points');
    const syntax = page.locator('.theme-code-block').filter({hasText: '!points'}).first();
    await expect(syntax.getByRole('button', {name: /copy/i})).toBeAttached();
    await expect(syntax.locator('.token:not(.plain)')).toHaveCount(0);
    // Hydrated first: before it, a busy machine may not have asked for the app's scripts at all.
    await appReady(page);
    await page.waitForLoadState('networkidle');
    const bodies = await scripts.bodies();
    expect(bodies.length).toBeGreaterThan(0);
    expect(loadsPrism(bodies)).toBe(false);
  });

  test('moving from a page without code to one with code highlights it there', async ({page}) => {
    await page.goto('/chatbot/commands/default/points');
    await appReady(page);
    await followInApp(page, '/overlays/custom-widget');
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText('!points');
    await expect(page.locator('.theme-code-block .token.keyword, .theme-code-block .token.tag').first()).toBeVisible();
  });

  test('a page downloads only the grammar groups of its own code blocks', async ({page}) => {
    const scripts = recordScripts(page);
    await page.goto('/websockets/topics/channel-tips');
    // Hydrated, then quiet: a busy machine can ask for the app's scripts after a quiet spell.
    await appReady(page);
    await page.waitForLoadState('networkidle');
    await expect.poll(async () => loadedGroups(await scripts.bodies())).toEqual(['json']);

    const overlay = await page.context().newPage();
    const overlayScripts = recordScripts(overlay);
    await overlay.goto('/overlays/custom-code-alertboxes');
    await appReady(overlay);
    await overlay.waitForLoadState('networkidle');
    await expect.poll(async () => loadedGroups(await overlayScripts.bodies())).toEqual(['web']);
  });

  test('blocks are highlighted the same whichever page loaded its grammars first', async ({page}) => {
    const errors = collectConsole(page, 'error'); // a hydration mismatch is reported here
    const direct: Record<string, string[]> = {};
    for (const path of ['/overlays/widget-structure', '/websockets/topics/channel-tips']) {
      await page.goto(path);
      await appReady(page); // a route changed before hydration would not match the page's HTML
      direct[path] = await codeBlocks(page);
    }
    // JSON first, then the web group; and the other way round.
    await followInApp(page, '/overlays/widget-structure');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Widget structure');
    expect(await codeBlocks(page)).toEqual(direct['/overlays/widget-structure']);
    await page.goto('/overlays/custom-code-alertboxes');
    await appReady(page);
    await followInApp(page, '/websockets/topics/channel-tips');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Tips');
    expect(await codeBlocks(page)).toEqual(direct['/websockets/topics/channel-tips']);
    expect(errors).toEqual([]);
  });

  for (const {path, title, language, group, keywords} of [
    {path: '/websockets/examples/go', title: 'main.go', language: 'go', group: 'go', keywords: ['package', 'func', 'import']},
    {path: '/websockets/examples/csharp', title: 'Program.cs', language: 'csharp', group: 'csharp', keywords: ['using', 'var', 'await']},
  ]) {
    test(`the ${language} client on ${path} is highlighted, with its grammar loaded by that page alone`, async ({page}) => {
      const scripts = recordScripts(page);
      await page.goto(path);
      const program = page.locator('.theme-code-block').filter({has: page.locator('[class*="codeBlockTitle"]', {hasText: title})});
      await expect(program.locator('pre')).toHaveClass(new RegExp(`language-${language}`));
      for (const keyword of keywords) await expect(program.locator('.token.keyword', {hasText: new RegExp(`^${keyword}$`)}).first()).toBeVisible();
      await expect(program.locator('.token.string').first()).toBeVisible();
      await expect(program.locator('.token.comment').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect.poll(async () => loadedGroups(await scripts.bodies())).toContain(group);

      const other = await page.context().newPage();
      const otherScripts = recordScripts(other);
      await other.goto('/websockets/topics/channel-tips');
      await appReady(other);
      await other.waitForLoadState('networkidle');
      expect(loadedGroups(await otherScripts.bodies())).not.toContain(group);
    });
  }
});
