import http from 'node:http';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {OFFLINE_SUMMARY_FILE, type OfflineSummary} from '../../src/pwa/offlineSummary';
import {buildDir} from '../support/routes';
import {appReady} from './support';

/**
 * "Save for offline" from start to end, through a local proxy to the test server: the proxy slows
 * every request a little, so the saving is slow enough to watch, and closing it takes the network
 * away for real (no browser emulation involved). Its own port is its own origin, so the service
 * worker registered here touches no other test.
 */
const upstream = Number(process.env.E2E_PORT ?? 4173);
const delayMs = 8;

function startProxy(port: number): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    setTimeout(() => {
      const forward = http.request({host: '127.0.0.1', port: upstream, path: request.url, method: request.method, headers: request.headers}, (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
      forward.on('error', () => response.destroy());
      request.pipe(forward);
    }, delayMs);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** Marks the page's window: the returned check says whether the same document is still there (no page load since). */
async function markPage(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => Object.assign(window, {offlineTestMark: true}));
  return () => page.evaluate(() => (window as {offlineTestMark?: boolean}).offlineTestMark === true);
}

const stop = (server: http.Server) =>
  new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });

test('"Save for offline" shows its progress, says saved only when it is, serves the not-found page offline, and Remove deletes the copy', async ({browser}, testInfo) => {
  test.setTimeout(120_000);
  const {files} = JSON.parse(readFileSync(path.join(buildDir, OFFLINE_SUMMARY_FILE), 'utf8')) as OfflineSummary;
  const port = upstream + 200 + testInfo.workerIndex;
  const proxy = await startProxy(port);
  const context = await browser.newContext({baseURL: `http://127.0.0.1:${port}`});
  try {
    const page = await context.newPage();
    // Every state the note passes through, in order, as the visitor would have seen it.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as {offlineNotes: string[]}).offlineNotes = seen;
      new MutationObserver(() => {
        const text = document.querySelector('[data-offline]')?.textContent?.trim() ?? '';
        if (text && seen.at(-1) !== text) seen.push(text);
      }).observe(document, {subtree: true, childList: true, characterData: true});
    });
    await page.goto('/chatbot/timers');
    await appReady(page);
    const samePage = await markPage(page);
    await page.getByRole('link', {name: 'Save for offline'}).click();
    await expect(page.getByText('Saved for offline', {exact: true})).toBeVisible();
    // Saved in the page (no reload), and the focus went to the note that took the link's place.
    expect(await samePage()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.contains(document.querySelector('[data-offline]')) === true)).toBe(true);

    const notes = await page.evaluate(() => (window as unknown as {offlineNotes: string[]}).offlineNotes);
    const progress = notes.map((note) => new RegExp(`^Saving for offline: (\\d+) of ${files.toLocaleString('en')} files…$`).exec(note)?.[1]).filter(Boolean).map(Number);
    expect(progress.length, notes.join('\n')).toBeGreaterThan(1);
    expect(progress.some((stored) => stored < files)).toBe(true);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(notes.at(-1)).toMatch(/^Saved for offline/);
    expect(notes.slice(0, -1).some((note) => note.startsWith('Saved'))).toBe(false);
    const stored = () =>
      page.evaluate(async () => {
        let count = 0;
        for (const name of (await caches.keys()).filter((key) => key.startsWith('workbox-precache'))) count += (await (await caches.open(name)).keys()).length;
        return count;
      });
    expect(await stored()).toBe(files);

    await stop(proxy);
    for (const address of ['/no/such/page', '/chatbot/timers.md']) {
      const response = await page.goto(address);
      expect(response?.status(), address).toBe(404);
      await expect(page.getByRole('heading', {level: 1}), address).toHaveText('Page not found');
    }
    await page.goto('/chatbot/timers');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Timers');

    // Back online, the copy is removed, and the reader goes on reading: the worker let go still
    // serves this page until it is left, and each file it no longer holds comes from the network.
    await proxy.listen(port, '127.0.0.1');
    const failed: string[] = [];
    // A prefetch the browser drops when the page moves on ends as "aborted", which is no failure.
    page.on('requestfailed', (request) => {
      const error = request.failure()?.errorText;
      if (error !== 'net::ERR_ABORTED') failed.push(`${request.url()}: ${error}`);
    });
    const stillHere = await markPage(page);
    await page.getByRole('link', {name: 'Remove'}).click();
    await expect(page.getByRole('link', {name: 'Save for offline'})).toBeVisible();
    await expect(page.getByRole('link', {name: 'Save for offline'})).toBeFocused();
    expect(await stillHere()).toBe(true);
    await expect.poll(stored).toBe(0);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistration().then((registration) => registration === undefined))).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.locator('.pagination-nav__link--next').click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Counters');
    expect(failed).toEqual([]);
  } finally {
    await context.close();
    if (proxy.listening) await stop(proxy);
  }
});
