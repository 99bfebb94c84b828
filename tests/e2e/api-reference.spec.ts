import {expect, test, type Page, type Route} from '@playwright/test';
import {loadDocument} from '../../plugins/openapi/reference';
import {documentSamples} from '../../plugins/openapi/sampleFiles';
import {fullBrowser} from '../../scripts/chromium.mjs';
import {allOperations} from '../../src/apiReference/model';
import {site} from '../../src/site';
import {dialogInput, openDialog} from './searchSupport';
import {collectConsole, hold, routeRendered} from './support';

/**
 * The reference API on /api: reached from a search hit, and tried against a local fake of the API
 * (Playwright request routing; no test reaches the internet), under the site's CSP as `npm run
 * serve` sends it.
 */
const apiDocument = loadDocument();
const operations = allOperations(apiDocument);
const API = `${new URL(site.apiBaseUrl).origin}/**`;
const TOKEN = 'tok-3f9a1c-never-stored';
const CHANNEL = '6a1f3c9e2b7d4e0f8c5a9b31';
const cors = {'access-control-allow-origin': '*'};

type Answer = {status?: number; contentType?: string; body?: string} | 'network failure';

/** Routes the API to a fake that answers `answer` and records what it was asked. */
async function fakeApi(page: Page, answer: Answer): Promise<{method: string; url: string; authorization?: string}[]> {
  const calls: {method: string; url: string; authorization?: string}[] = [];
  await page.route(API, async (route: Route) => {
    const request = route.request();
    calls.push({method: request.method(), url: request.url(), authorization: (await request.allHeaders()).authorization});
    if (answer === 'network failure') return route.abort('failed');
    return route.fulfill({status: answer.status ?? 200, contentType: answer.contentType ?? 'application/json', headers: cors, body: answer.body ?? '[]'});
  });
  return calls;
}

const operation = (page: Page, id: string) => page.locator(`section[data-operation="${id}"]`);

/** Opens an operation's panel with a real click and waits until it is ready. */
async function openPanel(page: Page, id: string) {
  const section = operation(page, id);
  await section.getByRole('button', {name: 'Try it'}).click();
  await expect(section.locator('[data-try-it-ready]')).toBeVisible();
  return section;
}

/** Fills and sends the panel of a one-parameter GET (`channel`), opening it first if needed. */
async function sendGet(page: Page, id: string, token = TOKEN) {
  const section = operation(page, id);
  if ((await section.locator('[data-try-it-ready]').count()) === 0) await openPanel(page, id);
  await section.getByLabel(/^channel/).fill(CHANNEL);
  await page.getByRole('textbox', {name: 'Token for Try it'}).fill(token);
  await section.getByRole('button', {name: 'Send request'}).click();
  return section;
}

test.describe('/api reference', () => {
  test('a search hit on another page lands on the operation’s anchor', async ({page}) => {
    await page.goto('/overlays');
    await openDialog(page);
    await dialogInput(page).fill('POST /bot/timers');
    const hit = page.locator('.DocSearch-Hit a[data-url$="/api#create-timer"]');
    await expect(hit).toBeVisible();
    await hit.click();
    await expect(page).toHaveURL(/\/api#create-timer$/);
    // Arrived by in-app navigation: the reference came as a fragment, then the hash was scrolled to.
    await expect(page.locator('#create-timer')).toBeInViewport();
    await expect(page.locator('section[data-operation]')).toHaveCount(operations.length);
    // The page holds the heading in place while the operations around it are laid out, and gives
    // way at the reader's first scroll: the wheel moves the page and it stays moved.
    await page.mouse.move(400, 400);
    await page.mouse.wheel(0, 3000);
    await expect(page.locator('#create-timer')).not.toBeInViewport();
    await page.waitForTimeout(500);
    await expect(page.locator('#create-timer')).not.toBeInViewport();
  });

  // Operations are laid out only near the screen, with a stand-in height until then
  // (plugins/openapi/render/styles.ts): an anchor must still land on its operation, deep in the page.
  const deep = operations[Math.floor(operations.length * 0.75)]!;
  test("an address with an operation's anchor opens at that operation", async ({page}) => {
    await page.goto(`/api#${deep.anchor}`);
    await expect(page.locator(`[id="${deep.anchor}"]`)).toBeInViewport();
  });

  test('a table-of-contents entry deep in the page brings its operation into view', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 800});
    await page.goto('/api');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.locator(`.table-of-contents a[href="#${deep.anchor}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`#${deep.anchor}$`));
    await expect(page.locator(`[id="${deep.anchor}"]`)).toBeInViewport();
  });
});

// One page for all try-it tests: /api is the longest page of the site, and loading it once keeps the
// suite lean. Each test uses its own operation's panel (panels stay open) and its own fake.
test.describe.serial('/api try it', () => {
  let shared: Page;
  test.beforeAll(async ({browser}) => {
    shared = await browser.newPage({baseURL: `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`});
    await shared.goto('/api#list-timers');
    // How long this page takes to hydrate is the benchmarks' business, not this wait's.
    await expect(shared.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  });
  test.afterAll(async () => {
    await shared.close();
  });
  test.beforeEach(async () => {
    await shared.unrouteAll({behavior: 'ignoreErrors'});
  });

  test('shows every operation of the document; Try it opens on a plain click event and checks values before sending', async () => {
    const page = shared;
    await expect(page.locator('section[data-operation]')).toHaveCount(operations.length);
    const calls = await fakeApi(page, {body: '[]'});
    const section = operation(page, 'listTimers');
    await section.getByRole('button', {name: 'Try it'}).dispatchEvent('click');
    await expect(section.locator('[data-try-it-ready]')).toBeVisible();
    await section.getByRole('button', {name: 'Send request'}).click();
    const field = section.getByLabel(/^channel/);
    await expect(section.getByText('Enter a value: channel is required.')).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    await field.fill('12345');
    await section.getByRole('button', {name: 'Send request'}).click();
    await expect(section.getByText(/channel must be an id of 24 hexadecimal characters/)).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  test('shows a success with status, time and the formatted JSON body, and never keeps the token', async () => {
    const page = shared;
    const console = collectConsole(page, 'error');
    const messages: string[] = [];
    page.on('console', (message) => messages.push(message.text()));
    const calls = await fakeApi(page, {body: JSON.stringify([{name: 'Stretch break', interval: 20}])});
    const section = await sendGet(page, 'listTimers');
    await expect(section.getByText(/^200 OK · \d+ ms · JSON$/)).toBeVisible();
    await expect(section.locator('.api-try__body')).toContainText('"name": "Stretch break"');
    // A screen reader hears the one-line summary, not the whole body: the only live region holds just it.
    const live = section.locator('[aria-live]');
    await expect(live).toHaveCount(1);
    await expect(live).toHaveText(/^Result: 200 OK, \d+ ms, JSON\.$/);
    expect(calls).toEqual([{method: 'GET', url: `${site.apiBaseUrl}/bot/timers/${CHANNEL}`, authorization: `Bearer ${TOKEN}`}]);
    const stored = await page.evaluate(() => JSON.stringify({...localStorage}) + JSON.stringify({...sessionStorage}) + document.cookie);
    expect(stored).not.toContain(TOKEN);
    expect(page.url()).not.toContain(TOKEN);
    expect(messages.join('\n')).not.toContain(TOKEN);
    expect(console).toEqual([]);
  });

  test('says what to do for 401, 403 (naming the scope), 429, a network failure and a non-JSON body', async () => {
    const page = shared;
    const answers: Answer[] = [];
    let next: Answer = {status: 401, body: '{"statusCode":401,"error":"Unauthorized"}'};
    await page.route(API, (route) => {
      answers.push(next);
      if (next === 'network failure') return route.abort('failed');
      return route.fulfill({status: next.status ?? 200, contentType: next.contentType ?? 'application/json', headers: cors, body: next.body ?? ''});
    });
    const section = await sendGet(page, 'listCommands', '');
    const alert = section.getByRole('alert');
    await expect(alert).toContainText('The API refused the token (401): it is missing, mistyped or expired.');

    next = {status: 403, body: '{"statusCode":403,"error":"Forbidden"}'};
    await section.getByRole('button', {name: 'Send request'}).click();
    await expect(alert).toContainText('The token is valid but lacks a right this operation needs (403): likely the scope “bot:read” (the provider does not state it per operation).');

    next = {status: 429, body: '{"statusCode":429}'};
    await section.getByRole('button', {name: 'Send request'}).click();
    await expect(alert).toContainText('Too many requests (429): the API is limiting you. Wait a moment, then send again.');
    await expect(section.locator('.api-try__limit')).toHaveCount(0);

    next = 'network failure';
    await section.getByRole('button', {name: 'Send request'}).click();
    await expect(alert).toContainText('The API may not accept calls from a browser; copy the request as curl and run it from your computer or server.');

    next = {status: 200, contentType: 'text/plain; charset=utf-8', body: 'Created'};
    await section.getByRole('button', {name: 'Send request'}).click();
    await expect(section.getByText(/^200 OK · \d+ ms · text\/plain$/)).toBeVisible();
    await expect(section.locator('.api-try__body')).toHaveText('Created');
    expect(answers).toHaveLength(5);
  });

  test('cuts a very large answer and offers it whole as a download', async () => {
    const page = shared;
    await fakeApi(page, {body: JSON.stringify({rows: Array.from({length: 6000}, (_, i) => ({i, text: 'timer message text'}))})});
    const section = await sendGet(page, 'getModules');
    await expect(section.getByText(/The answer is [\d,]+ characters long; the first 100,000 are shown\./)).toBeVisible();
    const download = page.waitForEvent('download');
    await section.getByRole('link', {name: 'Download the whole answer'}).click();
    expect((await download).suggestedFilename()).toBe('answer.json');
  });

  test('asks before a write, and sends only when confirmed', async () => {
    const page = shared;
    const calls = await fakeApi(page, {status: 201, body: '{"_id":"abc"}'});
    const section = await openPanel(page, 'createTimer');
    await section.getByLabel(/^channel/).fill(CHANNEL);
    await section.getByRole('button', {name: 'Send request'}).click();
    const confirm = section.getByRole('alertdialog', {name: 'Confirm the change'});
    await expect(confirm).toContainText('This POST changes data on the real channel the token belongs to. Send it?');
    expect(calls).toHaveLength(0);
    await confirm.getByRole('button', {name: 'Cancel'}).click();
    await section.getByRole('button', {name: 'Send request'}).click();
    await section.getByRole('button', {name: 'Send the POST'}).click();
    await expect(section.getByText(/^201 Created · \d+ ms · JSON$/)).toBeVisible();
    expect(calls.map((c) => c.method)).toEqual(['POST']);
  });

  test('with the keyboard, focus follows the buttons that take each other\'s place: into the confirmation, back on Cancel or Escape, back after the answer', async () => {
    const page = shared;
    const calls = await fakeApi(page, {status: 201, body: '{"_id":"abc"}'});
    // The page is shared: the test before may have left this panel open.
    const section = operation(page, 'createTimer');
    if ((await section.locator('[data-try-it-ready]').count()) === 0) await openPanel(page, 'createTimer');
    await section.getByLabel(/^channel/).fill(CHANNEL);
    const sendButton = section.getByRole('button', {name: 'Send request'});
    await sendButton.focus();
    await page.keyboard.press('Enter');
    const confirm = section.getByRole('alertdialog', {name: 'Confirm the change'});
    // The least destructive choice: Enter again must not send.
    await expect(confirm.getByRole('button', {name: 'Cancel'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sendButton).toBeFocused();
    expect(calls).toHaveLength(0);
    // Escape closes the confirmation as Cancel does, from either of its buttons.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+Tab');
    await expect(confirm.getByRole('button', {name: 'Send the POST'})).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(sendButton).toBeFocused();
    expect(calls).toHaveLength(0);
    await page.keyboard.press('Enter');
    await expect(confirm.getByRole('button', {name: 'Cancel'})).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(confirm.getByRole('button', {name: 'Send the POST'})).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(section.getByText(/^201 Created · \d+ ms · JSON$/)).toBeVisible();
    await expect(sendButton).toBeFocused();
    expect(calls.map((c) => c.method)).toEqual(['POST']);
  });

  test('copies the request as curl with the token masked unless the reader includes it', async () => {
    const page = shared;
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const section = await openPanel(page, 'getBot');
    await section.getByLabel(/^channel/).fill(CHANNEL);
    await page.getByRole('textbox', {name: 'Token for Try it'}).fill(TOKEN);
    await section.getByRole('button', {name: 'Copy as curl'}).click();
    await expect(section.getByRole('status')).toContainText('Copied.');
    const masked = await page.evaluate(() => navigator.clipboard.readText());
    // The page's own sample of the operation, in the form the build's snippet generator writes.
    expect(masked).toBe(documentSamples(apiDocument).byOperation.get('getBot')!.get('curl'));
    expect(masked).toContain('--header "Authorization: Bearer $SE_TOKEN"');
    expect(masked).not.toContain(TOKEN);
    await section.getByLabel('Include my token').check();
    await section.getByRole('button', {name: 'Copy as curl'}).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain(`Authorization: Bearer ${TOKEN}`);
    // The command is also shown for selecting by hand; "Forget" takes it away with the token.
    await expect(section.locator('.api-try__curl pre')).toContainText(TOKEN);
    await page.getByRole('button', {name: 'Forget'}).click();
    await expect(page.getByRole('textbox', {name: 'Token for Try it'})).toHaveValue('');
    await expect(section.getByText(TOKEN)).toHaveCount(0);
  });

  test('works from the keyboard: focus warms the code, Enter opens the panel', async () => {
    const page = shared;
    const button = operation(page, 'getTimer').getByRole('button', {name: 'Try it'});
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(operation(page, 'getTimer').locator('[data-try-it-ready]')).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  });
  test('lists tips with only the channel id, and offers that channel id to every other panel', async () => {
    const page = shared;
    const calls = await fakeApi(page, {body: '[]'});
    const tips = await openPanel(page, 'listTips');
    await tips.getByLabel(/^channel/).fill(CHANNEL);
    await page.getByRole('textbox', {name: 'Token for Try it'}).fill(TOKEN);
    await tips.getByRole('button', {name: 'Send request'}).click();
    await expect(tips.getByText(/^200 OK · \d+ ms · JSON$/)).toBeVisible();
    expect(calls.map((c) => c.url)).toEqual([`${site.apiBaseUrl}/tips/${CHANNEL}`]);
    const top = await openPanel(page, 'listTopTippers');
    await expect(top.getByLabel(/^channel/)).toHaveValue(CHANNEL);
    // One operation also takes a channel's name, which the others refuse: a name is not offered to them.
    const byName = await openPanel(page, 'getChannel');
    await byName.getByLabel(/^channel/).fill('lanternfish_live');
    const stats = await openPanel(page, 'getChannelStats');
    await expect(stats.getByLabel(/^channel/)).toHaveValue(CHANNEL);
  });

  test('a 429 shows its Retry-After and rate-limit headers, and a body that claims JSON and is not is flagged', async () => {
    const page = shared;
    await page.route(API, (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: {...cors, 'access-control-expose-headers': 'Retry-After, X-RateLimit-Remaining', 'retry-after': '30', 'x-ratelimit-remaining': '0'},
        body: 'slow down',
      }),
    );
    const section = await sendGet(page, 'getTipLeaderboard');
    await expect(section.getByRole('alert').first()).toContainText('It asks you to wait 30 seconds (Retry-After), then send again.');
    const limits = section.locator('.api-try__limit');
    await expect(limits.locator('dt')).toHaveText(['retry-after', 'x-ratelimit-remaining']);
    await expect(limits.locator('dd')).toHaveText(['30', '0']);
    await expect(section.locator('.api-try__warning')).toContainText('The answer says it is JSON (application/json) but is not');
  });

  test('a slow call can be cancelled', async () => {
    const page = shared;
    const call = await hold(page, API, (route) => route.fulfill({status: 200, contentType: 'application/json', headers: cors, body: '[]'}).catch(() => undefined));
    const section = await sendGet(page, 'listTopTippers');
    await section.getByRole('button', {name: 'Cancel'}).click();
    await expect(section.getByText(/^Cancelled · \d+ ms$/)).toBeVisible();
    await expect(section.getByRole('button', {name: 'Send request'})).toBeEnabled();
    call.release();
  });

  test('refuses . and .. as a path value before sending', async () => {
    const page = shared;
    const calls = await fakeApi(page, {body: '{}'});
    const section = await openPanel(page, 'resetUserPoints');
    await section.getByLabel(/^channel/).fill(CHANNEL);
    await section.getByLabel(/^user/).fill('..');
    await section.getByRole('button', {name: 'Send request'}).click();
    await expect(section.getByText('user cannot be “..”: it would change which address the request goes to.')).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  test('keeps the token out of every DOM attribute', async () => {
    const page = shared;
    await page.getByRole('textbox', {name: 'Token for Try it'}).fill(TOKEN);
    await expect(page.getByRole('textbox', {name: 'Token for Try it'})).toHaveValue(TOKEN);
    const attributes = await page.evaluate(() => Array.from(document.querySelectorAll('*')).flatMap((element) => Array.from(element.attributes).map((attribute) => attribute.value)));
    expect(attributes.filter((value) => value.includes(TOKEN))).toEqual([]);
  });
});

test('Try it whose data could not be loaded offers to load it again, and then opens', async ({page}) => {
  test.slow();
  let refused = 0;
  await page.route('**/assets/api/try-it.*.json', (route) => (refused++ === 0 ? route.abort('internetdisconnected') : route.continue()));
  await page.goto('/api#get-bot');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const section = operation(page, 'getBot');
  await section.getByRole('button', {name: 'Try it'}).click();
  const failed = section.getByRole('alert');
  await expect(failed).toContainText('The reference could not be loaded for trying.');
  await failed.getByRole('button', {name: 'Load again'}).click();
  await expect(section.locator('[data-try-it-ready]')).toBeVisible();
  expect(refused).toBe(2);
});

test('the Try it token and channel id are forgotten when the reader leaves /api', async ({page}) => {
  // A fresh load of the longest page, then away and Back: patience on a loaded machine (the speed budget is in the benchmarks).
  test.slow();
  await page.goto('/api#get-bot');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  const section = await openPanel(page, 'getBot');
  await section.getByLabel(/^channel/).fill(CHANNEL);
  await page.getByRole('textbox', {name: 'Token for Try it'}).fill(TOKEN);
  await page.locator('.navbar').getByRole('link', {name: 'Overlays'}).first().click();
  // The address (and the canonical link) change at the click, /api stays on screen until the next
  // page's code has come: the reader has left once that page shows, not before.
  await routeRendered(page, '/overlays');
  await page.goBack();
  await expect(page).toHaveURL(/\/api#get-bot$/);
  await expect(page.locator('section[data-operation]')).toHaveCount(operations.length);
  const calls = await fakeApi(page, {body: '{}'});
  const again = await openPanel(page, 'getBot');
  await expect(again.getByLabel(/^channel/)).toHaveValue('');
  await expect(page.getByRole('textbox', {name: 'Token for Try it'})).toHaveValue('');
  await again.getByLabel(/^channel/).fill(CHANNEL);
  await again.getByRole('button', {name: 'Send request'}).click();
  await expect(again.getByText(/^200 OK/)).toBeVisible();
  expect(calls[0]?.authorization).toBeUndefined();
});

test('the Try it token and channel id are also gone after a full load away and Back, from the back-forward cache', async ({playwright}, testInfo) => {
  test.slow();
  // Playwright turns the back-forward cache off; desktop Chrome has it on. The headless shell the
  // other tests run in has none, so this one runs in the full browser (scripts/chromium.mjs).
  const browser = await playwright.chromium.launch({...testInfo.project.use.launchOptions, executablePath: fullBrowser.path, ignoreDefaultArgs: ['--disable-back-forward-cache']});
  try {
    const page = await (await browser.newContext({baseURL: testInfo.project.use.baseURL})).newPage();
    await page.goto('/api#list-timers');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const section = await openPanel(page, 'listTimers');
    await section.getByLabel(/^channel/).fill(CHANNEL);
    await page.getByRole('textbox', {name: 'Token for Try it'}).fill(TOKEN);
    await page.evaluate(() => ((window as unknown as {samePage: boolean}).samePage = true));
    // The operation's link to its page is plain HTML in the reference: a full load, not the app's.
    const away = section.locator('.api-ref__explained a').first();
    const pageOfOperation = (await away.getAttribute('href'))!;
    await away.click();
    await expect(page).toHaveURL(new RegExp(`${pageOfOperation}$`));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${pageOfOperation}$`));
    // A page restored from the cache fires no load event: the wait is for the address.
    await page.goBack({waitUntil: 'commit'});
    await expect(page).toHaveURL(/\/api#list-timers$/);
    // The same page, restored from the cache (not loaded again), with nothing typed left in it.
    expect(await page.evaluate(() => (window as unknown as {samePage?: boolean}).samePage)).toBe(true);
    await expect(page.getByRole('textbox', {name: 'Token for Try it'})).toHaveCount(0);
    await expect(page.locator(`text=${TOKEN}`)).toHaveCount(0);
    const again = await openPanel(page, 'listTimers');
    await expect(again.getByLabel(/^channel/)).toHaveValue('');
    await expect(page.getByRole('textbox', {name: 'Token for Try it'})).toHaveValue('');
  } finally {
    await browser.close();
  }
});

test('on a 360 px phone the open token bar keeps its Kind label beside its select, and back-to-top stays clear of the bar', async ({page}) => {
  test.slow();
  await page.setViewportSize({width: 360, height: 740});
  await page.goto('/api#get-bot');
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await openPanel(page, 'getBot');
  const bar = page.getByRole('form', {name: 'Try it settings'});
  await bar.getByRole('button', {name: /^Token: none/}).click();
  const kind = bar.getByText('Kind', {exact: true});
  const select = bar.getByRole('combobox', {name: 'Kind'});
  await expect(select).toBeVisible();
  const [label, box] = [await kind.boundingBox(), await select.boundingBox()];
  const middle = (label?.y ?? 0) + (label?.height ?? 0) / 2;
  expect(middle, 'the label sits on its select’s line').toBeGreaterThan(box?.y ?? 0);
  expect(middle).toBeLessThan((box?.y ?? 0) + (box?.height ?? 0));
  expect(label?.x ?? 0).toBeLessThan(box?.x ?? 0);

  // The reader's own scrolling, down a long way and a little back up: back-to-top shows.
  await page.mouse.move(180, 300);
  await page.mouse.wheel(0, 4000);
  await page.mouse.wheel(0, -400);
  const backToTop = page.getByRole('button', {name: 'Scroll back to top'});
  await expect(backToTop).toBeVisible();
  await expect(backToTop).not.toHaveCSS('transform', /matrix\(0/);
  const [arrow, settings] = [await backToTop.boundingBox(), await bar.boundingBox()];
  expect((arrow?.y ?? 0) + (arrow?.height ?? 0), 'back-to-top ends above the bar').toBeLessThanOrEqual(settings?.y ?? 0);
});
