import {expect, test, type Locator, type Page} from '@playwright/test';
import {appReady} from './support';

/**
 * The websocket console and the reply preview as a visitor sees them, at 1280 and 390 px, light
 * and dark, compared with the committed screenshots (visual-tools.spec.ts-snapshots/), so a layout
 * regression fails. Fixed content: a fixed clock in UTC, a seeded Math.random, the same clicks;
 * fonts loaded, animations off, caret hidden, no focus ring, hover or navbar. The tolerance lets
 * anti-aliasing differ on a few pixels, not a moved or re-wrapped control. After an intended
 * change of look: `E2E_PORT=<port> npx playwright test tests/e2e/visual-tools.spec.ts --update-snapshots`,
 * then look at every new image before committing it.
 */
const sizes = [
  {name: 'desktop', width: 1280, height: 900},
  {name: 'phone', width: 390, height: 844},
] as const;
const schemes = ['light', 'dark'] as const;

test.use({timezoneId: 'UTC', locale: 'en-GB'});

async function steady(page: Page, size: (typeof sizes)[number], scheme: (typeof schemes)[number]) {
  await page.setViewportSize({width: size.width, height: size.height});
  await page.emulateMedia({colorScheme: scheme, reducedMotion: 'reduce'});
  await page.clock.setFixedTime(new Date('2026-11-24T12:00:00Z'));
  await page.addInitScript(() => {
    // A fixed sequence instead of chance: the simulator's ids and the preview's rolls repeat.
    let state = 20261124;
    Math.random = () => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return state / 2147483648;
    };
    localStorage.clear();
  });
}

async function shoot(page: Page, tool: Locator, name: string) {
  await page.evaluate(async () => {
    (document.activeElement as HTMLElement | null)?.blur();
    await document.fonts.ready;
  });
  await page.mouse.move(0, 0);
  // The sticky navbar would cover part of a tool taller than the window.
  await page.addStyleTag({content: '.navbar { visibility: hidden !important; }'});
  await expect(tool).toHaveScreenshot(`${name}.png`, {animations: 'disabled', caret: 'hide', maxDiffPixelRatio: 0.01, threshold: 0.2});
}

for (const size of sizes) {
  for (const scheme of schemes) {
    test(`the websocket console, ${size.name}, ${scheme}`, async ({page}) => {
      await steady(page, size, scheme);
      await page.goto('/websockets/examples');
      await appReady(page);
      await page.getByRole('button', {name: 'Open the console', exact: true}).click();
      const tool = page.getByRole('region', {name: 'Websocket console'});
      const lines = page.getByRole('log', {name: 'Console messages'});
      await tool.getByRole('button', {name: 'Connect', exact: true}).click();
      await tool.getByRole('button', {name: 'Subscribe', exact: true}).click();
      await expect(lines).toContainText('successfully subscribed');
      await tool.getByRole('button', {name: 'Send samples', exact: true}).click();
      await expect(lines).toContainText('channel.tips in');
      await tool.getByRole('button', {name: 'Send a malformed frame', exact: true}).click();
      await tool.getByRole('button', {name: 'Drop the connection', exact: true}).click();
      await expect(lines).toContainText('Connection closed (code 1006');
      await shoot(page, tool, `console-${size.name}-${scheme}`);
    });

    test(`the reply preview, ${size.name}, ${scheme}`, async ({page}) => {
      await steady(page, size, scheme);
      await page.goto('/chatbot/commands/custom');
      await appReady(page);
      await page.getByRole('button', {name: 'Open the reply preview'}).click();
      const tool = page.locator('[data-reply-preview="open"]');
      await tool.getByRole('textbox', {name: 'Reply', exact: true}).fill('${sender} gives ${touser} a warm hug! Hugs so far: ${count hugs} ${sendr}');
      await expect(tool.locator('[data-kind="unknown"]')).toBeVisible();
      await expect(tool.locator('[data-preview-output]')).not.toHaveAttribute('aria-busy', 'true');
      await shoot(page, tool, `preview-${size.name}-${scheme}`);
    });
  }
}
