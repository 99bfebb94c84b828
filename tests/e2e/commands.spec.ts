import {expect, test, type Page} from '@playwright/test';
import {commands} from '../../src/data/commands';

/** Rows the data puts under one platform, and the commands of one level, in name order. */
const onPlatform = (id: string) => commands.filter((command) => command.platforms?.includes(id as never)).map((command) => command.name);
const atLevel = (id: string) => commands.filter((command) => command.userLevel === id).map((command) => command.name);
const total = commands.length;

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
  test('lists every default command, each linking to its page', async ({page}) => {
    await page.goto(tablePath);
    await expect(page.locator('table tbody tr')).toHaveCount(total);
    await expect(page.getByText(`Showing ${total} of ${total} commands`)).toBeVisible();
    await page.getByRole('table').getByRole('link', {name: '!songrequest', exact: true}).click();
    await expect(page).toHaveURL(/\/chatbot\/commands\/default\/songrequest$/);
    await expect(page.getByRole('heading', {level: 1, name: '!songrequest'})).toBeVisible();
  });

  test('typing "points" narrows the table to the points commands', async ({page}) => {
    await page.goto(tablePath);
    await page.getByLabel('Filter commands').fill('points');
    await expect(page.getByText(`Showing ${pointsCommands.length} of ${total} commands`)).toBeVisible();
    expect(await rowNames(page)).toEqual(pointsCommands);
    await page.getByLabel('Filter commands').fill('!nextsong');
    await expect(page.getByText(`Showing 1 of ${total} commands`)).toBeVisible();
    expect(await rowNames(page)).toEqual(['next']);
    await page.getByLabel('Filter commands').fill('!ctrl-z');
    await expect(page.getByText(`Showing 1 of ${total} commands`)).toBeVisible();
    expect(await rowNames(page)).toEqual(['wrongsong']);
  });

  test('the user level menu keeps only commands for that level', async ({page}) => {
    await page.goto(tablePath);
    await page.getByLabel('User level').selectOption({label: 'Super Moderator'});
    await expect(page.locator('table tbody tr')).toHaveCount(atLevel('supermoderator').length);
    expect(await rowNames(page)).toEqual(atLevel('supermoderator'));
    await page.getByLabel('Filter commands').fill('points');
    await page.getByLabel('User level').selectOption({label: 'Moderator'});
    const moderatorPoints = atLevel('moderator').filter((name) => pointsCommands.includes(name));
    await expect(page.locator('table tbody tr')).toHaveCount(moderatorPoints.length);
    expect(await rowNames(page)).toEqual(moderatorPoints);
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
    expect((await rowNames(page)).slice(0, atLevel('supermoderator').length)).toEqual(atLevel('supermoderator'));
    const nameHeader = page.getByRole('columnheader', {name: /Command/});
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect((await rowNames(page))[0]).toBe('8ball');
    await nameHeader.getByRole('button').click();
    await expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect((await rowNames(page))[0]).toBe('wrongsong');
  });
});

test.describe('the platform filter', () => {
  const button = (page: Page, name: string) => page.getByTestId('command-platforms').getByRole('button', {name, exact: true});

  test('narrows the table by mouse, keyboard and a plain click, from the data', async ({page}) => {
    await page.goto(tablePath);
    await expect(button(page, 'Kick')).toBeEnabled();
    await button(page, 'Kick').click();
    await expect(button(page, 'Kick')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(`Showing ${onPlatform('kick').length} of ${total} commands`)).toBeVisible();
    expect(await rowNames(page)).toEqual(onPlatform('kick'));

    await button(page, 'YouTube').focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(`Showing ${onPlatform('youtube').length} of ${total} commands`)).toBeVisible();
    await button(page, 'Twitch').focus();
    await page.keyboard.press('Space');
    await expect(page.getByText(`Showing ${onPlatform('twitch').length} of ${total} commands`)).toBeVisible();

    // Voice control and switch access send a bare click event, with no pointer or focus before it.
    await button(page, 'All platforms').dispatchEvent('click');
    await expect(page.getByText(`Showing ${total} of ${total} commands`)).toBeVisible();
    await expect(page.locator('tr[data-command="setgame"]')).toContainText('Twitch, Kick');
  });

  test('works together with the text filter and on a phone', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(tablePath);
    await page.getByLabel('Filter commands').fill('points');
    await button(page, 'YouTube').click();
    const expected = pointsCommands.filter((name) => onPlatform('youtube').includes(name));
    await expect(page.getByText(`Showing ${expected.length} of ${total} commands`)).toBeVisible();
    expect(await rowNames(page)).toEqual(expected);
    const box = await button(page, 'YouTube').boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  });
});

test.describe('a command header', () => {
  test('shows platforms, the default cooldown and "switched off by default" from the data', async ({page}) => {
    await page.goto('/chatbot/commands/default/emotecount');
    const card = page.getByRole('region', {name: '!emotecount at a glance'});
    await expect(card.locator('dt', {hasText: 'Platforms'}).locator('+ dd')).toHaveText('Twitch');
    await expect(card.locator('dt', {hasText: 'By default'}).locator('+ dd')).toContainText('Switched off');
    await page.goto('/chatbot/commands/default/8ball');
    const eightball = page.getByRole('region', {name: '!8ball at a glance'});
    await expect(eightball.locator('dt', {hasText: 'Default cooldown'}).locator('+ dd')).toHaveText('10 seconds per viewer and 3 seconds for the whole chat.');
  });
});

test.describe('without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the reference table is complete and readable', async ({page}) => {
    await page.goto(tablePath);
    const table = page.getByRole('table');
    await expect(table.locator('tbody tr')).toHaveCount(total);
    const votekick = table.locator('tr[data-command="votekick"]');
    await expect(votekick).toContainText('Moderator');
    await expect(votekick).toContainText('Starts a chat vote on timing out a viewer.');
    await expect(votekick.getByRole('link', {name: '!votekick'})).toHaveAttribute('href', '/chatbot/commands/default/votekick');
  });
});

test.describe('a command page', () => {
  test('says plainly what is not confirmed, and shows limits, cooldowns and every requirement', async ({page}) => {
    // updates-2026c settles these aliases: no marker any more.
    await page.goto('/chatbot/commands/default/accountage');
    const card = page.getByRole('region', {name: '!accountage at a glance'});
    await expect(card.locator('dd code')).toHaveText(['!accage', '!created']);
    await expect(page.getByText('not confirmed')).toHaveCount(0);

    await page.goto('/chatbot/commands/default/slots');
    const slots = page.getByRole('region', {name: '!slots at a glance'});
    await expect(slots.getByText('10 seconds per viewer. The default; change it in the Slot machine module.')).toBeVisible();
    await expect(slots.getByRole('link', {name: 'Slot machine module'})).toHaveAttribute('href', '/chatbot/modules/slotmachine');
    await expect(slots.getByText('Loyalty points switched on (Loyalty settings in the dashboard)')).toBeVisible();
    const notes = page.getByRole('region', {name: 'Limits and notes'});
    await expect(notes.getByRole('listitem').filter({hasText: /^Bets like 50%, 5k or 1m/})).toContainText('not confirmed');
    await expect(notes.getByText('not confirmed', {exact: true})).toHaveCount(1);
    await expect(notes.getByText(/^Not confirmed: the provider’s newer pages/)).toBeVisible();
  });

  test('says what happens on the platforms a command does not work on (issue 41)', async ({page}) => {
    await page.goto('/chatbot/commands/default/songrequest');
    const wrong = page.getByRole('region', {name: 'What can go wrong'});
    await expect(wrong.getByRole('listitem').first()).toHaveText(
      'Typed in a YouTube or Kick chat. !songrequest works only on Twitch, so there the bot does not run it and nothing answers. Use it in your Twitch chat.',
    );
    await page.goto('/chatbot/commands/default/commands');
    await expect(page.getByRole('region', {name: 'What can go wrong'}).getByText(/Typed in a/)).toHaveCount(0);
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
    await expect(lines.nth(1)).toHaveText(/^Bot\s*:\s*@MossyMarten, added Quiet Tide Records - "Lofi Rain Cafe - 1 Hour Mix" to the queue at #3 \(playing ~in /);
  });
});
