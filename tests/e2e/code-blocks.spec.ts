import {expect, test, type Page} from '@playwright/test';

/** Every script body the page downloads; Prism's grammars are the only code that says "greedy". */
function recordScripts(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') bodies.push(await response.text().catch(() => ''));
  });
  return bodies;
}
const loadsPrism = (bodies: string[]) => bodies.some((body) => body.includes('greedy'));

test.describe('code blocks', () => {
  test('a topic page highlights its JSON example with Prism after hydration', async ({page}) => {
    const scripts = recordScripts(page);
    await page.goto('/websockets/topics/channel-tips');
    const example = page.locator('.theme-code-block').filter({hasText: '"type": "message"'});
    await expect(example.locator('.token.property', {hasText: '"topic"'})).toBeVisible();
    await expect(example.locator('.token.string').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(loadsPrism(scripts)).toBe(true);
  });

  test('a command page shows its syntax as plain, copyable text and downloads no highlighter', async ({page}) => {
    const scripts = recordScripts(page);
    await page.goto('/chatbot/commands/default/points');
    const syntax = page.locator('.theme-code-block').filter({hasText: '!points'}).first();
    await expect(syntax.getByRole('button', {name: /copy/i})).toBeAttached();
    await expect(syntax.locator('.token:not(.plain)')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(loadsPrism(scripts)).toBe(false);
  });

  test('moving from a page without code to one with code highlights it there', async ({page}) => {
    await page.goto('/chatbot/commands/default/points');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.history.pushState(null, '', '/overlays/custom-widget'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page.getByRole('heading', {level: 1})).not.toHaveText('!points');
    await expect(page.locator('.theme-code-block .token.keyword, .theme-code-block .token.tag').first()).toBeVisible();
  });
});
