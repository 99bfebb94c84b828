import {expect, test} from '@playwright/test';
import {sectionLinks} from '../../src/data/sections';
import {issueUrlForPage} from '../../src/components/PageFeedback/issueUrl';
import {appReady} from './support';
import {NOT_FOUND_TITLE} from '../../src/theme/NotFound/Content/title';
import {site} from '../../src/site';

/**
 * The not-found page (src/theme/NotFound/Content): says the page does not exist, offers the pages
 * closest to the mistyped address, a search for its words and the four sections, and reads without
 * JavaScript. Any unknown address answers with it and HTTP 404.
 */
const MISTYPED = '/chatbot/comands/default/poitns';

test('a mistyped address gets the closest pages, a search for its words and the sections', async ({page}) => {
  const response = await page.goto(MISTYPED);
  expect(response?.status()).toBe(404);
  await appReady(page);
  await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
  await expect(page.getByText(`There is no page at ${MISTYPED}.`)).toBeVisible();

  const suggestions = page.getByTestId('not-found-suggestions').getByRole('link');
  await expect(suggestions.first()).toHaveAttribute('href', '/chatbot/commands/default/points');

  const box = page.getByRole('searchbox', {name: 'Search the docs'});
  await expect(box).toHaveValue('chatbot comands default poitns');
  const sections = page.getByRole('heading', {name: 'Start from a section'}).locator('xpath=following-sibling::ul[1]').getByRole('link');
  await expect(sections).toHaveCount(sectionLinks.length);
  for (const [i, section] of sectionLinks.entries()) await expect(sections.nth(i)).toHaveAttribute('href', section.to);

  // The report link names the address tried, not the one static page that answers for all of them.
  await expect(page.getByRole('complementary', {name: 'Page feedback'}).getByRole('link', {name: 'Report it on GitHub'})).toHaveAttribute('href', issueUrlForPage(MISTYPED));

  await box.fill('give points');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=give%20points$/);
});

test('a suggestion leads to its page inside the app', async ({page}) => {
  await page.goto('/chatbot/timrs');
  await appReady(page);
  await page.evaluate(() => Object.assign(window, {readingMark: true}));
  await page.getByTestId('not-found-suggestions').getByRole('link').first().dispatchEvent('click');
  await expect(page).toHaveURL(/\/chatbot\/timers$/);
  expect(await page.evaluate(() => (window as {readingMark?: boolean}).readingMark)).toBe(true);
});

test('the tab says the page was not found, loaded directly or reached inside the app', async ({page}) => {
  const title = `${NOT_FOUND_TITLE} | ${site.title}`;
  await page.goto(MISTYPED);
  await appReady(page);
  await expect(page).toHaveTitle(title);
  await page.goto('/');
  await appReady(page);
  await expect(page).not.toHaveTitle(title);
  // Moved to inside the app, as a link does.
  await page.evaluate(() => {
    history.pushState({}, '', '/chatbot/timrs');
    dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  });
  await expect(page.getByRole('heading', {level: 1})).toHaveText(NOT_FOUND_TITLE);
  await expect(page).toHaveTitle(title);
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('it says the page does not exist and links the four sections', async ({page}) => {
    const response = await page.goto(MISTYPED);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
    await expect(page).toHaveTitle(`${NOT_FOUND_TITLE} | ${site.title}`);
    await expect(page.getByText('There is no page at this address.')).toBeVisible();
    for (const section of sectionLinks) await expect(page.locator('main').getByRole('link', {name: section.label, exact: true})).toHaveAttribute('href', section.to);
  });
});
