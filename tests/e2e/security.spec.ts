import {expect, test, type Page} from '@playwright/test';
import {site} from '../../src/site';
import {pendingRoutes} from '../support/routes';
import {appReady} from './support';

/** Records every CSP violation the page reports. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as {cspViolations: string[]};
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.cspViolations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) refused.push(message.text());
  });
  return async () => [...refused, ...(await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations))];
}

test.describe('response headers', () => {
  test('pages are served with CSP, nosniff and a referrer policy', async ({page}) => {
    const response = await page.goto('/api');
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("object-src 'none'");
    expect(headers['content-security-policy']).not.toContain("'unsafe-inline' 'self'");
    // Scripts by origin and hash only: blob: and the widget runtime are allowed in the widget frame's own policy.
    expect(headers['content-security-policy']).toMatch(/script-src 'self'( 'sha256-[^']+')+;/);
    expect(headers['content-security-policy']).not.toContain('blob:');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  test('the built site runs without a single CSP violation', async ({page}) => {
    const violations = await watchCsp(page);
    for (const route of ['/', '/api', '/overlays', '/tags', '/no/such/page']) {
      await page.goto(route);
      await appReady(page);
    }
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'Websockets', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Websockets');
    expect(await violations()).toEqual([]);
  });
});

test.describe('crawler files', () => {
  test('robots.txt allows the docs, hides search and points at the sitemap', async ({request}) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Disallow: /search');
    expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  test('sitemap.xml lists the written pages without trailing slashes and leaves out search', async ({request}) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(urls).toContain(`${site.url}/api`);
    expect(urls).toContain(`${site.url}/`);
    expect(urls.filter((u) => u.endsWith('/') && u !== `${site.url}/`)).toEqual([]);
    expect(urls.some((u) => u.includes('/search'))).toBe(false);
    const pending = new Set(pendingRoutes().map((route) => `${site.url}${route}`));
    expect(urls.filter((u) => pending.has(u))).toEqual([]);
  });

  test('every page has a canonical link and language alternates for its own address', async ({page}) => {
    await page.goto('/overlays');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/overlays`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${site.url}/overlays`);
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${site.url}/overlays`);
  });
});

test.describe('JavaScript disabled', () => {
  test('docs pages keep their text, tables and code in the HTML', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    await page.goto('/api');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('API');
    await expect(page.locator('article')).toContainText(site.apiBaseUrl);
    await context.close();
  });
});
