import {chromium, type Browser} from '@playwright/test';

/**
 * Cold-index timing in Chromium: a fresh context (empty cache), the page loaded and idle, then
 * Ctrl+K and the query typed as soon as the box has focus. Measured inside the page, from the
 * keydown of the shortcut to the first rendered hit, so the index download, engine build and
 * search all fall inside the figure. Also records the time from the first query character.
 */
export async function coldFirstHits(baseUrl: string, query: string, runs: number): Promise<{fromShortcut: number[]; fromFirstChar: number[]}> {
  const browser: Browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  const fromShortcut: number[] = [];
  const fromFirstChar: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${baseUrl}/chatbot/commands`, {waitUntil: 'networkidle'});
      await page.waitForSelector('html[data-has-hydrated="true"]');
      await page.evaluate(() => {
        const w = window as unknown as {__t: Record<string, number>};
        w.__t = {};
        window.addEventListener('keydown', (e) => {
          if (e.key === 'k' && !w.__t.shortcut) w.__t.shortcut = performance.now();
          else if (e.key.length === 1 && !w.__t.char) w.__t.char = performance.now();
        }, true);
        new MutationObserver(() => {
          if (!w.__t.hit && document.querySelector('.DocSearch-Hit')) w.__t.hit = performance.now();
        }).observe(document.body, {childList: true, subtree: true});
      });
      await page.keyboard.press('Control+k');
      await page.waitForSelector('.DocSearch-Input:focus');
      await page.keyboard.type(query);
      await page.waitForSelector('.DocSearch-Hit');
      const t = await page.evaluate(() => (window as unknown as {__t: Record<string, number>}).__t);
      fromShortcut.push((t.hit ?? NaN) - (t.shortcut ?? NaN));
      fromFirstChar.push((t.hit ?? NaN) - (t.char ?? NaN));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return {fromShortcut, fromFirstChar};
}
