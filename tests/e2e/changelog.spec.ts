import {expect, test} from '@playwright/test';

test('the changelog labels each change with its product, links the pages it affects, and lists its dates in the table of contents', async ({page}) => {
  await page.goto('/chatbot/changelog');
  const day = page.locator('section').filter({has: page.getByRole('heading', {level: 2, name: '13 September 2026'})});
  await expect(day.getByRole('listitem')).toHaveCount(2);
  await expect(day.getByRole('listitem').first()).toHaveText(/^Overlays /);
  await expect(day.getByRole('link', {name: 'Chat alerts'})).toHaveAttribute('href', '/chatbot/modules/chat-alerts');
  await expect(page.getByText('New features.', {exact: true})).toHaveCount(0);
  const toc = page.locator('.table-of-contents');
  await expect(toc.getByRole('link', {name: '13 September 2026'})).toHaveAttribute('href', '#2026-09-13');
  await toc.getByRole('link', {name: '24 July 2024'}).click();
  await expect(page).toHaveURL(/#2024-07-24$/);
  await expect(page.locator('h2[id="2024-07-24"]')).toBeInViewport();
});
