import AxeBuilder from '@axe-core/playwright';
import {expect, test} from '@playwright/test';
import {encodeIncomingEvent, MAX_SHARE_LENGTH} from '../../src/playground/logic/share';
import {catalogue} from '../../src/playground/logic/catalogue';
import {starters} from '../../src/playground/starters';
import {haltReasons} from '../../src/playground/ui/haltReasons';
import {consoleLines, consolePanel, openPlayground, openWidget, preview, route, running, savedDraft, send, show} from './playgroundSupport';
import {AXE_TAGS} from './axeScan';
import {appReady, chunkContaining, storageThatThrows} from './support';

test.describe('widget playground', () => {
  // Each test opens the playground and runs a widget in a second renderer process; on the shared
  // 2-core CI machine that takes longer than the default 30 s.
  test.describe.configure({timeout: 90_000});
  test('loads nothing of itself before the click, then opens on /overlays/custom-widget', async ({page}) => {
    // The playground's own chunk, by the status text only its UI has (chunk files are named by id).
    const playgroundChunk = chunkContaining('Widget running.');
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
    await page.goto(route);
    await appReady(page);
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts).not.toContain(playgroundChunk);
    await page.getByRole('button', {name: 'Open playground'}).click();
    await running(page);
    expect(scripts).toContain(playgroundChunk);
  });

  test('says what it needs when scripts are off', async ({browser}) => {
    const context = await browser.newContext({javaScriptEnabled: false});
    const page = await context.newPage();
    const response = await page.goto(route);
    // The server-rendered note; Chromium shows <noscript> content only when scripts are really off.
    expect(await response!.text()).toMatch(/<noscript><p[^>]*>The widget playground runs code in your browser, so it needs JavaScript; the rest of this page works without it\./);
    await expect(page.getByRole('heading', {name: 'SE_API'})).toBeVisible();
    await context.close();
  });

  test('each starter loads and runs', async ({page}) => {
    await openPlayground(page);
    const expected: Record<string, RegExp> = {'alert-box': /^\s*$/, 'chat-box': /^\s*$/, 'goal-bar': /Follower goal/, 'first-widget': /Latest follower\s*\S/};
    for (const starter of starters) {
      await page.getByLabel('Starter').selectOption(starter.id);
      await page.getByRole('button', {name: 'Load starter'}).click();
      await expect(page.getByRole('status').filter({hasText: 'Starter loaded.'})).toBeVisible();
      await running(page);
      await expect(preview(page).locator('body')).toHaveText(expected[starter.id]!);
      if (starter.id === 'goal-bar') await expect(preview(page).locator('#count')).toHaveText('0 / 10');
    }
  });

  test('every listener button reaches the widget', async ({page}) => {
    test.setTimeout(120_000);
    await openWidget(page, {js: "window.addEventListener('onEventReceived', (obj) => console.log('got ' + obj.detail.listener));"});
    for (const entry of catalogue) {
      await send(page, entry.id);
      await expect(consolePanel(page)).toContainText(`got ${entry.listener}`);
    }
  });

  test('the alert box shows the tipper and amount, and a second alert waits for resumeQueue', async ({page}) => {
    // The alert box starter with each alert on screen for 15 s before it calls resumeQueue (widgetDuration is 20 s).
    const alertBox = starters.find((starter) => starter.id === 'alert-box')!;
    await openWidget(page, {...alertBox, values: {showSeconds: 15}});
    await send(page, 'tip-latest');
    await expect(preview(page).locator('#alert-title')).toHaveText('copper_heron tipped €12.5');
    await send(page, 'cheer-latest');
    await expect(page.getByText(/Waiting: cheer-latest \(#2\)/)).toBeVisible();
    await expect(preview(page).locator('#alert-title')).toHaveText('copper_heron tipped €12.5');
    await expect(preview(page).locator('#alert-title')).toHaveText('pixel_fern cheered 250 bits');
    await expect(page.getByText(/Waiting: none/)).toBeVisible();
  });

  test('session data follows each alert (goal bar)', async ({page}) => {
    await openPlayground(page);
    await page.getByLabel('Starter').selectOption('goal-bar');
    await page.getByRole('button', {name: 'Load starter'}).click();
    await running(page);
    await send(page, 'follower-latest');
    await send(page, 'follower-latest');
    await expect(preview(page).locator('#count')).toHaveText('2 / 10');
  });

  test('SE_API.store survives a reload', async ({page}) => {
    const js = "SE_API.store.get('visits').then((saved) => { const count = (saved ? saved.count : 0) + 1; console.log('visit ' + count); SE_API.store.set('visits', {count}); });";
    await openWidget(page, {js});
    await expect(consolePanel(page)).toContainText('visit 1');
    await page.reload();
    await running(page);
    await expect(consolePanel(page)).toContainText('visit 2');
  });

  test('a Share link reproduces the state in a fresh context', async ({page, browser}) => {
    await openPlayground(page);
    await page.getByRole('button', {name: 'HTML', exact: true}).click();
    const editor = page.locator('.cm-content[aria-label="HTML"]');
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('\n<p id="shared">Shared marker</p>');
    await expect(preview(page).locator('#shared')).toHaveText('Shared marker');
    await page.getByRole('button', {name: 'Share'}).click();
    const link = await page.getByLabel('Share link').inputValue();
    expect(link).toContain('#state=');
    const fresh = await browser.newContext();
    const other = await fresh.newPage();
    await other.goto(link);
    await running(other);
    await expect(preview(other).locator('#shared')).toHaveText('Shared marker');
    await fresh.close();

    // An edit after Share: the box no longer offers the link, which lacks it.
    await editor.click();
    await page.keyboard.type('\n<p>After sharing</p>');
    await expect(page.getByLabel('Share link')).toHaveCount(0);
    await expect(page.getByText('Link copied. It holds the whole widget')).toHaveCount(0);
  });

  test('a damaged or too long share link gives a message and the starter', async ({page}) => {
    await openPlayground(page, `${route}#state=not-a-real-widget`);
    await expect(page.getByText(/The shared link is damaged/)).toBeVisible();
    await expect(page.locator('.cm-content[aria-label="JS"]')).toContainText('SE_API.resumeQueue()');
    await openPlayground(page, `${route}#state=${'A'.repeat(MAX_SHARE_LENGTH + 1)}`);
    await expect(page.getByText(/The shared link is too long/)).toBeVisible();
  });

  test('an endless loop does not hang the page; the watchdog stops it', async ({page}) => {
    test.setTimeout(90_000);
    await openWidget(page, {js: 'while (true) {}'}, {waitUntilRunning: false});
    await expect(page.getByRole('alert').filter({hasText: 'The widget has not answered'})).toBeVisible();
    // The page still answers while the widget spins, and its buttons work. A page that shared the
    // spinning thread could never run this script; how fast it answers depends on the machine's
    // load (the loop keeps one core busy), so no clock figure is asserted here.
    expect(await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => resolve(document.querySelectorAll('[role="alert"]').length))))).toBeGreaterThan(0);
    // From the keyboard: the alert goes with the button, and focus stays on the status line that says so.
    await page.getByRole('button', {name: 'Stop widget'}).focus();
    await page.keyboard.press('Enter');
    const stopped = page.getByRole('status').filter({hasText: 'Widget stopped.'});
    await expect(stopped).toBeVisible();
    await expect(stopped).toBeFocused();
    await page.getByLabel('Starter').selectOption('chat-box');
    await page.getByRole('button', {name: 'Load starter'}).click();
    await running(page);
    await send(page, 'message');
    await expect(preview(page).locator('.line')).toContainText('that jump was clean');
  });

  test('a widget that reloads its own frame is stopped, with the reason, and runs again from the button', async ({page}) => {
    await openWidget(page, {js: 'setTimeout(() => location.reload(), 200);'}, {waitUntilRunning: false});
    await expect(page.getByRole('alert').filter({hasText: haltReasons.left})).toBeVisible();
    await page.getByLabel('Starter').selectOption('chat-box');
    await page.getByRole('button', {name: 'Load starter'}).click();
    await running(page);
  });

  test('fetch to another host is blocked and the console says so, once and plainly', async ({page}) => {
    await openWidget(page, {js: "fetch('https://example.com/scores.json').catch((error) => console.log('fetch failed: ' + error.message));"});
    await show(page, 'Console');
    await expect(consolePanel(page)).toContainText('fetch failed');
    await expect(consoleLines(page, 'blocked')).toHaveCount(1);
    await expect(consoleLines(page, 'blocked')).toHaveText('network https://example.com/scores.json (connect-src): blocked, because the playground has no network access. A live overlay would make this request.');
  });

  test('uncaught errors show the line in the JS', async ({page}) => {
    await openWidget(page, {js: "const a = 1;\n\nnotDefinedAnywhere();"});
    await expect(consolePanel(page)).toContainText(/notDefinedAnywhere is not defined \(JS line 3, column \d+\)/);
  });

  test('a thrown value that is no Error shows as the value, and a rejection\u2019s stack names the JS, not a blob: address', async ({page}) => {
    await openWidget(page, {js: "setTimeout(() => { throw {code: 7}; });\nPromise.reject(new Error('no scores'));"});
    await show(page, 'Console');
    await expect(consolePanel(page)).toContainText('Uncaught {"code":7}');
    await expect(consolePanel(page)).toContainText(/Unhandled promise rejection: Error: no scores\s+at JS:2:\d+/);
    await expect(consolePanel(page)).not.toContainText('[object Object]');
    await expect(consolePanel(page)).not.toContainText('blob:');
  });

  test('invalid Fields JSON: inline error with line and column, last good fields keep running', async ({page}) => {
    await openPlayground(page);
    await page.getByRole('group', {name: 'Editor'}).getByRole('button', {name: 'Fields', exact: true}).click();
    const editor = page.locator('.cm-content[aria-label="Fields (JSON)"]');
    await editor.click();
    await page.keyboard.press('Control+Home');
    await page.keyboard.type('oops ');
    const problem = page.getByRole('alert').filter({hasText: /Fields JSON, line 1, column 1/});
    await expect(problem).toBeVisible();
    await send(page, 'tip-latest');
    await expect(preview(page).locator('#alert-title')).toHaveText('copper_heron tipped €12.5');
    // Editing another file, the problem is still said, and the Fields tab is marked.
    const editors = page.getByRole('group', {name: 'Editor'});
    await editors.getByRole('button', {name: 'JS', exact: true}).click();
    await expect(problem).toBeVisible();
    await expect(editors.getByRole('button', {name: 'Fields (error)'})).toBeVisible();
    // After a reload there are no last valid fields: the problem shows at once and says so.
    await expect.poll(() => savedDraft(page)).toContain('oops');
    await openPlayground(page, undefined, {waitUntilRunning: false});
    await expect(page.getByRole('alert').filter({hasText: /Fields JSON, line 1, column 1.*none, if they have not been valid/})).toBeVisible();
    await problem.getByRole('button', {name: 'Show the Fields'}).click();
    await expect(page.locator('.cm-content[aria-label="Fields (JSON)"]')).toContainText('oops');
  });

  test('an event linked from the websocket console is preselected and sent only on click', async ({page}) => {
    const event = encodeIncomingEvent({listener: 'tip-latest', event: {name: 'ws_tester', amount: 77, message: 'from the console'}});
    await openPlayground(page, `${route}?try=tip-latest#event=${event}`);
    await expect(page.locator('.cm-content[aria-label="Payload of tip-latest (JSON)"]')).toContainText('ws_tester');
    await expect(preview(page).locator('#alert')).toBeHidden();
    await page.getByRole('button', {name: 'Send tip-latest', exact: true}).click();
    await expect(preview(page).locator('#alert-title')).toHaveText('ws_tester tipped €77');
  });

  test('Try links on the reference pages preselect the listener or field', async ({page}) => {
    await page.goto('/overlays/custom-widget-events');
    await page.getByRole('link', {name: 'Try tip-latest in the widget playground'}).click();
    await running(page);
    await expect(page.getByRole('button', {name: 'tip-latest', exact: true})).toHaveAttribute('aria-pressed', 'true');
    await page.goto('/overlays/widget-structure');
    await page.getByRole('link', {name: 'Try a checkbox field in the widget playground'}).click();
    await running(page);
    await expect(page.locator('.cm-content[aria-label="Fields (JSON)"]')).toContainText('exampleCheckbox');
    await expect(page.getByLabel('Example checkbox')).toBeVisible();
  });

  test('storage blocked: works, and says drafts will not be kept', async ({page}) => {
    await page.addInitScript(storageThatThrows);
    await openPlayground(page);
    await expect(page.getByText(/drafts and SE_API.store values will not be kept/)).toBeVisible();
    await send(page, 'tip-latest');
    await expect(preview(page).locator('#alert-title')).toHaveText('copper_heron tipped €12.5');
  });

  test('the main flow works by keyboard alone', async ({page}) => {
    await page.goto(route);
    await appReady(page);
    await page.getByRole('button', {name: 'Open playground'}).focus();
    await page.keyboard.press('Enter');
    await running(page);
    await expect(page.getByRole('region', {name: 'Widget playground'}).getByText('Widget playground', {exact: true})).toBeFocused();
    const tabUntil = async (name: string) => {
      for (let i = 0; i < 200; i += 1) {
        // In an editor Tab indents; Escape first lets it move focus, as the hint under the editors says.
        if (await page.evaluate(() => document.activeElement?.classList.contains('cm-content'))) await page.keyboard.press('Escape');
        await page.keyboard.press('Tab');
        if (await page.evaluate((label) => document.activeElement?.textContent?.trim() === label, name)) return;
      }
      throw new Error(`Tab never reached "${name}"`);
    };
    // Into the JS editor and out again with Escape, Tab.
    await tabUntil('Fields');
    await page.keyboard.press('Tab');
    await expect(page.locator('.cm-content[aria-label="JS"]')).toBeFocused();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(page.locator('.cm-content[aria-label="JS"]')).not.toBeFocused();
    await tabUntil('tip-latest');
    await page.keyboard.press('Enter');
    await tabUntil('Send tip-latest');
    await page.keyboard.press('Enter');
    await expect(preview(page).locator('#alert-title')).toHaveText('copper_heron tipped €12.5');
  });

  test('phone viewport: one view at a time, no sideways scrolling', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await openPlayground(page);
    const views = page.getByRole('group', {name: 'Show'});
    await expect(views.getByRole('button')).toHaveText(['Code', 'Preview', 'Events', 'Console', 'Fields']);
    await send(page, 'tip-latest');
    await views.getByRole('button', {name: 'Preview'}).click();
    await expect(page.locator('iframe[title="Widget preview"]')).toBeVisible();
    await expect(preview(page).locator('#alert-title')).toHaveText('copper_heron tipped €12.5');
    await views.getByRole('button', {name: 'Console'}).click();
    await expect(consolePanel(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  for (const mode of ['light', 'dark'] as const) {
    test(`axe finds nothing in ${mode} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      await openPlayground(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await send(page, 'tip-latest');
      const results = await new AxeBuilder({page}).include('[aria-label="Widget playground"]').exclude('iframe[title="Widget preview"]').withTags(AXE_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    });

    test(`axe finds nothing in the console's lines of every kind in ${mode} mode`, async ({page}) => {
      await page.emulateMedia({colorScheme: mode});
      // Each console level, a repeated line, a blocked request, a playground note and a suppressed count.
      const js = [
        "console.log('a log line'); console.info('an info line'); console.debug('a debug line'); console.error('an error line');",
        "console.warn('a warning'); console.warn('a warning');",
        "fetch('https://example.com/scores.json').catch(() => undefined);",
        "SE_API.setField('note', 'x', false);",
        "setTimeout(() => { for (let i = 0; i < 150; i += 1) console.log('line ' + i); }, 300);",
      ].join('\n');
      await openWidget(page, {js, fields: JSON.stringify({note: {type: 'text', label: 'Note', value: ''}})});
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      await show(page, 'Console');
      for (const level of ['log', 'info', 'debug', 'error', 'warn', 'blocked', 'system', 'suppressed']) await expect(consoleLines(page, level).first()).toBeVisible();
      await expect(consoleLines(page, 'warn').filter({hasText: 'a warning'})).toContainText('×2');
      const results = await new AxeBuilder({page}).include('[aria-label="Widget console"]').withTags(AXE_TAGS).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    });
  }
});
