import {expect, test} from '@playwright/test';
import {deployNewVersionOf, startDeployCopy, waitForOfflineReady} from './readersSupport';
import {appReady} from './support';

test.describe('Copy page and View as Markdown', () => {
  test('Copy page puts the Markdown twin on the clipboard, from the keyboard', async ({page, context, baseURL}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {origin: baseURL});
    await page.goto('/chatbot/commands/default/8ball');
    const link = page.getByRole('link', {name: 'View as Markdown'});
    await expect(link).toHaveAttribute('href', '/chatbot/commands/default/8ball.md');
    const twin = await (await page.request.get('/chatbot/commands/default/8ball.md')).text();
    expect(twin).toMatch(/^# !8ball\n/);
    await appReady(page);
    await page.getByRole('button', {name: 'Copy page'}).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(twin);
  });

  test('a blocked clipboard shows the Markdown selected in a dialog, with the link', async ({page}) => {
    await page.addInitScript(() => {
      const deny = () => Promise.reject(new DOMException('Blocked by the test', 'NotAllowedError'));
      Object.defineProperty(navigator, 'clipboard', {value: {write: deny, writeText: deny, readText: deny}});
    });
    await page.goto('/chatbot/timers');
    await appReady(page);
    await page.getByRole('button', {name: 'Copy page'}).click();
    const dialog = page.getByRole('dialog', {name: 'Copy this page as Markdown'});
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your browser did not let the site use the clipboard.');
    const twin = await (await page.request.get('/chatbot/timers.md')).text();
    const area = dialog.getByRole('textbox', {name: 'Page as Markdown'});
    await expect(area).toBeFocused();
    await expect(area).toHaveValue(twin);
    const selected = await area.evaluate((el: HTMLTextAreaElement) => el.selectionEnd - el.selectionStart);
    expect(selected).toBe(twin.length);
    await expect(dialog.getByRole('link', {name: 'View as Markdown'})).toHaveAttribute('href', '/chatbot/timers.md');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('the twin is served as UTF-8 Markdown', async ({request}) => {
    const response = await request.get('/chatbot/timers.md');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe('text/markdown; charset=utf-8');
  });
});

test.describe('offline reading', () => {
  test('a casual visit registers no service worker', async ({page}) => {
    await page.goto('/chatbot/timers');
    await appReady(page); // the app is what would register one
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(0);
  });

  test('after "Save for offline", five pages and search work without a network', async ({page, context}) => {
    test.setTimeout(180_000);
    await page.goto('/chatbot/timers');
    await page.getByRole('link', {name: 'Save for offline'}).click();
    await expect(page).toHaveURL(/\/chatbot\/timers$/); // the query is stored, then removed from the address
    await waitForOfflineReady(page);
    await expect(page.getByText('Saved for offline')).toBeVisible();

    await context.setOffline(true);
    const pages: [string, string][] = [
      ['/', 'StreamElements Chatbot'],
      ['/chatbot/commands/default/8ball', '!8ball'],
      ['/overlays/custom-widget-events', 'Custom widget events'],
      ['/websockets/topics/channel-tips', 'Tips'],
      ['/chatbot/variables', 'Chatbot variables'],
    ];
    for (const [route, title] of pages) {
      await page.goto(route);
      await expect(page.getByRole('heading', {level: 1})).toHaveText(title);
    }
    await page.goto('/search?q=points');
    await expect(page.getByTestId('search-count')).toHaveText(/\d+ results for "points"/);
    await expect(page.locator('main article').first().getByRole('link')).toBeVisible();
  });

  test('a new deploy shows "New version available — reload", and reloading shows the new version', async ({browser}, testInfo) => {
    test.setTimeout(180_000);
    const port = Number(process.env.E2E_PORT ?? 4173) + 100 + testInfo.workerIndex;
    const deploy = await startDeployCopy(port);
    const context = await browser.newContext({baseURL: deploy.url});
    try {
      const page = await context.newPage();
      await page.goto('/chatbot/timers?offlineMode=true');
      await waitForOfflineReady(page);
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await expect(page.locator('meta[name="deploy"]')).toHaveCount(0);

      deployNewVersionOf(deploy.dir, '/chatbot/timers', 'second-deploy');
      await page.reload(); // the old worker still serves the page and finds the new sw.js
      const prompt = page.getByRole('status').filter({hasText: 'New version available — reload'});
      await expect(prompt).toBeVisible();
      await prompt.getByRole('button', {name: 'reload'}).click();
      await expect(page.locator('meta[name="deploy"]')).toHaveAttribute('content', 'second-deploy');
    } finally {
      await context.close();
      deploy.stop();
    }
  });
});
