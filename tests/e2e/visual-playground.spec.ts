/**
 * The playground's look, compared with committed screenshots (visual-playground.spec.ts-snapshots/)
 * so that a layout regression fails: wide mode at 1280 and 390 px, light and dark. Deterministic:
 * a fresh browser (the first starter, nothing saved), fonts loaded, the widget running, every editor
 * highlighted, animations off, caret hidden, the mouse out of the way.
 * After an intended change of look: `npx playwright test visual-playground --update-snapshots`, then
 * look at every new picture before committing it.
 */
import {expect, test} from '@playwright/test';
import {openPlayground} from './playgroundSupport';

test.describe.configure({timeout: 90_000});

const sizes = [
  {name: 'desktop', width: 1280, height: 800},
  {name: 'phone', width: 390, height: 844},
] as const;

for (const size of sizes) {
  for (const mode of ['light', 'dark'] as const) {
    test(`wide mode, ${size.width} px, ${mode}`, async ({page}) => {
      await page.setViewportSize({width: size.width, height: size.height});
      await page.emulateMedia({colorScheme: mode, reducedMotion: 'reduce'});
      await openPlayground(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      // The editor is there with its grammar (highlighted tokens), and the page's fonts are in.
      await expect(page.locator('.cm-content .cm-line span').first()).toBeVisible();
      await page.evaluate(() => document.fonts.ready);
      await page.mouse.move(0, 0);
      await expect(page).toHaveScreenshot(`playground-${size.name}-${mode}.png`, {
        animations: 'disabled',
        caret: 'hide',
        // Anti-aliasing moves a few hundred pixels between runs; a panel out of place moves tens of thousands.
        maxDiffPixelRatio: 0.004,
      });
    });
  }
}
