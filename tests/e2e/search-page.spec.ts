import {expect, test} from '@playwright/test';
import {rewriteIndex, waitForHydration, withExtraPage} from './searchSupport';
import {appReady} from './support';
import {missingResultsUrl} from '../../src/search/dialogConfig';
import {MAX_QUERY_CHARS} from '../../src/search/queryLimit';
import {SCOPE_PARAM, SCOPE_REMOVE} from '../../src/search/pageView';
import {searchTranslations} from '../../src/shared/searchTranslations';

test.describe('/search page (embedded index)', () => {
  test('shows the count, titles, breadcrumbs and highlighted snippets for ?q=', async ({page}) => {
    await page.goto('/search?q=chatbot');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search results for "chatbot"');
    await expect(page.getByTestId('search-count')).toHaveText(/^\d+ results for "chatbot"|^One result for "chatbot"/);
    const first = page.locator('main article').first();
    await expect(first.getByRole('link')).toBeVisible();
    await expect(page.locator('main article mark').first()).toBeVisible();
    await expect(page).toHaveTitle(/Search results for "chatbot"/);
  });

  test('asks for the index and the engine in its HTML and downloads the index once, with no unused-preload warning', async ({page}) => {
    const indexRequests: string[] = [];
    const warnings: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/assets/search/')) indexRequests.push(r.url());
    });
    page.on('console', (m) => {
      if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
    });
    await page.goto('/search');
    const indexUrl = await page.locator('meta[name="search-index"]').getAttribute('content');
    expect(indexUrl).toMatch(/^\/assets\/search\/index\.[0-9a-f]{10}\.json$/);
    await expect(page.locator(`head link[rel="preload"][as="fetch"][href="${indexUrl}"]`)).toHaveCount(1);
    // The engine chunk: the one script the head preloads, the chunk that records "search-index-ready".
    const enginePreload = page.locator('head link[rel="preload"][as="script"]');
    await expect(enginePreload).toHaveCount(1);
    const engineUrl = (await enginePreload.getAttribute('href')) ?? '';
    expect(engineUrl).toMatch(/^\/assets\/js\/[^/]+\.[0-9a-f]{8}\.js$/);
    expect(await (await page.request.get(engineUrl)).text()).toContain('search-index-ready');
    await waitForHydration(page);
    await page.getByRole('searchbox', {name: 'Search'}).fill('overlay');
    await expect(page.getByTestId('search-count')).toBeVisible();
    await page.waitForTimeout(3500); // Chromium reports an unused preload after about three seconds
    expect(indexRequests).toHaveLength(1);
    expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
  });

  test('typing in the box updates ?q= and the results', async ({page}) => {
    await page.goto('/search');
    await waitForHydration(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
    await page.getByRole('searchbox', {name: 'Search'}).fill('overlay');
    await expect(page).toHaveURL(/\?q=overlay$/);
    await expect(page.getByTestId('search-count')).toContainText('for "overlay"');
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveAttribute('maxlength', '64');
  });

  test('pages through long result lists 20 at a time', async ({page}) => {
    await rewriteIndex(page, (asset) => withExtraPage(asset, {title: 'Zebrafish guide', word: 'zebrafish', count: 45}));
    await page.goto('/search?q=zebrafish');
    await expect(page.getByTestId('search-count')).toHaveText('46 results for "zebrafish" · page 1 of 3');
    await expect(page.locator('main article')).toHaveCount(20);
    const pager = page.getByRole('navigation', {name: 'Search result pages'});
    await expect(pager.getByRole('button', {name: 'Previous'})).toBeDisabled();
    const firstTitle = await page.locator('main article h2').first().textContent();
    await pager.getByRole('button', {name: 'Next'}).click();
    await expect(page.getByTestId('search-count')).toHaveText('46 results for "zebrafish" · page 2 of 3');
    await expect(page.locator('main article h2').first()).not.toHaveText(firstTitle ?? '');
    await pager.getByRole('button', {name: 'Next'}).click();
    await expect(page.locator('main article')).toHaveCount(6);
    await expect(pager.getByRole('button', {name: 'Next'})).toBeDisabled();
  });

  test('Back from a hit, and a reload, return to the page of hits the reader had turned to; a new query starts at page 1', async ({page}) => {
    await rewriteIndex(page, (asset) => withExtraPage(asset, {title: 'Zebrafish guide', word: 'zebrafish', count: 45}));
    await page.goto('/search?q=zebrafish');
    await appReady(page);
    const count = page.getByTestId('search-count');
    const pager = page.getByRole('navigation', {name: 'Search result pages'});
    await pager.getByRole('button', {name: 'Next'}).click();
    await expect(count).toHaveText('46 results for "zebrafish" · page 2 of 3');
    const firstOfPage2 = (await page.locator('main article h2').first().textContent()) ?? '';
    // A hit followed inside the app, then Back.
    await page.locator('main article a').first().click();
    // The hit's page (the injected page has none: the not-found page shows) is on screen.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
    await page.goBack();
    await expect(count).toHaveText('46 results for "zebrafish" · page 2 of 3');
    await expect(page.locator('main article h2').first()).toHaveText(firstOfPage2);
    // A reload: drawn before the app at page 2, and the app keeps it.
    await page.reload();
    await expect(count).toHaveText('46 results for "zebrafish" · page 2 of 3');
    await appReady(page);
    await expect(count).toHaveText('46 results for "zebrafish" · page 2 of 3');
    await expect(page).toHaveURL(/\/search\?q=zebrafish$/);
    // A new query, and Back to this one after it, start at page 1.
    await page.getByRole('searchbox', {name: 'Search'}).fill('zebrafish part');
    await expect(count).toHaveText(/ for "zebrafish part" · page 1 of \d+$/);
  });

  test('says so clearly when nothing matches, offers to report it, and underlines the pages it offers instead', async ({page}) => {
    const {reportMissingResultsText, reportMissingResultsLinkText} = searchTranslations.modal.noResultsScreen;
    await page.goto('/search?q=qqzzxxnothing');
    const main = page.locator('main');
    await expect(main).toContainText('No results for "qqzzxxnothing"');
    await expect(page.locator('main article')).toHaveCount(0);
    // Before the app and after it: the same texts and link.
    for (const stage of ['drawn', 'app']) {
      if (stage === 'app') await appReady(page);
      await expect(main, stage).toContainText(reportMissingResultsText);
      const report = main.getByRole('link', {name: reportMissingResultsLinkText});
      await expect(report, stage).toHaveAttribute('href', missingResultsUrl({query: 'qqzzxxnothing'}));
      await expect(report, stage).toHaveAttribute('target', '_blank');
    }
    const offered = page.getByTestId('search-fallback').getByRole('link').first();
    await expect(offered).toHaveCSS('text-decoration-line', 'underline');
  });

  test('a control that goes once used ("Search every page", a suggestion) leaves the focus in the search box, not on the page', async ({page}) => {
    await page.goto(`/search?q=timer&${SCOPE_PARAM}=api`);
    await appReady(page);
    await page.getByRole('button', {name: SCOPE_REMOVE}).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', {name: SCOPE_REMOVE})).toHaveCount(0);
    await expect(page.getByRole('searchbox')).toBeFocused();
    await page.getByRole('searchbox').fill('sonrqeuset');
    const suggestion = page.locator('main').getByRole('button', {name: /songrequest/}).first();
    await suggestion.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('search-count')).toBeVisible();
    await expect(page.getByRole('searchbox')).toBeFocused();
  });

  test('searches, shows and titles at most the 64 characters the box holds, whatever the address carries', async ({page}) => {
    const long = 'overlay '.repeat(40);
    await page.goto(`/search?q=${encodeURIComponent(long)}`);
    await appReady(page);
    const kept = long.slice(0, MAX_QUERY_CHARS);
    await expect(page.getByRole('searchbox')).toHaveValue(kept);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${kept}"`);
  });

  test('shows the error state when the index cannot load', async ({page}) => {
    await page.route('**/assets/search/**', (route) => route.abort('failed'));
    await page.goto('/search?q=chatbot');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Unable to fetch results');
    await expect(alert).toContainText('You might want to check your network connection.');
  });

  test('a query of spaces alone asks for nothing: the page is titled and shown as with no query', async ({page}) => {
    await page.goto('/search?q=%20%20%20');
    await appReady(page);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Search the documentation');
    await expect(page).toHaveTitle(/^Search the documentation/);
    await expect(page.getByTestId('search-count')).toHaveCount(0);
  });

  test('a markup payload in ?q= is shown as text and never runs', async ({page}) => {
    // Within the 64 characters the page takes, so the whole payload reaches the page.
    const payload = '<img src=x onerror="window.__xss=1"><script>__xss=2</script>';
    await page.goto(`/search?q=${encodeURIComponent(payload)}`);
    await expect(page.getByRole('heading', {level: 1})).toHaveText(`Search results for "${payload}"`);
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    await expect(page.locator('main')).toContainText(`for "${payload}"`);
    await expect(page.locator('main script')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as {__xss?: number}).__xss)).toBeUndefined();
  });
});
