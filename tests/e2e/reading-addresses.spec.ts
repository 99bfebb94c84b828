import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {redirects} from '../../config/redirects';
import {homeCards, sectionLinks} from '../../src/data/sections';
import {buildDir} from '../support/routes';
import {inputs} from './slowPhone';
import {appReady, collectConsole} from './support';

/**
 * Addresses a reader types or follows (issue 41): `/chatbot`, like `/overlays`, `/websockets` and
 * `/api`, lands on its section's start on the production server, with and without JavaScript; the
 * home page's cards each lead away from it; the not-found page names no canonical address that
 * redirects, and asks not to be indexed.
 */
test.use({hasTouch: true});

const chatbot = redirects.find(({from}) => from === '/chatbot')!;

test('/chatbot lands on the chatbot’s start page, under the site’s CSP, with no console error', async ({page}) => {
  const errors = collectConsole(page, 'error'); // a CSP violation is reported here
  const response = await page.goto(chatbot.from);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL((url) => url.pathname === chatbot.to);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('StreamElements Chatbot');
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('/chatbot still lands on the chatbot’s start page', async ({page}) => {
    await page.goto(chatbot.from);
    await expect(page).toHaveURL((url) => url.pathname === chatbot.to);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('StreamElements Chatbot');
  });
});

test('every home page card leads away from the home page', async () => {
  expect(homeCards().map((card) => card.title)).toEqual(sectionLinks.map((section) => section.label));
  for (const card of homeCards()) expect(card.to, card.title).not.toBe('/');
});

for (const [input, use] of Object.entries(inputs)) {
  test(`the home page’s Chatbot card, used with a ${input}, opens the chatbot’s first step`, async ({page}) => {
    const card = homeCards().find((c) => c.title === 'Chatbot')!;
    await page.goto('/');
    await appReady(page);
    const link = page.locator('main').getByRole('link', {name: 'Chatbot', exact: true});
    await expect(link).toHaveAttribute('href', card.to);
    await use(link);
    await expect(page).toHaveURL((url) => url.pathname === card.to);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Add the chatbot to your channel');
  });
}

test('the not-found document names no address of its own and is not indexed', async ({page, request}) => {
  const html = readFileSync(path.join(buildDir, '404.html'), 'utf8');
  expect(html).not.toMatch(/rel=["']?canonical/);
  expect(html).not.toMatch(/hreflang=/);
  expect(html).not.toMatch(/og:url/);
  expect(html).toMatch(/<meta[^>]*name=["']?robots["']?[^>]*content=["']?noindex/);

  const response = await page.goto('/chatbot/no-such-page');
  expect(response?.status()).toBe(404);
  await appReady(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  // Once the app runs, whatever canonical address the page names answers without a redirect.
  for (const href of await page.locator('link[rel="canonical"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href))) {
    const answer = await request.get(new URL(href).pathname, {maxRedirects: 0});
    expect(answer.status() >= 300 && answer.status() < 400, `${href} answers ${answer.status()}`).toBe(false);
  }
});
