/**
 * The spam filter bench (issue 39) as a visitor uses it: loaded on intent, a pasted chat log read
 * verdict by verdict (the expected texts come from the bench's own model run on the same lines and
 * settings), keyboard and 390 px use, a 5 MB paste, the share link, a filter page's preset, and the
 * API's real verdict against a local fake. Served under the site's Content-Security-Policy.
 */
import {expect, test, type Page} from '@playwright/test';
import {site} from '../../src/site';
import {parseLog, MAX_LOG_CHARS} from '../../src/tools/filterBench/model/chatLog';
import {startingDraft, type BenchDraft} from '../../src/tools/filterBench/model/draft';
import {evaluateLines} from '../../src/tools/filterBench/model/evaluate';
import {presets} from '../../src/tools/filterBench/model/presets';
import {filterName, filterOrder} from '../../src/tools/filterBench/model/settings';
import {headline, summary} from '../../src/tools/filterBench/ui/describe';
import {replyVerdict} from '../../src/tools/filterBench/replyCheck';
import {cutMessage} from '../../src/tools/textLimit';
import {longestFrameGap, MAX_FRAME_GAP_MS, startHeartbeat} from './heartbeat';
import {toolFolders} from '../../src/tools/registry';
import {appReady, chunkContaining} from './support';

const panel = (page: Page) => page.locator('[data-filter-bench="open"]');
const lines = (page: Page) => panel(page).getByRole('textbox', {name: 'Chat lines'});
const results = (page: Page) => panel(page).getByRole('list', {name: 'Verdicts, line by line'}).locator(':scope > li');

/** A small log of our own: a shout, a link, a calm line, and a moderator who shouts. */
const log = ['LanternLynx: hello everyone, nice to be here', 'LanternLynx: THIS IS THE BEST RUN I HAVE EVER SEEN', 'CobaltCrane: grab it at www.free-loot.example now', 'ModMarten: PLEASE READ THE RULES BEFORE POSTING'].join('\n');

/** What the bench's model says about `text` with the draft's settings (the page must show the same). */
function expected(draft: BenchDraft) {
  const parsed = parseLog(draft.log, {senders: draft.senders, fallback: draft.fallback, spacingSeconds: draft.spacingSeconds});
  return evaluateLines(parsed.lines, draft.settings).results;
}

async function openBench(page: Page, route = '/chatbot/filters', button = 'Open the filter bench') {
  await page.goto(route);
  await appReady(page);
  await page.getByRole('button', {name: button}).click();
  await expect(panel(page)).toBeVisible();
}

test.beforeEach(async ({page}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('bench-test-started')) {
      localStorage.clear();
      sessionStorage.setItem('bench-test-started', '1');
    }
  });
});

test('nothing of the bench loads before the visitor shows intent', async ({page}) => {
  // Its descriptor's marker, in ASCII: a minifier may write ’ as an escape.
  const benchChunk = chunkContaining(toolFolders['src/tools/filterBench']!.loadsOnIntent);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/chatbot/filters');
  await appReady(page);
  await page.waitForLoadState('networkidle');
  expect(scripts).not.toContain(benchChunk);
  await page.getByRole('button', {name: 'Open the filter bench'}).hover();
  await expect.poll(() => scripts.includes(benchChunk)).toBe(true);
});

test('a pasted chat log gets a verdict per line, announced, with each filter’s count and the chat message', async ({page}) => {
  await openBench(page);
  await lines(page).fill(log);
  const moderator = panel(page).getByRole('row', {name: /ModMarten/u});
  await moderator.getByRole('combobox', {name: 'ModMarten: user level'}).selectOption('moderator');

  const draft = startingDraft(log);
  draft.senders = {ModMarten: {level: 'moderator', platform: 'twitch'}};
  const want = expected(draft);
  await expect(panel(page).locator('[data-bench-summary]')).toContainText(summary(want));
  await expect(results(page)).toHaveCount(want.length);
  for (const [index, result] of want.entries()) {
    const card = results(page).nth(index);
    await expect(card.locator('[data-verdict]')).toHaveText(headline(result));
    // Each card's disclosure is named for its line, the visible words first.
    await expect(card.locator('summary')).toHaveAccessibleName(`Every filter’s verdict on line ${result.line.lineNumber}`);
    if (result.applied?.penalty?.chat) await expect(card).toContainText(`Chat sees the bot say: “${result.applied.penalty.chat}”`);
  }
  // The shout is caught by caps, with the counts; the moderator's is not checked (regulars are excluded from the start).
  const caps = want[1]!.verdicts.find((v) => v.filter === 'caps')!;
  expect(caps.outcome).toBe('caught');
  await results(page).nth(1).getByText('Every filter’s verdict').click();
  await expect(results(page).nth(1).locator('[data-filter="caps"]')).toContainText(caps.detail);
  const modCaps = want[3]!.verdicts.find((v) => v.filter === 'caps')!;
  expect(modCaps.outcome).toBe('exempt');
  await expect(results(page).nth(3).locator('[data-verdict]')).toHaveText(headline(want[3]!));
  // Every verdict that rests on an approximation says so, with its fact.
  await expect(results(page).nth(1).locator('[data-filter="caps"]')).toContainText('Approximation:');
});

test('usable by keyboard and at 390 px: type, read the announced verdict, change a setting', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/chatbot/filters');
  await appReady(page);
  const button = page.getByRole('button', {name: 'Open the filter bench'});
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(lines(page)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('WillowWren: WHO TURNED THE LIGHTS OFF IN HERE');
  const draft = startingDraft('WillowWren: WHO TURNED THE LIGHTS OFF IN HERE');
  await expect(panel(page).getByRole('status').filter({hasText: 'Line 1:'})).toContainText(headline(expected(draft)[0]!));
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Raise the caps limits by keyboard: the line now passes.
  const caps = panel(page).locator('[data-settings="caps"]');
  await caps.locator('summary').focus();
  await page.keyboard.press('Enter');
  const amount = caps.getByRole('spinbutton', {name: 'Maximum amount'});
  await amount.focus();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('100');
  const percent = caps.getByRole('spinbutton', {name: 'Maximum percent'});
  await percent.fill('100');
  draft.settings.filters.caps.maxAmount = 100;
  draft.settings.filters.caps.maxPercent = 100;
  await expect(results(page).first().locator('[data-verdict]')).toHaveText(headline(expected(draft)[0]!));
});

test('each filter’s settings carry the filter in their names: "On, Caps", never ten fields called "On"', async ({page}) => {
  await openBench(page);
  for (const filter of filterOrder) {
    const settings = panel(page).locator(`[data-settings="${filter}"]`);
    await settings.locator('summary').click();
    await expect(panel(page).getByRole('checkbox', {name: `On, ${filterName(filter)}`, exact: true})).toHaveCount(1);
    // Every named field of the panel ends with its filter (the label a reader sees comes first).
    const names = await settings.locator('input, select, textarea').evaluateAll((fields) => fields.map((field) => field.getAttribute('aria-label')));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name, filter).toMatch(new RegExp(`, ${filterName(filter).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
  }
});

test('a plain click with no pointer or focus before it opens the bench', async ({page}) => {
  await page.goto('/chatbot/filters');
  await appReady(page);
  await page.getByRole('button', {name: 'Open the filter bench'}).dispatchEvent('click');
  await expect(panel(page)).toBeVisible();
});

test('a 5 MB paste is cut to the lines’ limit with a message, and the page keeps painting', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openBench(page);
  const pasted = 5 * 1024 * 1024;
  await page.evaluate((length) => navigator.clipboard.writeText('SpamSparrow: buy now\n'.repeat(Math.ceil(length / 21)).slice(0, length)), pasted);
  await lines(page).fill('');
  await startHeartbeat(page);
  await lines(page).press('ControlOrMeta+V');
  await expect(panel(page).locator('[data-field-limit]')).toHaveText(cutMessage('the chat lines', pasted, pasted - MAX_LOG_CHARS, MAX_LOG_CHARS));
  expect(await lines(page).evaluate((field: HTMLTextAreaElement) => field.value.length)).toBe(MAX_LOG_CHARS);
  await expect(panel(page).locator('[data-bench-summary]')).toContainText('more lines were left out');
  expect(await longestFrameGap(page)).toBeLessThan(MAX_FRAME_GAP_MS);
});

test('the share link carries settings and lines (never a token) and opens them in a fresh browser', async ({page, context, browser}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openBench(page);
  await lines(page).fill(log);
  const caps = panel(page).locator('[data-settings="caps"]');
  await caps.locator('summary').click();
  await caps.getByRole('spinbutton', {name: 'Maximum amount'}).fill('7');
  await panel(page).getByRole('button', {name: 'Copy share link'}).click();
  await expect(panel(page).getByText(/^Link copied/u)).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).hash).toMatch(/^#bench=/u);

  const fresh = await browser.newContext({baseURL: new URL(link).origin});
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(panel(other)).toBeVisible();
  await expect(lines(other)).toHaveValue(log);
  await other.locator('[data-settings="caps"] summary').click();
  await expect(other.locator('[data-settings="caps"]').getByRole('spinbutton', {name: 'Maximum amount'})).toHaveValue('7');
  // Edited after opening the link, then reloaded: the edit stays, the link does not come back over it.
  await expect(other).not.toHaveURL(/#bench=/u);
  await lines(other).fill(`${log}\nviewer: one more line`);
  await other.reload();
  await other.getByRole('button', {name: 'Open the filter bench'}).click();
  await expect(lines(other)).toHaveValue(`${log}\nviewer: one more line`);
  await fresh.close();
});

test('a share link made on a filter’s page opens the bench there, with the shared lines', async ({page, context, browser}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openBench(page, '/chatbot/filters/caps', 'Try this filter in the bench');
  await lines(page).fill(log);
  await panel(page).getByRole('button', {name: 'Copy share link'}).click();
  await expect(panel(page).getByText(/^Link copied/u)).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(link).pathname).toBe('/chatbot/filters/caps');
  const fresh = await browser.newContext({baseURL: new URL(link).origin});
  const other = await fresh.newPage();
  await other.goto(link);
  await expect(panel(other)).toBeVisible();
  await expect(lines(other)).toHaveValue(log);
  await expect(panel(other).locator('[data-settings="caps"]')).toHaveAttribute('open', '');
  await fresh.close();
});

test('a filter’s page opens the bench with that filter’s examples and settings', async ({page}) => {
  await openBench(page, '/chatbot/filters/caps', 'Try this filter in the bench');
  await expect(lines(page)).toHaveValue(presets.caps.log);
  await expect(panel(page).locator('[data-settings="caps"]')).toHaveAttribute('open', '');
  const draft = startingDraft(presets.caps.log);
  draft.senders = {...presets.caps.senders};
  const want = expected(draft);
  for (const [index, result] of want.entries()) await expect(results(page).nth(index).locator('[data-verdict]')).toHaveText(headline(result));
});

test('the API’s real verdict, asked with a memory-only token, shows beside the bench’s (local fake API)', async ({page}) => {
  const token = 'bench-test-token-5f1c';
  const channel = '6a1f3c9e2b7d4e0f8c5a9b31';
  const requests: {url: string; auth: string | undefined; body: unknown}[] = [];
  await page.route(`${site.apiBaseUrl}/bot/filters/*/test`, async (route) => {
    const request = route.request();
    requests.push({url: request.url(), auth: request.headers().authorization, body: request.postDataJSON()});
    await route.fulfill({status: 200, contentType: 'application/json', headers: {'access-control-allow-origin': '*'}, body: JSON.stringify({filtered: true, filter: 'caps'})});
  });
  await openBench(page);
  await lines(page).fill('LanternLynx: THIS IS THE BEST RUN I HAVE EVER SEEN');
  await panel(page).getByText('Ask the API for the real verdict').click();
  await panel(page).getByLabel('Token', {exact: true}).fill(token);
  await panel(page).getByLabel('Channel id').fill(channel);
  await panel(page).getByRole('button', {name: 'Ask the API about line 1'}).click();
  const answer = panel(page).getByRole('status', {name: 'The API’s answer for line 1'});
  await expect(answer).toContainText('The API answered 200.');
  await expect(answer).toContainText('"filtered": true');
  expect(requests).toEqual([{url: `${site.apiBaseUrl}/bot/filters/${channel}/test`, auth: `Bearer ${token}`, body: {origin: 'twitch', data: 'LanternLynx: THIS IS THE BEST RUN I HAVE EVER SEEN'.replace('LanternLynx: ', '')}}]);
  // The token is in no attribute, no storage and not in the address.
  expect(await page.evaluate((t) => document.documentElement.outerHTML.includes(t), token)).toBe(false);
  expect(await page.evaluate((t) => JSON.stringify({...localStorage}).includes(t) || JSON.stringify({...sessionStorage}).includes(t), token)).toBe(false);
  expect(page.url()).not.toContain(token);

  // "Forget the token" empties the field and keeps the focus there: one more key does not bring it back.
  const field = panel(page).getByLabel('Token', {exact: true});
  await panel(page).getByRole('button', {name: 'Forget the token'}).focus();
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue('');
  await expect(field).toBeFocused();
  await expect(panel(page).getByRole('button', {name: 'Ask the API about line 1'})).toHaveCount(0);
  await page.keyboard.type('x');
  await panel(page).getByRole('button', {name: 'Ask the API about line 1'}).click();
  await expect.poll(() => requests.length).toBe(2);
  expect(requests[1]?.auth).toBe('Bearer x');
});

test('the reply preview says when viewers posting its answer would be caught, and opens that line in the bench, which links back', async ({page}) => {
  // An emote wall: the answer the preview shows is the reply itself (no variables).
  const wall = Array.from({length: 12}, () => 'Kappa').join(' ');
  const verdict = replyVerdict(wall, 'twitch');
  expect(verdict).toMatch(/^Caught by /);
  await page.goto('/chatbot/commands/custom');
  await appReady(page);
  await page.getByRole('button', {name: 'Open the reply preview'}).click();
  const preview = page.locator('[data-reply-preview="open"]');
  await preview.getByRole('textbox', {name: 'Reply', exact: true}).fill('Thanks for dropping by!');
  await expect(preview.getByRole('list', {name: 'Chat transcript: What chat would see'})).toContainText('Thanks for dropping by!');
  await expect(preview.locator('[data-filter-check]')).toHaveCount(0);
  await preview.getByRole('textbox', {name: 'Reply', exact: true}).fill(wall);
  const check = preview.locator('[data-filter-check]');
  await expect(check).toContainText(`${verdict}.`);

  await check.getByRole('link', {name: 'Check it in the filter bench'}).click();
  await expect(panel(page)).toBeVisible();
  await expect(lines(page)).toHaveValue(`viewer: ${wall}`);
  // Taken into the bench's draft, the link leaves the address: a reload shows the visitor's own edits.
  await expect(page).toHaveURL(/\/chatbot\/filters$/);
  await expect(results(page).first().locator('[data-verdict]')).toHaveText(verdict!);

  await panel(page).getByRole('link', {name: 'reply preview'}).click();
  await expect(page).toHaveURL(/\/chatbot\/commands\/custom#reply-preview$/);
  await expect(page.locator('#reply-preview')).toBeInViewport();
});
