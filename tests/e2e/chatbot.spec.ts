import {expect, test} from '@playwright/test';

test.describe('chatbot module page', () => {
  test('roulette marks unpublished defaults and shows the command it adds', async ({page}) => {
    await page.goto('/chatbot/modules/roulette');
    await expect(page.getByRole('heading', {level: 1, name: 'Roulette module'})).toBeVisible();

    const settings = page.getByRole('table', {name: 'Roulette settings'});
    const minimum = settings.getByRole('row').filter({has: page.getByRole('rowheader', {name: 'Minimum amount'})});
    await expect(minimum.getByRole('cell').nth(1).getByRole('img', {name: 'Not published'})).toBeVisible();
    await expect(page.getByText(/A dash means the value is not published/)).toBeVisible();

    const command = page.getByTestId('module-commands').getByRole('link', {name: '!roulette <amount_or_%>'});
    await expect(command).toHaveAttribute('href', '/chatbot/commands/default/roulette');
    await expect(page.getByRole('table', {name: 'Placeholders'}).getByRole('rowheader', {name: '{bet}'})).toBeVisible();
  });

  test('the slot machine shows its published cooldown defaults', async ({page}) => {
    await page.goto('/chatbot/modules/slotmachine');
    const settings = page.getByRole('table', {name: 'Slot machine settings'});
    const user = settings.getByRole('row').filter({has: page.getByRole('rowheader', {name: 'User cooldown'})});
    await expect(user.getByRole('cell').nth(1)).toHaveText('60');
    const global = settings.getByRole('row').filter({has: page.getByRole('rowheader', {name: 'Global cooldown'})});
    await expect(global.getByRole('cell').nth(1)).toHaveText('0');
  });
});

test.describe('spam filter page', () => {
  test('links shows its settings and its penalties', async ({page}) => {
    await page.goto('/chatbot/filters/links');
    const settings = page.getByRole('table', {name: 'Links filter settings'});
    for (const name of ['Allowlist', 'Blocklist', 'Timeout duration', 'Excluded user groups', 'Custom timeout message'])
      await expect(settings.getByRole('rowheader', {name, exact: true})).toBeVisible();
    await expect(settings.getByRole('row')).toHaveCount(6);

    const penalties = page.locator('h2#penalties + ul > li');
    await expect(penalties).toHaveCount(2);
    await expect(penalties.filter({hasText: 'Timeout duration'})).toHaveCount(1);
    await expect(penalties.filter({hasText: 'Custom timeout message'})).toHaveCount(1);
    await expect(page.getByRole('link', {name: '!permit <username>'})).toHaveAttribute('href', '/chatbot/commands/default/permit');
  });
});

test.describe('index tables without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the modules index lists every module with its commands', async ({page}) => {
    await page.goto('/chatbot/modules');
    const table = page.getByRole('table', {name: 'Chatbot modules'});
    await expect(table.locator('tbody tr')).toHaveCount(12);
    await expect(table.getByRole('link', {name: 'Votekick', exact: true})).toHaveAttribute('href', '/chatbot/modules/votekick');
    await expect(table.getByRole('link', {name: '!sraffle'})).toHaveAttribute('href', '/chatbot/commands/default/sraffle');
  });

  test('the filters page compares all six filters', async ({page}) => {
    await page.goto('/chatbot/filters');
    const table = page.getByRole('table', {name: 'Spam filters compared'});
    await expect(table.locator('tbody tr')).toHaveCount(6);
    await expect(table.getByRole('link', {name: 'Banned words', exact: true})).toHaveAttribute('href', '/chatbot/filters/bannedwords');
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
