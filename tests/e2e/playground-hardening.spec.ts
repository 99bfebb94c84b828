/**
 * The widget playground under attack and abuse (issue 30): its frame is a document of its own, so no
 * page allows its runtime; a flooding widget cannot freeze the page; forged messages cannot throw;
 * and opening a link never costs the visitor their saved draft.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {FRAME_FILE, FRAME_PATH} from '../../src/playground/frame/protocol';
import {STORE_LIMITS} from '../../src/playground/logic/store';
import {frameRuntime} from '../../src/playground/frame/runtime';
import {LEGACY_DRAFT_KEY} from '../../src/playground/ui/storage';
import {haltReasons} from '../../src/playground/ui/haltReasons';
import {headersForPath, parseHeadersFile} from '../../scripts/headers.mjs';
import {buildDir} from '../support/routes';
import {consolePanel, draftHistory, openPlayground, openWidget, playground, preview, route, running, savedDraft, shareLink, show, startedAgain, widgetState} from './playgroundSupport';
import {appReady} from './support';

test.describe.configure({timeout: 90_000});

test.describe('the widget frame and the site policy', () => {
  test('npm run serve sends the policies of the _headers file: the pages\u2019 and the frame\u2019s', async ({request}) => {
    const rules = parseHeadersFile(readFileSync(path.join(buildDir, '_headers'), 'utf8'));
    for (const address of ['/', route, '/api', '/search', FRAME_PATH]) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      const expected = headersForPath(rules, address);
      for (const name of ['Content-Security-Policy', 'X-Frame-Options', 'X-Content-Type-Options']) expect(response.headers()[name.toLowerCase()], `${name} of ${address}`).toBe(expected[name]);
    }
    const page = headersForPath(rules, route)['Content-Security-Policy'];
    const frame = headersForPath(rules, FRAME_PATH)['Content-Security-Policy'];
    expect(page).not.toContain('blob:');
    expect(page).not.toMatch(/'sha256-[^']+' blob:/);
    expect(frame).toMatch(/^sandbox allow-scripts; default-src 'none'; script-src 'sha256-[^']+' blob:;/);
    expect(frame).not.toBe(page);
  });

  test('an injected srcdoc frame with the runtime and a widget does not run; the playground still does', async ({page}) => {
    const violations: string[] = [];
    page.on('console', (message) => /Content Security Policy/.test(message.text()) && violations.push(message.text()));
    await page.goto(route);
    await appReady(page);
    // The gadget: what markup injected into a page through some bug could carry: the runtime the site
    // serves, and a widget in the JSON block the srcdoc runtime used to read. It reports if it ever runs.
    const runtime = /<script>([\s\S]*)<\/script>/.exec(await (await page.request.get(FRAME_PATH)).text())?.[1];
    expect(runtime).toBe(frameRuntime);
    const payload = JSON.stringify({run: 1, html: '', css: '', js: 'parent.postMessage({gadget: self.origin}, "*"); parent.gadgetRan = true;'}).replace(/</g, '\\u003c');
    const heard = await page.evaluate(
      async ({runtime, widget}) => {
        const messages: unknown[] = [];
        window.addEventListener('message', (event) => messages.push(event.data));
        const frame = document.createElement('iframe');
        frame.srcdoc = `<script type="application/json" id="se-playground">${widget}</script><body><script>${runtime}</script></body>`;
        document.querySelector('article')!.append(frame);
        await new Promise((resolve) => frame.addEventListener('load', resolve));
        await new Promise((resolve) => setTimeout(resolve, 1500));
        return {messages, ran: (window as unknown as {gadgetRan?: boolean}).gadgetRan ?? false};
      },
      {runtime: runtime!, widget: payload},
    );
    expect(heard).toEqual({messages: [], ran: false});
    expect(violations.some((text) => /script-src/.test(text))).toBe(true);
    violations.length = 0;

    await page.getByRole('button', {name: 'Open playground'}).click();
    await running(page);
    await expect(preview(page).locator('#alert')).toBeAttached();
    expect(violations).toEqual([]);
  });

  test('the frame document refuses to run widgets outside an opaque origin', async ({page}) => {
    // Served as the host should not: without its sandboxing policy, so it would have the site's origin.
    await page.route(`**${FRAME_PATH}`, (request) => request.fulfill({contentType: 'text/html', body: readFileSync(path.join(buildDir, FRAME_FILE), 'utf8')}));
    await page.goto(FRAME_PATH);
    await expect(page.locator('body')).toHaveText(/runs widgets for the playground on \/overlays\/custom-widget, and only inside its sandbox/);
  });
});

/**
 * Clicks a probe button `clicks` times and returns, for each click, how long the page took to start
 * handling its press and its release, from the moment the browser received each (the events' own
 * time stamps): a page whose main thread a flood holds answers late. Measured from the press to the
 * click, it also counted the test runner's own time between sending the two (234 ms once, on a
 * loaded machine).
 */
async function clickDelays(page: Page, clicks: number): Promise<number[]> {
  await page.evaluate(() => {
    const probe = document.createElement('button');
    probe.id = 'input-probe';
    probe.textContent = 'Probe';
    const record = window as unknown as {inputDelays: number[]; pressDelay: number};
    record.inputDelays = [];
    probe.addEventListener('mousedown', (event) => (record.pressDelay = performance.now() - event.timeStamp));
    probe.addEventListener('mouseup', (event) => record.inputDelays.push(Math.max(record.pressDelay, performance.now() - event.timeStamp)));
    document.querySelector('[aria-label="Widget playground"]')!.prepend(probe);
  });
  for (let i = 0; i < clicks; i += 1) await page.locator('#input-probe').click();
  return page.evaluate(() => (window as unknown as {inputDelays: number[]}).inputDelays);
}

test.describe('a widget cannot freeze or crash the page', () => {
  test('a fast-logging widget leaves the page responsive and is stopped with a message', async ({page}) => {
    // Not waiting for "Widget running.": a busy page may stop the flood before it ever shows it.
    await openWidget(page, {js: "setInterval(() => { for (let i = 0; i < 100; i += 1) console.log('tick ' + i); }, 0);"}, {waitUntilRunning: false});
    await expect(consolePanel(page)).toContainText('tick 99');
    const delays = await clickDelays(page, 3);
    expect(delays).toHaveLength(3);
    for (const delay of delays) expect(delay).toBeLessThan(200);
    await expect(consolePanel(page)).toContainText('lines suppressed');
    const alert = page.getByRole('alert').filter({hasText: 'The playground stopped the widget: it logged more than'});
    await expect(alert).toBeVisible();
    await expect(page.locator('iframe[title="Widget preview"]')).toHaveCount(0);
    // A plain click event, as voice control and switch access send.
    await startedAgain(page, () => alert.getByRole('button', {name: 'Run widget again'}).dispatchEvent('click'));
  });

  test('SE_API.store writes in a loop are capped and refused with a reason, not kept, and a loop that goes on is stopped', async ({page}) => {
    // The widget first writes big objects under the rate limit until the store's cap refuses one,
    // then loops as fast as it can. In that order the cap is reached however slowly the page reads:
    // with the loop from the start, a starved page could be stopped before it had applied the writes
    // that reach the cap. Not waiting for "Widget running.": a busy page may stop the loop first.
    const valueChars = Math.floor(STORE_LIMITS.valueChars * 0.9);
    const pacedMs = Math.ceil(1500 / STORE_LIMITS.writesPerSecond);
    const js = `const big = 'x'.repeat(${valueChars}); let n = 0; let looping = false;
const write = () => { n += 1; return SE_API.store.set('k' + n, {big}); };
const paced = setInterval(() => write().catch((e) => {
  console.log('refused: ' + e.message);
  if (looping || !/keeps at most/.test(e.message)) return;
  looping = true;
  clearInterval(paced);
  setInterval(() => write().catch(() => {}), 0);
}), ${pacedMs});`;
    await openWidget(page, {js}, {waitUntilRunning: false});
    await show(page, 'Console');
    await expect(consolePanel(page)).toContainText('writes a second; the playground refused this one');
    await expect(consolePanel(page)).toContainText('the playground keeps at most 500,000');
    await expect(page.getByRole('alert').filter({hasText: haltReasons.store})).toBeVisible();
    await expect(consolePanel(page)).toContainText(haltReasons.store);
    // The refusal repeated in a loop is one line with a count, so it cannot push the others out.
    await expect(consolePanel(page).locator('li', {hasText: /refused this one .*×[\d,]+$/}).first()).toBeVisible();
    const saved = await page.evaluate(() => window.localStorage.getItem('se-docs:playground-store')?.length ?? 0);
    expect(saved).toBeLessThanOrEqual(500_000);
  });

  test('a store loop on a page that reads slowly is stopped all the same, and its refused writes never reach the page', async ({page}) => {
    // The page reads what the frame posts at READ_PER_SECOND messages a second, as a starved page
    // does (each message arrives as a copy the page must read: 40 kB ones cost it milliseconds). A
    // flood counted only in the page's reading time would never show there.
    const READ_PER_SECOND = STORE_LIMITS.writesPerSecond;
    await page.addInitScript((perSecond) => {
      const replayed = new WeakSet<Event>();
      const queue: MessageEvent[] = [];
      const arrivals: number[] = [];
      (window as unknown as {storeCallArrivals: number[]}).storeCallArrivals = arrivals;
      addEventListener(
        'message',
        (event) => {
          if (replayed.has(event) || event.source === window || event.source === null) return;
          event.stopImmediatePropagation();
          if (event.data?.type === 'api' && event.data.method === 'store.set') arrivals.push(performance.now());
          queue.push(new MessageEvent('message', {data: event.data, origin: event.origin, source: event.source, ports: [...event.ports]}));
        },
        true,
      );
      setInterval(() => {
        const next = queue.shift();
        if (!next) return;
        replayed.add(next);
        dispatchEvent(next);
      }, 1000 / perSecond);
    }, READ_PER_SECOND);
    await openWidget(page, {js: "const big = 'x'.repeat(40000); let n = 0; setInterval(() => { n += 1; SE_API.store.set('k' + n, {big}).catch(() => {}); }, 0);"}, {waitUntilRunning: false});
    await expect(page.getByRole('alert').filter({hasText: haltReasons.store})).toBeVisible();
    // The frame posted at most the writes the store takes (a second's slack for the ends); the
    // refused ones never became messages the page had to read.
    const arrivals = await page.evaluate(() => [...(window as unknown as {storeCallArrivals: number[]}).storeCallArrivals]);
    expect(arrivals.length).toBeGreaterThan(0);
    const seconds = (arrivals.at(-1)! - arrivals[0]!) / 1000;
    expect(arrivals.length).toBeLessThanOrEqual(STORE_LIMITS.writesPerSecond * (Math.ceil(seconds) + 2));
  });

  test('forged messages with fields of any type do not throw in the page', async ({page}) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The widget learns the run from the page's first event (onWidgetLoad) and forges the frame's messages with it.
    const js = `let sent = false;
window.addEventListener('message', (event) => {
  if (sent || !event.data || event.data.type !== 'dispatch') return;
  sent = true;
  const run = event.data.run;
  parent.postMessage({type: 'api', run, id: {}, method: 'store.set', args: ['forged', {n: 10n}]}, '*');
  parent.postMessage({type: 'api', run, id: 1n, method: ['setField'], args: [10n, {}]}, '*');
  parent.postMessage({type: 'console', run, level: {x: 1}, text: 10n, lines: [{level: [], text: 10n}, {level: 'warn', text: {deep: [1n]}}], suppressed: {}}, '*');
  parent.postMessage({type: 'error', run, message: 10n, line: {}, column: []}, '*');
  parent.postMessage({type: 'blocked', run, url: {}, directive: 1n}, '*');
  console.log('forged all');
});`;
    await openWidget(page, {js});
    await show(page, 'Console');
    await expect(consolePanel(page)).toContainText('forged all');
    await expect(consolePanel(page)).toContainText('{"deep":["1"]}');
    expect(errors).toEqual([]);
    await expect(page.locator('[role="status"]', {hasText: 'Widget running.'})).toBeAttached();
  });
});

test.describe('no lost work', () => {
  const mine = widgetState({html: '<p id="mine">My own draft</p>'});

  test('a shared link leaves the saved draft intact; an edit makes it the draft and keeps the old one in Earlier drafts', async ({page}) => {
    await page.goto(route);
    // A draft saved by the site before the draft store: moved in, not lost.
    await page.evaluate(({key, value}) => window.localStorage.setItem(key, value), {key: LEGACY_DRAFT_KEY, value: JSON.stringify(mine)});
    const link = await shareLink({html: '<p id="theirs">From a link</p>'});
    await openPlayground(page, link);
    await expect(preview(page).locator('#theirs')).toHaveText('From a link');
    await expect(page.getByLabel('Starter')).toHaveValue('link');
    await expect(page.getByLabel('Starter').locator('option:checked')).toHaveText('From a shared link');
    // Longer than the draft's write delay: nothing may have been written over it.
    await page.waitForTimeout(1500);
    expect(await savedDraft(page)).toBe(JSON.stringify(mine));

    await page.getByRole('group', {name: 'Editor'}).getByRole('button', {name: 'HTML', exact: true}).click();
    await page.locator('.cm-content[aria-label="HTML"]').click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type('<p id="edit">edited</p>');
    await expect(page.getByRole('status').filter({hasText: 'it is now your draft. The draft you had is in Earlier drafts.'})).toBeVisible();
    await expect.poll(() => savedDraft(page)).toContain('edited');
    expect(await draftHistory(page)).toEqual([JSON.stringify(mine)]);
    expect(new URL(page.url()).hash).toBe('');

    await page.reload();
    await expect(page.getByRole('button', {name: 'Open playground: your draft is waiting'})).toBeVisible();
    await page.getByRole('button', {name: 'Open playground: your draft is waiting'}).click();
    await running(page);
    await expect(preview(page).locator('#edit')).toHaveText('edited');
    await page.getByText('Earlier drafts (1)').click();
    await playground(page).getByRole('button', {name: /^Restore: Before you edited a shared widget/}).focus();
    await page.keyboard.press('Enter');
    await expect(preview(page).locator('#mine')).toHaveText('My own draft');
    // The restored draft's button went with it: focus stays on the list's summary.
    await expect(page.getByText(/^Earlier drafts \(\d+\)$/)).toBeFocused();
    await expect.poll(() => draftHistory(page)).toEqual([expect.stringContaining('edited')]);
  });

  test('a share link pasted into a tab already on the page opens it', async ({page}) => {
    await openPlayground(page);
    const link = await shareLink({html: '<p id="pasted">Pasted link</p>'});
    await page.evaluate((hash) => (window.location.hash = hash), link.slice(link.indexOf('#')));
    await expect(page.getByRole('status').filter({hasText: 'Loaded the widget from the shared link.'})).toBeVisible();
    await expect(preview(page).locator('#pasted')).toHaveText('Pasted link');

    // With the playground closed, the same opens it.
    await playground(page).getByRole('button', {name: 'Close playground'}).click();
    const other = await shareLink({html: '<p id="second">Second link</p>'});
    await page.evaluate((hash) => (window.location.hash = hash), other.slice(other.indexOf('#')));
    await expect(preview(page).locator('#second')).toHaveText('Second link');
  });
});
