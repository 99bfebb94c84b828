// Measures what a first visit downloads: JS and CSS as sent over the wire (gzip) and request counts,
// and whether any interactive tool came with it (scripts/bench/on-intent.mjs).
import {chromium} from '@playwright/test';
import {fullBrowser, quietSwitches} from '../chromium.mjs';
import {toolsInFirstLoad} from './on-intent.mjs';

/** The full browser (scripts/chromium.mjs): the benchmarks time what a reader's browser does. */
export async function launchBrowser() {
  return chromium.launch({
    executablePath: fullBrowser.path,
    args: [...quietSwitches],
  });
}

/**
 * Sizes in kB (1000 bytes), the unit of the provider's figures.
 * @returns {Promise<{jsKB: number, cssKB: number, requests: number, assets: {url: string, kB: number}[], searchRequests: string[], toolsBeforeIntent: string[]}>}
 */
export async function measureFirstLoad(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const responses = [];
  const scripts = [];
  const websockets = [];
  page.on('websocket', (socket) => websockets.push(socket.url()));
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    responses.push({url: request.url(), type: request.resourceType(), bytes: sizes ? sizes.responseBodySize : 0});
    if (request.resourceType() === 'script') {
      const text = await (await request.response())?.text().catch(() => '');
      scripts.push({url: request.url(), text: text ?? ''});
    }
  });
  const response = await page.goto(url, {waitUntil: 'networkidle'});
  if (!response || response.status() !== 200) {
    await context.close();
    throw new Error(`${url} answered ${response?.status() ?? 'nothing'}; cannot measure a missing page.`);
  }
  // A long page (/api) can still be parsing when the network goes quiet; its scripts run after the
  // first paint (config/ssrTemplate.ts). Count what it has loaded once the app has hydrated.
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 60_000}).catch(() => undefined);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const iframes = await page.locator('iframe').count();
  await context.close();
  const sum = (type) => responses.filter((r) => r.type === type).reduce((total, r) => total + r.bytes, 0) / 1000;
  return {
    jsKB: sum('script'),
    cssKB: sum('stylesheet'),
    requests: responses.length,
    assets: responses.filter((r) => r.type === 'script' || r.type === 'stylesheet').map((r) => ({url: r.url, kB: r.bytes / 1000})),
    // The embedded index lives under assets/search/; the hosted backend talks to algolia.
    searchRequests: responses.filter((r) => /\/assets\/search\/|search-index|docsearch|algolia/i.test(r.url)).map((r) => r.url),
    toolsBeforeIntent: toolsInFirstLoad({scripts, websockets, iframes}),
  };
}
