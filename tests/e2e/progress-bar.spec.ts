import {expect, test, type Page} from '@playwright/test';
import {commands} from '../../src/data/commands';
import {DESKTOP, EFFECT_MS, inputs, moments, slowContext, slowPhone, type Input} from './slowPhone';

/**
 * The route-change progress bar (the theme's nprogress) starts 200 ms into a route change and
 * shows until the new page renders, whatever the network: its code comes with the first load, so
 * a slow network cannot hold back the feedback itself. On a poor phone (CPU × 4, scripts held
 * 1.5 s: ./slowPhone.ts) a click on a sidebar link must show the bar while the old page is still
 * on screen, then the new page.
 */
const [first, second] = commands;
const COMMAND_PAGE = `/chatbot/commands/default/${first!.name}`;
const NEXT_PAGE = `/chatbot/commands/default/${second!.name}`;

/** Records, in the page, whether the bar appeared while the first command's page was still shown. */
function watchProgressBar(page: Page, title: string) {
  return page.evaluate((oldTitle) => {
    const seen = {barWithOldPage: false, bar: false};
    Object.assign(window, {progressBarSeen: seen});
    new MutationObserver(() => {
      if (!document.getElementById('nprogress')) return;
      seen.bar = true;
      if (document.querySelector('article h1')?.textContent?.includes(oldTitle)) seen.barWithOldPage = true;
    }).observe(document.body, {childList: true});
  }, title);
}

test.describe('the route-change progress bar on a slow network', () => {
  test.setTimeout(60_000);

  for (const input of ['mouse', 'plain click'] as Input[]) {
    test(`shows during a slow route change started by a ${input} on a sidebar link, then the new page`, async ({browser, baseURL}) => {
      const context = await slowContext(browser, DESKTOP, false);
      try {
        const page = await context.newPage();
        const gate = await slowPhone(page);
        await page.goto(`${baseURL}${COMMAND_PAGE}`);
        await moments.hydrated.reached(page);
        await watchProgressBar(page, first!.name);
        await inputs[input](page.locator(`.theme-doc-sidebar-container a.menu__link[href="${NEXT_PAGE}"]`));
        await gate.settled();
        await expect(page.locator('article h1')).toContainText(second!.name, {timeout: EFFECT_MS});
        expect(await page.evaluate(() => (window as unknown as {progressBarSeen: {barWithOldPage: boolean}}).progressBarSeen)).toEqual({bar: true, barWithOldPage: true});
        // done() once the page has rendered: the bar goes.
        await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: EFFECT_MS});
      } finally {
        await context.close();
      }
    });
  }
});
