import {expect, test} from '@playwright/test';
import {inputs} from './slowPhone';
import {appReady} from './support';

/**
 * Search without JavaScript (issue 41): the navbar keeps a plain form where the search button was,
 * which sends the words to /search; once that page has its script it searches them. And the text
 * above the default commands table describes only what the reader has: the filters with scripts,
 * a plain table without.
 */
const QUERY = 'give points';

test.use({hasTouch: true});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  for (const width of [1280, 390]) {
    test(`at ${width} px the navbar has a search form that opens the search page with the words`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto('/chatbot/timers');
      const form = page.locator('nav').getByRole('search', {name: 'Search'});
      await expect(form).toBeVisible();
      const box = form.getByRole('searchbox', {name: 'Search'});
      await expect(box).toHaveAttribute('placeholder', 'Search docs');
      await expect(box).toHaveAttribute('maxlength', '64');
      await box.fill(QUERY);
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=give\+points$/);
      // Text inside <noscript> is found by its role or element: getByText passes over <noscript> content.
      const note = page.getByRole('note');
      await expect(note).toBeVisible();
      await expect(note).toContainText('Search runs in your browser and needs JavaScript');
    });
  }

  test('the commands table’s introduction does not speak of filters the page cannot show', async ({page}) => {
    await page.goto('/chatbot/commands/default');
    const section = page.locator('main article');
    await expect(section.getByText('Type part of a name, an alias or a word from the description')).toBeHidden();
    const withoutScripts = section.locator('noscript p');
    await expect(withoutScripts).toBeVisible();
    await expect(withoutScripts).toContainText('Filtering and sorting need JavaScript, which is off here.');
    await expect(section.getByText('The user level shown is the default')).toBeVisible();
  });
});

test('with JavaScript the form is not shown, and the search page searches the words it was sent', async ({page}) => {
  await page.goto('/chatbot/timers');
  await appReady(page);
  await expect(page.locator('nav').getByRole('search', {name: 'Search'})).toHaveCount(0);
  await expect(page.locator('nav').getByRole('button', {name: 'Search'})).toBeVisible();
  await page.goto(`/search?q=${encodeURIComponent(QUERY).replace(/%20/g, '+')}`);
  await appReady(page);
  await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue(QUERY);
  await expect(page.locator('main').getByRole('link', {name: /givepoints/}).first()).toBeVisible();
});

for (const [input, use] of Object.entries(inputs)) {
  test(`with JavaScript the commands introduction names the filters, and a platform chosen with a ${input} filters`, async ({page}) => {
    await page.goto('/chatbot/commands/default');
    await appReady(page);
    await expect(page.getByText('Type part of a name, an alias or a word from the description')).toBeVisible();
    await expect(page.getByText('Filtering and sorting need JavaScript, which is off here.')).toBeHidden();
    const kick = page.getByTestId('command-platforms').getByRole('button', {name: 'Kick', exact: true});
    await use(kick);
    await expect(kick).toHaveAttribute('aria-pressed', 'true');
  });
}
