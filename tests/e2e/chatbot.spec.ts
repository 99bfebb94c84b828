import {expect, test} from '@playwright/test';
import {filterBySlug, spamFilters} from '../../src/data/filters';
import {chatModules, modulesWithoutPage} from '../../src/data/modules';

test.describe('chatbot module page', () => {
  test('roulette shows its 2026 defaults, the win chance, even-money payout and the command it adds', async ({page}) => {
    await page.goto('/chatbot/modules/roulette');
    await expect(page.getByRole('heading', {level: 1, name: 'Roulette module'})).toBeVisible();

    const settings = page.getByRole('table', {name: 'Roulette settings'});
    const row = (name: string) => settings.getByRole('row').filter({has: page.getByRole('rowheader', {name, exact: true})});
    await expect(row('Minimum amount').getByRole('cell').nth(1)).toHaveText('1');
    await expect(row('User cooldown').getByRole('cell').nth(1)).toHaveText('60');
    await expect(row('Global cooldown').getByRole('cell').nth(1)).toHaveText('0');
    await expect(row('Win chance').getByRole('cell').nth(1).getByRole('img', {name: 'Not published'})).toBeVisible();
    await expect(row('Win chance').getByRole('cell').nth(2)).toHaveText('0 % (every spin loses) to 100 % (every spin wins)');
    await expect(page.getByText(/A dash means the value is not published/)).toBeVisible();
    await expect(page.getByRole('region', {name: 'Roulette at a glance'}).getByText(/^Even money: a winning spin pays as many points as were bet/)).toBeVisible();

    const command = page.getByTestId('module-commands').getByRole('link', {name: '!roulette <amount_or_%>'});
    await expect(command).toHaveAttribute('href', '/chatbot/commands/default/roulette');
    await expect(page.getByRole('table', {name: 'Placeholders'}).getByRole('rowheader', {name: '{bet}'})).toBeVisible();
  });

  test('the slot machine shows its payout, default emotes and odds, a 10-second user cooldown, no published Return amount and what is unconfirmed', async ({page}) => {
    await page.goto('/chatbot/modules/slotmachine');
    const settings = page.getByRole('table', {name: 'Slot machine settings'});
    const row = (name: string) => settings.getByRole('row').filter({has: page.getByRole('rowheader', {name, exact: true})});
    await expect(row('User cooldown').getByRole('cell').nth(1)).toHaveText('10');
    await expect(row('User cooldown').getByTestId('setting-unconfirmed')).toHaveCount(0);
    await expect(row('Global cooldown').getByRole('cell').nth(1).getByRole('img', {name: 'Not published'})).toBeVisible();
    await expect(row('Global cooldown').getByTestId('setting-unconfirmed')).toContainText('Not confirmed:');
    await expect(row('Return amount').getByRole('cell').nth(1).getByRole('img', {name: 'Not published'})).toBeVisible();
    await expect(row('Return amount')).toContainText('At 100 % the game pays fair odds');
    await expect(row('Emotes').getByRole('cell').nth(1)).toHaveText('Kappa, PogChamp, BibleThump, OpieOP, 4Head');
    const glance = page.getByRole('region', {name: 'Slot machine at a glance'});
    await expect(glance.getByText('bet × (number of emotes on the reels)² × Return amount ÷ 100', {exact: false})).toBeVisible();
    await expect(glance.getByText(/wins 1 time in 25; at a Return amount of 100 % it pays 25× the bet/)).toBeVisible();
    await expect(glance.getByRole('listitem').filter({hasText: /^Bets like 50%, 5k or 1m/})).toBeVisible();
  });
});

test.describe('spam filter page', () => {
  test('links shows its settings and its penalties', async ({page}) => {
    await page.goto('/chatbot/filters/links');
    const settings = page.getByRole('table', {name: 'Links filter settings'});
    const names = filterBySlug('links').settings.map((setting) => setting.name);
    expect(names).not.toContain('Protection');
    for (const name of names) await expect(settings.getByRole('rowheader', {name, exact: true})).toBeVisible();
    await expect(settings.getByRole('row')).toHaveCount(names.length + 1);
    const timeout = settings.getByRole('row').filter({has: page.getByRole('rowheader', {name: 'Timeout duration'})});
    await expect(timeout.getByRole('cell').first()).toHaveText('Seconds');

    const penalties = page.locator('h2#penalties + ul > li');
    await expect(penalties).toHaveCount(filterBySlug('links').penalties.length);
    await expect(penalties.filter({hasText: 'Timeout duration'})).toHaveCount(3);
    await expect(penalties.filter({hasText: 'Custom message'})).toHaveCount(1);
    await expect(page.getByRole('region', {name: 'Links filter at a glance'})).toContainText('page-wide Protection slider');
    await expect(penalties.filter({hasText: 'A link on the Blocklist gets double the Timeout duration.'})).toHaveCount(1);
    await expect(page.getByRole('link', {name: '!permit <username>'})).toHaveAttribute('href', '/chatbot/commands/default/permit');
  });
});

test.describe('spam filters with settings of their own (updates-2026c)', () => {
  test('banned words shows each group’s settings and how entries match, stated plainly', async ({page}) => {
    await page.goto('/chatbot/filters/bannedwords');
    const groups = page.getByRole('table', {name: 'Settings of each banned-words group'});
    const names = (filterBySlug('bannedwords').groupSettings ?? []).map((setting) => setting.name);
    for (const name of names) await expect(groups.getByRole('rowheader', {name, exact: true})).toBeVisible();
    const timeout = groups.getByRole('row').filter({has: page.getByRole('rowheader', {name: 'Timeout length'})});
    await expect(timeout).toContainText('a permanent ban, or warn and delete (Twitch only)');
    await expect(page.locator('dt', {hasText: 'Regular expression'}).locator('+ dd')).toContainText('Go’s RE2 syntax');
    await expect(page.getByTestId('setting-unconfirmed')).toHaveCount(0);
  });

  test('one-man spam has a threshold from 0 to 1 and no published defaults; the language filter gives both names of two settings', async ({page}) => {
    await page.goto('/chatbot/filters/one-man-spam');
    const settings = page.getByRole('table', {name: 'One-man spam filter settings'});
    const threshold = settings.getByRole('row').filter({has: page.getByRole('rowheader', {name: 'Threshold', exact: true})});
    await expect(threshold.getByRole('cell').nth(1).getByRole('img', {name: 'Not published'})).toBeVisible();
    await expect(threshold.getByRole('cell').nth(2)).toHaveText('0 to 1, decimals allowed (such as 0.8)');

    await page.goto('/chatbot/filters/language');
    const language = page.getByRole('table', {name: 'Language filter settings'});
    const confidence = language.getByRole('row').filter({has: page.getByRole('rowheader', {name: 'Minimum percentage / Minimum detection confidence'})});
    await expect(confidence.getByRole('cell').nth(1)).toHaveText('40');
    await expect(confidence.getByTestId('setting-unconfirmed')).toContainText('your dashboard shows one of the two');
  });
});

test.describe('index tables without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the modules index lists every module with its commands', async ({page}) => {
    await page.goto('/chatbot/modules');
    const table = page.getByRole('table', {name: 'Chatbot modules'});
    await expect(table.locator('tbody tr')).toHaveCount(chatModules.length);
    await expect(table.getByRole('link', {name: 'Votekick', exact: true})).toHaveAttribute('href', '/chatbot/modules/votekick');
    await expect(table.getByRole('link', {name: '!sraffle'})).toHaveAttribute('href', '/chatbot/commands/default/sraffle');
    await expect(table.getByRole('link', {name: 'Contests', exact: true})).toHaveAttribute('href', '/chatbot/modules/contests');
    await expect(table.getByRole('link', {name: '!contest'})).toHaveAttribute('href', '/chatbot/commands/default/contest');
    const others = page.getByRole('table', {name: 'Modules without a page of their own'});
    await expect(others.locator('tbody tr')).toHaveCount(modulesWithoutPage.length);
    await expect(others.getByRole('row').filter({hasText: 'Fourthwall'})).toContainText('None of its own');
  });

  test('the filters page compares every filter, each linked to its page', async ({page}) => {
    await page.goto('/chatbot/filters');
    const table = page.getByRole('table', {name: 'Spam filters compared'});
    await expect(table.locator('tbody tr')).toHaveCount(spamFilters.length);
    for (const filter of spamFilters) await expect(table.getByRole('link', {name: filter.name, exact: true})).toHaveAttribute('href', `/chatbot/filters/${filter.slug}`);
    await expect(table.getByRole('link', {name: 'Banned words', exact: true})).toHaveAttribute('href', '/chatbot/filters/bannedwords');
    const penalties = page.getByRole('table', {name: 'Filter penalties, harshest first'});
    await expect(penalties.locator('tbody tr')).toHaveCount(4);
    await expect(penalties.getByRole('row').filter({has: page.getByRole('rowheader', {name: 'Warn and delete'})})).toContainText('Twitch only');
    await expect(page.getByText(/Banned words works group by group: a match gets the penalty of the group it hit/)).toBeVisible();
    await expect(page.getByText('not confirmed', {exact: false}).filter({hasText: /banned|group/i})).toHaveCount(0);
  });
});

test('a troubleshooting link lands on its entry', async ({page}) => {
  await page.goto('/chatbot/timers');
  await page.getByRole('link', {name: 'timers not posting'}).click();
  await expect(page).toHaveURL(/\/chatbot\/troubleshooting#timers-not-posting$/);
  const entry = page.locator('h3#timers-not-posting');
  await expect(entry).toHaveText(/A timer never posts/);
  await expect(entry).toBeInViewport();
});

test('changelog entries run newest first, each with a dated anchor', async ({page}) => {
  await page.goto('/chatbot/changelog');
  const entries = await page.locator('article h2').evaluateAll((nodes) => nodes.map((n) => ({id: n.id, text: n.textContent ?? ''})));
  expect(entries.length).toBeGreaterThan(2);
  for (const {id, text} of entries) {
    expect(id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(new Date(`${text.replace(/[^\w ]/g, '').trim()} UTC`).toISOString().slice(0, 10)).toBe(id);
  }
  const ids = entries.map((e) => e.id);
  expect(ids).toEqual([...ids].sort().reverse());
});
