import {expect, test, type Page} from '@playwright/test';
import {site} from '../../src/site';
import {appReady, expectEveryTabGroupOn} from './support';
import {topicByName, topicRoute, topics} from '../../src/data/topics';
import {topicsWithoutPage} from '../../src/data/topics/withoutPage';
import {recentListLength} from '../../src/data/overlays/sessionKeys';

/** The title bar of a code block, e.g. "client.py". */
const codeTitle = (page: Page, name: string) => page.locator('.theme-code-block [class*="codeBlockTitle"]').getByText(name, {exact: true});

/** The tab lists of the examples page: one per tab group. */
const tabLists = (page: Page) => page.getByRole('tablist');

async function expectEveryGroupOn(page: Page, label: string) {
  expect(await tabLists(page).count()).toBeGreaterThanOrEqual(3);
  await expectEveryTabGroupOn(page, label);
}

test.describe('websocket topic page', () => {
  test('channel.tips shows its copyable name, field table and example message', async ({page}) => {
    await page.goto('/websockets/topics/channel-tips');
    await expect(page.getByRole('heading', {level: 1, name: 'Tips'})).toBeVisible();

    const topicBlock = page.locator('.theme-code-block').filter({hasText: 'channel.tips'}).first();
    await expect(topicBlock).toContainText('Topic');
    await expect(topicBlock.getByRole('button', {name: /copy/i})).toBeAttached();

    const table = page.getByRole('table', {name: 'Fields of data in channel.tips messages'});
    await expect(table).toBeVisible();
    const amountRow = table.getByRole('row').filter({has: page.getByRole('cell', {name: 'donation.amount', exact: true})});
    await expect(amountRow).toContainText('number');
    await expect(amountRow).toContainText('Required');
    await expect(table.getByRole('row')).toHaveCount(19);

    const example = page.locator('.theme-code-block').filter({hasText: '"type": "message"'});
    await expect(example).toContainText('"topic": "channel.tips"');
    await expect(example).toContainText('LanternFox');
  });

  test('the topics index links every topic with a page', async ({page}) => {
    await page.goto('/websockets/topics');
    const links = page.getByRole('table', {name: 'Websocket topics'}).getByRole('link');
    await expect(links).toHaveCount(topics.length);
    await links.filter({hasText: 'channel.giveaways'}).click();
    await expect(page).toHaveURL(/\/websockets\/topics\/channel-giveaway$/);
    await expect(page.getByRole('table', {name: 'Fields of data in channel.giveaways messages'})).toBeVisible();
  });

  test('the topics index lists the topics without a page and links the audience queue to its page', async ({page}) => {
    await page.goto('/websockets/topics');
    const others = page.getByTestId('topics-without-page');
    const row = (name: string) => others.getByRole('row').filter({has: page.getByText(name, {exact: true})});
    await expect(others.locator('tbody tr')).toHaveCount(topicsWithoutPage.length);
    for (const name of ['channel.chatbot.modules', 'channel.chatbot.commands', 'channel.chatbot.timers', 'channel.chatbot.filters'])
      await expect(row(name)).toContainText('Not published yet');
    await expect(page.getByRole('table', {name: 'Websocket topics'}).getByRole('row').filter({hasText: 'channel.chatbot.timeout'})).toContainText('In development.');
    const queue = topicByName('channel.chatbot.audiencequeue');
    await expect(page.getByRole('table', {name: 'Websocket topics'}).getByRole('link', {name: queue.name, exact: true})).toHaveAttribute('href', topicRoute(queue));
  });

  test('a topic page fits a 360 px phone; wide tables scroll inside the page', async ({page}) => {
    await page.setViewportSize({width: 360, height: 740});
    await page.goto('/websockets/topics/channel-activities');
    await expect(page.getByRole('table', {name: /Fields of data/})).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('websocket examples page', () => {
  test('choosing a language switches every tab group, and the choice survives a reload', async ({page}) => {
    await page.goto('/websockets/examples');
    await expectEveryGroupOn(page, 'Browser JavaScript');
    await expect(codeTitle(page, 'client.html')).toBeVisible();

    // Pick Python in the last group: the first group must follow.
    await tabLists(page).last().getByRole('tab', {name: 'Python'}).click();
    await expectEveryGroupOn(page, 'Python');
    await expect(codeTitle(page, 'client.py')).toBeVisible();
    await expect(codeTitle(page, 'client.html')).toBeHidden();
    await expect(page.getByText('python3 -m pip install websockets')).toBeVisible();

    await page.reload();
    await expectEveryGroupOn(page, 'Python');
    await expect(codeTitle(page, 'client.py')).toBeVisible();

    await tabLists(page).first().getByRole('tab', {name: 'Node.js'}).click();
    await expectEveryGroupOn(page, 'Node.js');
    await expect(codeTitle(page, 'handlers.mjs')).toBeVisible();
    await expect(codeTitle(page, 'client.mjs')).toBeVisible();
    await expect(codeTitle(page, 'client.py')).toBeHidden();
  });

  test('a focused tab is chosen with Space as with Enter, and the page stays where it is', async ({page}) => {
    await page.goto('/websockets/examples');
    await appReady(page);
    const node = tabLists(page).first().getByRole('tab', {name: 'Node.js'});
    await node.focus();
    const before = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Space');
    await expectEveryGroupOn(page, 'Node.js');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    const python = tabLists(page).first().getByRole('tab', {name: 'Python'});
    await python.focus();
    await page.keyboard.press('Enter');
    await expectEveryGroupOn(page, 'Python');
  });

  test('a sidebar category without a page of its own opens and closes with Space as with Enter, and nothing scrolls', async ({page}) => {
    await page.goto('/chatbot/timers');
    await appReady(page);
    // Such a category is a link that says it is a button (href="#", role="button").
    const category = page.locator('.theme-doc-sidebar-container a.menu__link[role="button"]').first();
    await expect(category).toHaveAttribute('aria-expanded', 'false');
    await category.focus();
    const scrolled = () => page.evaluate(() => [window.scrollY, document.querySelector('.theme-doc-sidebar-container nav')?.scrollTop ?? 0]);
    const before = await scrolled();
    await page.keyboard.press('Space');
    await expect(category).toHaveAttribute('aria-expanded', 'true');
    expect(await scrolled()).toEqual(before);
    await page.keyboard.press('Enter');
    await expect(category).toHaveAttribute('aria-expanded', 'false');
  });

  test('the Node.js client connects to the gateway address of the site', async ({page}) => {
    await page.goto('/websockets/examples');
    await appReady(page);
    await tabLists(page).first().getByRole('tab', {name: 'Node.js'}).click();
    const client = page.locator('.theme-code-block').filter({has: page.locator('[class*="codeBlockTitle"]').getByText('client.mjs', {exact: true})});
    await expect(client).toContainText(`const GATEWAY = '${site.websocketGateway}';`);
  });
});

test.describe('overlay editor shortcuts page', () => {
  test('custom widget events list kicks-latest, the KICKs keys and 25-entry recent lists', async ({page}) => {
    await page.goto('/overlays/custom-widget-events');
    await expect(page.locator('table code').filter({hasText: /^kicks-latest$/})).toHaveCount(2);
    await expect(page.getByRole('table', {name: 'Session keys: KICKs (Kick)'})).toBeVisible();
    // The sentence wraps in the page's source: a regular expression matches the text as written.
    await expect(page.getByText(new RegExp(`Each list keeps\\s+the last\\s+${recentListLength}\\s+events`))).toBeVisible();
    await expect(page.getByText(/YouTube super stickers count as Super Chats/)).toBeVisible();
  });

  test('renders the key table with <kbd> keys', async ({page}) => {
    await page.goto('/overlays/overlay-editor-shortcuts');
    const table = page.getByRole('table', {name: 'Overlay editor shortcuts'});
    await expect(table.getByRole('row')).toHaveCount(12);
    const keys = table.locator('kbd');
    expect(await keys.count()).toBeGreaterThanOrEqual(18);
    const undo = table.getByRole('row').filter({hasText: 'Undo'});
    await expect(undo.locator('kbd')).toHaveText(['Ctrl', 'Z', 'Command', 'Z']);
    await expect(table.getByRole('row').filter({hasText: 'Duplicate'}).locator('kbd')).toHaveText(['Shift', 'D']);
  });
});
