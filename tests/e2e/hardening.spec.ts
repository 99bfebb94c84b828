import {expect, test} from '@playwright/test';
import {appReady, collectConsole} from './support';

/** Storage that is there but throws on every use, as in a locked-down browser or with a full quota. */
const storageMethodsThatThrow = () => {
  for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
    Storage.prototype[method] = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  }
};

test('with storage methods throwing, pages work with one warning and no errors (spec §8)', async ({page}) => {
  test.setTimeout(60_000);
  const errors = collectConsole(page, 'error');
  const warnings = collectConsole(page, 'warning');
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.addInitScript(storageMethodsThatThrow);
  // The colour mode, the announcement bar and the docs version are the theme's own stored settings.
  for (const route of ['/', '/chatbot/commands/custom', '/websockets/examples']) {
    const before = warnings.length;
    await page.goto(route);
    await appReady(page);
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    expect(warnings.length - before, `${route}: ${warnings.slice(before).join(' | ')}`).toBe(1);
    expect(warnings.at(-1)).toMatch(/storage is not available/i);
  }
  await page.getByRole('button', {name: 'Open the console'}).click();
  await expect(page.getByRole('heading', {name: 'Websocket console'})).toBeVisible();
  expect(errors).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('the local server refuses a NUL byte and bad percent-encoding (400) and does not publish _headers (404)', async ({request}) => {
  for (const address of ['/%00', '/chatbot/%00timers', '/%E0%A4%A']) expect((await request.get(address)).status(), address).toBe(400);
  const headers = await request.get('/_headers');
  expect(headers.status()).toBe(404);
  expect(await headers.text()).toContain('Page not found');
  expect((await request.get('/chatbot/timers')).status()).toBe(200);
});
