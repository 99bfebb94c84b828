import {expect, test, type Page} from '@playwright/test';

const tablePath = '/chatbot/commands/default';

/** Command names of the visible rows, in order. */
async function rowNames(page: Page): Promise<string[]> {
  return page.locator('table tbody tr[data-command]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-command') ?? ''));
}

/** Every command whose name, alias or summary mentions points (see tests/unit/commands/expected.ts). */
const pointsCommands = [
  'addpoints', 'bet', 'bingo', 'duel', 'givepoints', 'leaderboard', 'points', 'raffle',
  'redeem', 'roulette', 'setpoints', 'slots', 'sraffle', 'ticket', 'top',
];

test.describe('default command reference table', () => {
  test('lists all 69 default commands, each linking to its page', async ({page}) => {
    await page.goto(tablePath);
    await expect(page.locator('table tbody tr')).toHaveCount(69);
    await expect(page.getByText('Showing 69 of 69 commands')).toBeVisible();
    await page.getByRole('table').getByRole('link', {name: '!songrequest', exact: true}).click();
    await expect(page).toHaveURL(/\/chatbot\/commands\/default\/songrequest$/);
    await expect(page.getByRole('heading', {level: 1, name: '!songrequest'})).toBeVisible();
  });

  test('typing "points" narrows the table to the points commands', async ({page}) => {
    await page.goto(tablePath);
    await page.getByLabel('Filter commands').fill('points');
    await expect(page.getByText('Showing 15 of 69 commands')).toBeVisible();
    expect(await rowNames(page)).toEqual(pointsCommands);
    await page.getByLabel('Filter commands').fill('!nextsong');
    await expect(page.getByText('Showing 1 of 69 commands')).toBeVisible();
    expect(await rowNames(page)).toEqual(['next']);
    await page.getByLabel('Filter commands').fill('!ctrl-z');
    await expect(page.getByText('Showing 1 of 69 commands')).toBeVisible();
    expect(await rowNames(page)).toEqual(['wrongsong']);
  });

  test('the user level menu keeps only commands for that level', async ({page}) => {
    await page.goto(tablePath);
    await page.getByLabel('User level').selectOption({label: 'Super Moderator'});
    await expect(page.locator('table tbody tr')).toHaveCount(4);
    expect(await rowNames(page)).toEqual(['filesay', 'level', 'nuke', 'nukeusername']);
    await page.getByLabel('Filter commands').fill('points');
    await page.getByLabel('User level').selectOption({label: 'Moderator'});
    await expect(page.locator('table tbody tr')).toHaveCount(5);
    expect(await rowNames(page)).toEqual(['addpoints', 'bingo', 'raffle', 'setpoints', 'sraffle']);
  });

  test('column headings sort by user level and by name', async ({page}) => {
    await page.goto(tablePath);
    const levelHeader = page.getByRole('columnheader', {name: /User level/});
    const levelButton = levelHeader.getByRole('button');
    await expect(levelButton).toBeEnabled();
    await levelButton.click();
    await expect(levelHeader).toHaveAttribute('aria-sort', 'ascending');
    await levelButton.click();
    await expect(levelHeader).toHaveAttribute('aria-sort', 'descending');
    expect((await rowNames(page)).slice(0, 4)).toEqual(['filesay', 'level', 'nuke', 'nukeusername']);
    const nameHeader = page.getByRole('columnheader', {name: /Command/});
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect((await rowNames(page))[0]).toBe('8ball');
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect((await rowNames(page))[0]).toBe('wrongsong');
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the reference table is complete and readable', async ({page}) => {
    await page.goto(tablePath);
    const table = page.getByRole('table');
    await expect(table.locator('tbody tr')).toHaveCount(69);
    const votekick = table.locator('tr[data-command="votekick"]');
    await expect(votekick).toContainText('Moderator');
    await expect(votekick).toContainText('Starts a chat vote on timing out a viewer.');
    await expect(votekick.getByRole('link', {name: '!votekick'})).toHaveAttribute('href', '/chatbot/commands/default/votekick');
  });
});

test.describe('a command page', () => {
  test('says plainly what is not confirmed, and shows limits, cooldowns and every requirement', async ({page}) => {
    await page.goto('/chatbot/commands/default/accountage');
    const card = page.getByRole('region', {name: '!accountage at a glance'});
    await expect(card.locator('dd code')).toHaveText(['!accage', '!created']);
    await expect(card.getByText('not confirmed')).toHaveCount(2);
    await expect(page.getByRole('heading', {level: 2, name: 'Limits and notes'})).toBeVisible();
    await expect(page.getByText(/^Not confirmed: the provider’s newer pages/)).toBeVisible();

    await page.goto('/chatbot/commands/default/slots');
    const slots = page.getByRole('region', {name: '!slots at a glance'});
    await expect(slots.getByText('10 seconds per viewer. The default; change it in the Slot machine module.')).toBeVisible();
    await expect(slots.getByRole('link', {name: 'Slot machine module'})).toHaveAttribute('href', '/chatbot/modules/slotmachine');
    await expect(slots.getByText('Loyalty points switched on (Loyalty settings in the dashboard)')).toBeVisible();
    await expect(page.getByText('not confirmed')).toHaveCount(0);
  });

  test('the user levels table gives the broadcaster no chat number and VIP as Twitch only', async ({page}) => {
    await page.goto('/chatbot/commands');
    const table = page.getByRole('table', {name: 'User levels'});
    const row = (name: string) => table.getByRole('row').filter({has: page.getByRole('rowheader', {name, exact: true})});
    await expect(row('Broadcaster')).toContainText('None (set in the dashboard)');
    await expect(row('VIP')).toContainText('Twitch only');
    await expect(table).not.toContainText('2000');
  });

  test('shows the header card: syntax with copy button, user level badge and aliases', async ({page}) => {
    await page.goto('/chatbot/commands/default/songrequest');
    const card = page.getByRole('region', {name: '!songrequest at a glance'});
    await expect(card.locator('pre')).toHaveText(['!songrequest <search_term_or_url>', '!sr <search_term_or_url>']);
    await expect(card.getByRole('button', {name: /copy/i}).first()).toBeAttached();
    await expect(card.locator('dd code')).toHaveText(['!sr']);
    const badge = card.getByRole('link', {name: 'Everyone'});
    await expect(badge).toHaveAttribute('href', '/chatbot/commands#user-levels');
    await badge.click();
    await expect(page).toHaveURL(/\/chatbot\/commands#user-levels$/);
    await expect(page.getByRole('heading', {level: 2, name: /User levels/})).toBeInViewport();
  });

  test('shows the chat example as text with speaker roles', async ({page}) => {
    await page.goto('/chatbot/commands/default/songrequest');
    const transcript = page.getByRole('list', {name: 'Chat transcript: Requesting by search words and by link'});
    const lines = transcript.getByRole('listitem');
    await expect(lines).toHaveCount(4);
    await expect(lines.nth(0)).toHaveText(/^Viewer\s*MossyMarten\s*:\s*!songrequest lofi rain cafe$/);
    await expect(lines.nth(1)).toHaveText(/^Bot\s*:\s*@MossyMarten, added "Lofi Rain Cafe - 1 Hour Mix" to the queue at #3/);
  });
});
