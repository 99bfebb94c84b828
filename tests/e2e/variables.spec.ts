import {expect, test} from '@playwright/test';
import type {Page} from '@playwright/test';
import {requiredRoutes} from '../support/routes';
import {variablePath, variables, variablesWithoutPage} from '../../src/data/variables';
import {platformOutcomes} from '../../src/data/variables/platformOutcomes';
import {filterVariables} from '../../src/components/VariablesTable/filter';
import {worksOn} from '../../src/components/PlatformList/filter';
import {platformIds, platformLabels} from '../../src/data/platforms';

const variableRoutes = requiredRoutes().filter((route) => route.startsWith('/chatbot/variables/'));
const emoteVariables = ['7tvemotes', 'bttvemotes', 'ffzemotes', 'twitchemotes'];

const variablesTable = (page: Page) => page.getByRole('table', {name: /Chatbot variables/});
const bodyRows = (page: Page) => variablesTable(page).locator('tbody tr');
const rowNames = (page: Page) => variablesTable(page).locator('tbody th[scope="row"]').allTextContents();

test.describe('variables index', () => {
  test('says $() is the main spelling and lists the variables without a page', async ({page}) => {
    await page.goto('/chatbot/variables');
    await expect(page.getByText(/That is the chatbot’s main\s+spelling; curly brackets work too/)).toBeVisible();
    const table = page.getByRole('table', {name: 'Variables without a page of their own'});
    await expect(table.locator('tbody th[scope="row"]')).toHaveText(variablesWithoutPage.map((doc) => doc.name));
    const row = (name: string) => table.getByRole('row').filter({has: page.getByRole('rowheader', {name, exact: true})});
    await expect(row('provider')).toContainText('One of twitch, youtube or kick.');
    await expect(page.getByRole('heading', {level: 2, name: 'Where each variable works'})).toBeVisible();
  });

  test('says, for every variable that does not work everywhere, what happens on the other platforms', async ({page}) => {
    await page.goto('/chatbot/variables');
    const restricted = [...variables, ...variablesWithoutPage].filter((doc) => platformOutcomes(doc).length > 0);
    const list = page.getByTestId('variables-not-everywhere').locator(':scope > li');
    await expect(list).toHaveCount(restricted.length);
    const redeem = list.filter({has: page.getByRole('link', {name: '${redeem}', exact: true})});
    await expect(redeem).toContainText('works on Twitch.');
    await expect(redeem).toContainText('On YouTube, ${redeem} does not work: the bot posts it in the reply exactly as typed.');
    await redeem.getByRole('link', {name: '${redeem}', exact: true}).click();
    await expect(page).toHaveURL(/\/chatbot\/variables\/redeem$/);
    await expect(page.getByRole('heading', {level: 2, name: 'What can go wrong'})).toBeVisible();
    await expect(page.locator('[data-variable-section="notes"]')).toContainText('On YouTube, ${redeem} does not work: the bot posts it in the reply exactly as typed.');
  });

  test('the platform buttons keep the variables that work there, by mouse, keyboard and a plain click', async ({page}) => {
    await page.goto('/chatbot/variables');
    const group = page.getByTestId('variable-platforms');
    const onPlatform = (id: string) => variables.filter((doc) => doc.platforms?.includes(id as never) || doc.unconfirmedPlatforms?.includes(id as never));
    await group.getByRole('button', {name: 'YouTube', exact: true}).click();
    await expect(bodyRows(page)).toHaveCount(onPlatform('youtube').length);
    expect(await rowNames(page)).not.toContain('user');
    await group.getByRole('button', {name: 'Kick', exact: true}).focus();
    await page.keyboard.press('Enter');
    await expect(bodyRows(page)).toHaveCount(onPlatform('kick').length);
    await group.getByRole('button', {name: 'All platforms', exact: true}).dispatchEvent('click');
    await expect(bodyRows(page)).toHaveCount(variables.length);
    await expect(variablesTable(page).getByRole('row').filter({has: page.getByRole('rowheader', {name: 'user', exact: true})})).toContainText('Twitch, Kick');
  });

  test('lists every variable with a link to its page', async ({page}) => {
    await page.goto('/chatbot/variables');
    await expect(page.getByRole('heading', {level: 1, name: 'Chatbot variables'})).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(variables.length);
    const links = await variablesTable(page).locator('tbody th a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links.sort()).toEqual(variables.map((doc) => variablePath(doc.name)).sort());
    // Every variable route of the spec is among them.
    expect(variableRoutes.filter((route) => !links.includes(route))).toEqual([]);
  });

  test('the filter narrows the table and says how many rows are left', async ({page}) => {
    await page.goto('/chatbot/variables');
    const filter = page.getByLabel('Filter variables');
    await filter.fill('emotes');
    await expect(bodyRows(page)).toHaveCount(4);
    expect((await rowNames(page)).sort()).toEqual(emoteVariables);
    // The table's own count (every doc page also has the Copy page status).
    await expect(page.getByRole('status').filter({hasText: /^Showing/})).toHaveText(`Showing 4 of ${variables.length} variables`);

    await filter.fill('${sender.points');
    await expect(bodyRows(page)).toHaveCount(1);
    expect(await rowNames(page)).toEqual(['sender']);

    await filter.fill('no such thing');
    await expect(variablesTable(page)).toContainText('No variable matches');

    await filter.fill('');
    await expect(bodyRows(page)).toHaveCount(variables.length);
  });

  test('an empty list names the platform filter that emptied it', async ({page}) => {
    // A name whose matches all miss one platform, from the data.
    const [missing, name] =
      platformIds
        .flatMap((id) => variables.filter((doc) => !worksOn(doc, id)).map((doc) => [id, doc.name] as const))
        .find(([id, found]) => filterVariables(variables, found).every((doc) => !worksOn(doc, id))) ?? [];
    expect(name).toBeDefined();
    if (!missing || !name) return;
    await page.goto('/chatbot/variables');
    await page.getByLabel('Filter variables').fill(name);
    await page.getByTestId('variable-platforms').getByRole('button', {name: platformLabels[missing], exact: true}).click();
    await expect(bodyRows(page)).toHaveCount(1);
    await expect(variablesTable(page).locator('tbody th[scope="row"]')).toHaveCount(0);
    await expect(variablesTable(page)).toContainText(`but none of them works on ${platformLabels[missing]}. Choose “All platforms”`);
    await expect(variablesTable(page)).toContainText('The platform filter emptied this list');
  });

  test('the rows link to working variable pages', async ({page}) => {
    await page.goto('/chatbot/variables');
    await variablesTable(page).getByRole('link', {name: 'weather', exact: true}).click();
    await expect(page).toHaveURL(/\/chatbot\/variables\/weather$/);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('${weather}');
  });
});

test.describe('variables index without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the whole table is there, and no filter box that could not work', async ({page}) => {
    await page.goto('/chatbot/variables');
    await expect(bodyRows(page)).toHaveCount(variables.length);
    await expect(variablesTable(page)).toContainText('${7tvemotes}');
    await expect(variablesTable(page)).toContainText('${weather "<location>"}');
    await expect(page.getByLabel('Filter variables')).toHaveCount(0);
  });
});

test.describe('a variable page', () => {
  test('shows every syntax form with a copy button, the parameters and a worked example', async ({page}) => {
    await page.goto('/chatbot/variables/user');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('${user}');

    const syntax = page.locator('[data-variable-section="syntax"]');
    const forms = ['${user}', '${user <username>}', '${user.<field>}', '${user.<field> <username>}'];
    for (const form of forms) await expect(syntax.locator('pre').getByText(form, {exact: true})).toBeVisible();
    await expect(syntax.getByRole('button', {name: /copy/i})).toHaveCount(forms.length);

    const parameters = page.locator('[data-variable-section="parameters"] table');
    await expect(parameters.getByRole('row', {name: /<username>/})).toContainText('Optional');

    const fields = page.getByRole('table', {name: /Fields of/});
    await expect(fields.getByRole('row', {name: /\$\{user\.points\}/})).toBeVisible();

    const examples = page.locator('[data-variable-section="examples"]');
    await expect(examples.locator('pre', {hasText: '!command add !pointsof'})).toBeVisible();
    await expect(examples.getByRole('list', {name: /Chat transcript/}).first()).toContainText('PixelPanda has 2450 points.');

    const related = page.locator('[data-variable-section="related"]');
    await expect(related.getByRole('link', {name: '${sender}'})).toHaveAttribute('href', '/chatbot/variables/sender');
  });

  test('shows the 2026 behaviours: inclusive bounds, no YouTube for ${user}', async ({page}) => {
    await page.goto('/chatbot/variables/random');
    await expect(page.locator('[data-variable-section="notes"]')).toContainText('Behaviour Both bounds are inclusive');
    await page.goto('/chatbot/variables/user');
    await expect(page.locator('[data-variable-section="platforms"]')).toHaveText('Works on: Twitch, KickDoes not work on YouTube.');
  });

  test('the argument tokens page is titled by its subject, and the bot has no ${args}', async ({page}) => {
    await page.goto('/chatbot/variables/args');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Argument tokens');
    const syntax = page.locator('[data-variable-section="syntax"]');
    for (const form of ['${1}', '${1:}', '${1:3}', '${:2}']) await expect(syntax.locator('pre').getByText(form, {exact: true})).toBeVisible();
    await expect(page.locator('[data-variable-section="notes"]')).toContainText('${args}: The bot has no variable of that name');
    await page.goto('/chatbot/variables/touser');
    await expect(page.locator('[data-variable-section="related"]').getByRole('link', {name: 'Argument tokens', exact: true})).toHaveAttribute('href', '/chatbot/variables/args');
    await expect(page.locator('[data-variable-section="syntax"]')).not.toContainText('Also accepted');
  });

  test('shows an error text where the facts give one', async ({page}) => {
    await page.goto('/chatbot/variables/ai');
    await expect(page.getByRole('heading', {level: 2, name: 'What can go wrong'})).toBeVisible();
    await expect(page.locator('[data-variable-section="notes"] samp', {hasText: 'rate limit exceeded'})).toBeVisible();
  });
});
