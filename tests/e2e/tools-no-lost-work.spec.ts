/**
 * Nothing a visitor writes in a tool is lost (issue 38): two tabs on the same draft, Reset → edit →
 * Reset, two shared links edited in turn, a 5 MB paste, a full storage quota, a link that inflates
 * to megabytes, a tool that stops on its own saved draft. Each test acts as the visitor, checks the
 * work is still there, and that the page kept painting (a frame heartbeat with no gap over a second).
 */
import {readFileSync} from 'node:fs';
import {deflateRawSync} from 'node:zlib';
import {expect, test, type Download, type Page} from '@playwright/test';
import {catalogue, findEntry, type CatalogueEntry} from '../../src/playground/logic/catalogue';
import {FIRST_EVENT} from '../../src/playground/logic/draft';
import {toBase64Url} from '../../src/playground/logic/share';
import {FIELD_LIMITS} from '../../src/preview/ui/draft';
import {cutMessage} from '../../src/tools/textLimit';
import {draftKeys, draftTools} from '../../src/tools/drafts/keys';
import {longestFrameGap, MAX_FRAME_GAP_MS, startHeartbeat} from './heartbeat';
import {draftHistory, openPlayground, playground, preview, route as playgroundRoute, running, savedDraft, shareLink, show} from './playgroundSupport';
import {appReady} from './support';

test.describe.configure({timeout: 120_000});

const panel = (page: Page) => page.locator('[data-reply-preview="open"]');
const reply = (page: Page) => panel(page).getByRole('textbox', {name: 'Reply', exact: true});
const jsEditor = (page: Page) => page.locator('.cm-content[aria-label="JS"]');

async function openPreview(page: Page) {
  await page.goto('/chatbot/commands/custom');
  await appReady(page);
  await page.getByRole('button', {name: 'Open the reply preview'}).click();
  await expect(panel(page)).toBeVisible();
}

/** Types at the end of the JS editor, as a visitor does. */
async function typeInJs(page: Page, text: string) {
  await jsEditor(page).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(text);
}

async function downloaded(download: Download): Promise<string> {
  return readFileSync(await download.path(), 'utf8');
}

/** Fills localStorage to its quota with other data, in halving chunks, until not one more character fits. */
const fillQuota = (page: Page) =>
  page.evaluate(() => {
    let size = 1 << 20;
    let index = 0;
    while (size >= 1) {
      try {
        localStorage.setItem(`filler-${index}`, 'x'.repeat(size));
        index += 1;
      } catch {
        size = Math.floor(size / 2);
      }
    }
    return index;
  });

test('the reply preview in two tabs: neither tab’s draft overwrites the other’s', async ({context}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  for (const page of [first, second]) await openPreview(page);
  /** Acts in one tab, brought to the front (a tab behind others paints no frames), with its heartbeat on. */
  const inFront = async (page: Page, act: () => Promise<void>) => {
    await page.bringToFront();
    await startHeartbeat(page);
    await act();
    expect(await longestFrameGap(page)).toBeLessThan(MAX_FRAME_GAP_MS);
  };
  await inFront(first, () => reply(first).fill('From the first tab, ${sender}'));
  await inFront(second, () => reply(second).fill('From the second tab, ${sender}'));
  // The second tab found the first tab's newer draft and kept it; the first tab is told the second saved.
  await expect(panel(second).locator('[data-draft-other-tab="kept"]')).toContainText('Another tab had saved this draft');
  await expect(panel(first).locator('[data-draft-other-tab="newer"]')).toContainText('Another tab saved this draft');
  // The first tab types on: the second tab's draft goes to the history, not away.
  await inFront(first, () => reply(first).fill('From the first tab, later, ${sender}'));

  // Later, in a fresh tab: the last saved draft, and each other tab's in Earlier drafts.
  const third = await context.newPage();
  await openPreview(third);
  await expect(reply(third)).toHaveValue('From the first tab, later, ${sender}');
  await panel(third).getByText('Earlier drafts (2)').click();
  const entries = panel(third).getByRole('list', {name: 'Earlier drafts'}).getByRole('listitem');
  await expect(entries).toHaveCount(2);
  await expect(entries.nth(0)).toContainText('Saved in another tab');
  await entries.nth(0).getByRole('button', {name: /^Restore/}).click();
  await expect(reply(third)).toHaveValue('From the second tab, ${sender}');
  await expect(panel(third).getByRole('list', {name: 'Earlier drafts'}).getByRole('listitem').first()).toContainText('Before restoring');
  // The first tab's early draft is still there too.
  await entries.filter({hasText: 'Saved in another tab'}).last().getByRole('button', {name: /^Restore/}).click();
  await expect(reply(third)).toHaveValue('From the first tab, ${sender}');
});

test('the playground in two tabs: the other tab’s version can be opened, and this tab’s is kept', async ({context}) => {
  const first = await context.newPage();
  const second = await context.newPage();
  for (const page of [first, second]) await openPlayground(page);
  await first.bringToFront();
  await typeInJs(first, '\n// edited in the first tab');
  await expect.poll(() => savedDraft(first)).toContain('edited in the first tab');
  await second.bringToFront();
  await typeInJs(second, '\n// edited in the second tab');
  await expect.poll(() => savedDraft(second)).toContain('edited in the second tab');
  await first.bringToFront();
  // The first tab hears of it, and takes the second tab's version; its own goes to Earlier drafts.
  const notice = playground(first).locator('[data-draft-other-tab="newer"]');
  await expect(notice).toContainText('Another tab saved this draft');
  await notice.getByRole('button', {name: "Open the other tab's version"}).click();
  await expect(jsEditor(first)).toContainText('edited in the second tab');
  await expect(jsEditor(first)).not.toContainText('edited in the first tab');
  expect((await draftHistory(first)).some((text) => text.includes('edited in the first tab'))).toBe(true);
});

test('the playground: Reset → edit → Reset, and two shared links edited in turn, lose nothing', async ({page}) => {
  await openPlayground(page);
  await startHeartbeat(page);
  await typeInJs(page, '\n// my first draft');
  await expect.poll(() => savedDraft(page)).toContain('my first draft');
  const reset = playground(page).getByRole('button', {name: 'Reset', exact: true});
  await reset.click();
  await expect(page.getByRole('status').filter({hasText: 'Your draft is in Earlier drafts.'})).toBeVisible();
  await typeInJs(page, '\n// my second draft');
  await expect.poll(() => savedDraft(page)).toContain('my second draft');
  await reset.click();
  await expect.poll(() => draftHistory(page)).toEqual([expect.stringContaining('my second draft'), expect.stringContaining('my first draft')]);

  // Two links, each edited: each edit sends the draft before it to the history.
  await typeInJs(page, '\n// my third draft');
  await expect.poll(() => savedDraft(page)).toContain('my third draft');
  for (const name of ['first', 'second']) {
    const link = await shareLink({js: `// the ${name} link`});
    await page.evaluate((hash) => (window.location.hash = hash), link.slice(link.indexOf('#')));
    await expect(jsEditor(page)).toContainText(`the ${name} link`);
    await typeInJs(page, `\n// edited the ${name} link`);
    await expect.poll(() => savedDraft(page)).toContain(`edited the ${name} link`);
  }
  const kept = await draftHistory(page);
  for (const text of ['edited the first link', 'my third draft', 'my second draft', 'my first draft']) expect(kept.some((entry) => entry.includes(text)), text).toBe(true);
  expect(await longestFrameGap(page)).toBeLessThan(MAX_FRAME_GAP_MS);

  // Each comes back from the list.
  await playground(page).getByText(/^Earlier drafts \(\d\)$/).click();
  const firstDraft = playground(page).getByRole('list', {name: 'Earlier drafts'}).getByRole('listitem').filter({hasText: 'Before Reset'}).last();
  await firstDraft.getByRole('button', {name: /^Restore/}).click();
  await expect(jsEditor(page)).toContainText('my first draft');
  await running(page);
});

test('the playground keeps edited event payloads, valid JSON or not, through a reload and a close; Reset clears them', async ({page}) => {
  // Two alerts the first starter shows by name: the one selected on opening, and another.
  const unfinished = findEntry(FIRST_EVENT)!;
  const entry = catalogue.find((item) => item.isAlert && item.id !== FIRST_EVENT && typeof item.payload.name === 'string')!;
  const payloadEditor = (item: CatalogueEntry) => page.locator(`.cm-content[aria-label="Payload of ${item.label} (JSON)"]`);
  const eventButton = (item: CatalogueEntry) => page.getByRole('button', {name: item.label, exact: true});
  const sendButton = (item: CatalogueEntry) => page.getByRole('button', {name: `Send ${item.label}`, exact: true});
  const payloadProblem = playground(page).getByRole('alert').filter({hasText: /^Payload JSON, line \d+, column \d+/});
  /** Selects everything in the payload editor and types over it, as a visitor does. */
  const typeOver = async (item: CatalogueEntry, text: string) => {
    await payloadEditor(item).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(text);
  };
  const reopen = async () => {
    await page.getByRole('button', {name: 'Open playground: your draft is waiting'}).click();
    await running(page);
    await show(page, 'Events');
  };

  await openPlayground(page);
  await show(page, 'Events');
  await expect(eventButton(unfinished)).toHaveAttribute('aria-pressed', 'true');
  await payloadEditor(unfinished).click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' half typed');
  await expect(payloadProblem).toBeVisible();
  await eventButton(entry).click();
  await typeOver(entry, JSON.stringify({...entry.payload, name: 'edited_by_me'}));
  await expect.poll(() => savedDraft(page)).toContain('edited_by_me');
  expect(await savedDraft(page)).toContain('half typed');

  // After a reload: the last event chosen, its payload as edited, and Send sends that.
  await page.reload();
  await appReady(page);
  await reopen();
  await expect(eventButton(entry)).toHaveAttribute('aria-pressed', 'true');
  await expect(payloadEditor(entry)).toContainText('edited_by_me');
  await sendButton(entry).click();
  await expect(preview(page).locator('#alert-title')).toContainText('edited_by_me');
  // The payload that was not valid JSON is back as typed, with its error, and sends nothing.
  await eventButton(unfinished).click();
  await expect(payloadEditor(unfinished)).toContainText('half typed');
  await expect(payloadProblem).toBeVisible();
  await expect(sendButton(unfinished)).toBeDisabled();

  // Fixed, then the playground closed at once (before the pause after typing) and opened again.
  await typeOver(unfinished, JSON.stringify({...unfinished.payload, name: 'fixed_before_closing'}));
  await playground(page).getByRole('button', {name: 'Close playground'}).click();
  await reopen();
  await expect(eventButton(unfinished)).toHaveAttribute('aria-pressed', 'true');
  await expect(payloadEditor(unfinished)).toContainText('fixed_before_closing');
  await expect(payloadProblem).toHaveCount(0);
  await sendButton(unfinished).click();
  await expect(preview(page).locator('#alert-title')).toContainText('fixed_before_closing');
  await eventButton(entry).click();
  await expect(payloadEditor(entry)).toContainText('edited_by_me');

  // Reset brings the sample payloads back; the edited ones go to Earlier drafts with the draft.
  await playground(page).getByRole('button', {name: 'Reset', exact: true}).click();
  await expect(eventButton(unfinished)).toHaveAttribute('aria-pressed', 'true');
  await expect(payloadEditor(unfinished)).toContainText(String(unfinished.payload.name));
  await eventButton(entry).click();
  await expect(payloadEditor(entry)).toContainText(String(entry.payload.name));
  await expect(payloadEditor(entry)).not.toContainText('edited_by_me');
  expect((await draftHistory(page))[0]).toContain('edited_by_me');
});

test('a 15,642-character link that inflates to 12 MB is refused while inflating; the page keeps painting and the draft stays', async ({page}) => {
  await openPlayground(page);
  await typeInJs(page, '\n// my own widget');
  await expect.poll(() => savedDraft(page)).toContain('my own widget');
  const bomb = toBase64Url(deflateRawSync(Buffer.from(JSON.stringify({v: 1, html: '', css: '', js: 'a'.repeat(12_000_000), fields: '{}', values: {}})), {level: 9}));
  expect(bomb.length).toBeLessThan(16_000);
  await startHeartbeat(page);
  await page.evaluate((hash) => (window.location.hash = hash), `#state=${bomb}`);
  await expect(page.getByRole('status').filter({hasText: 'The shared link unpacks to more than 1 MB, the most a shared widget may hold, so it was not opened. Your draft is shown instead.'})).toBeVisible();
  await expect(jsEditor(page)).toContainText('my own widget');
  expect(await savedDraft(page)).toContain('my own widget');
  expect(await longestFrameGap(page)).toBeLessThan(MAX_FRAME_GAP_MS);
});

test('a 5 MB paste into the reply is cut to the reply’s limit and says so; the page keeps painting and the reply is stored', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPreview(page);
  const pasted = 5 * 1024 * 1024;
  await page.evaluate((length) => navigator.clipboard.writeText('x'.repeat(length)), pasted);
  await reply(page).fill('');
  await startHeartbeat(page);
  await reply(page).press('ControlOrMeta+V');
  await expect(panel(page).locator('[data-field-limit]')).toHaveText(cutMessage('the reply', pasted, pasted - FIELD_LIMITS.reply, FIELD_LIMITS.reply));
  expect(await reply(page).evaluate((field: HTMLTextAreaElement) => field.value.length)).toBe(FIELD_LIMITS.reply);
  await reply(page).press('End');
  await reply(page).pressSequentially('!');
  expect(await longestFrameGap(page)).toBeLessThan(MAX_FRAME_GAP_MS);
  await expect(panel(page).locator('[data-draft-problem]')).toHaveCount(0);

  await page.reload();
  await appReady(page);
  await page.getByRole('button', {name: 'Open the reply preview'}).click();
  expect(await reply(page).evaluate((field: HTMLTextAreaElement) => field.value.length)).toBe(FIELD_LIMITS.reply);
});

test('with the storage quota filled first, a save that fails is said where you type, the work stays and downloads', async ({page}) => {
  await openPreview(page);
  await reply(page).fill('Saved before the quota filled, ${sender}');
  await fillQuota(page);
  // A fresh load on a full quota: the draft is still read back.
  await page.reload();
  await appReady(page);
  await page.getByRole('button', {name: 'Open the reply preview'}).click();
  await expect(reply(page)).toHaveValue('Saved before the quota filled, ${sender}');
  await startHeartbeat(page);
  await reply(page).press('End');
  await reply(page).pressSequentially(' and after');
  const alert = panel(page).locator('[data-draft-problem="quota"]');
  await expect(alert).toHaveAttribute('role', 'alert');
  await expect(alert).toContainText("Not saved. The browser's storage for this site is full, so your draft was not saved. Your work is still here in this tab");
  // Said where the visitor types: right under the reply.
  expect(await panel(page).evaluate((root) => {
    const field = root.querySelector('textarea')!;
    const problem = root.querySelector('[data-draft-problem]')!;
    return field.compareDocumentPosition(problem) & Node.DOCUMENT_POSITION_FOLLOWING && problem.getBoundingClientRect().top - field.getBoundingClientRect().bottom < 200;
  })).toBeTruthy();
  const [file] = await Promise.all([page.waitForEvent('download'), alert.getByRole('button', {name: 'Download your work'}).click()]);
  expect(JSON.parse(await downloaded(file))).toMatchObject({reply: 'Saved before the quota filled, ${sender} and after'});
  await expect(reply(page)).toHaveValue('Saved before the quota filled, ${sender} and after');
  expect(await longestFrameGap(page)).toBeLessThan(MAX_FRAME_GAP_MS);

  // The playground on the same full storage.
  await openPlayground(page);
  await expect(page.getByRole('status').filter({hasText: "The browser's storage for this site is full"})).toBeVisible();
  await startHeartbeat(page);
  await typeInJs(page, '\n// written on a full storage');
  const problem = playground(page).locator('[data-pane="code"] [data-draft-problem="quota"]');
  await expect(problem).toContainText("The browser's storage for this site is full");
  const [widget] = await Promise.all([page.waitForEvent('download'), problem.getByRole('button', {name: 'Download your work'}).click()]);
  expect(JSON.parse(await downloaded(widget)).js).toContain('// written on a full storage');
  expect(await longestFrameGap(page)).toBeLessThan(MAX_FRAME_GAP_MS);
});

test('a tool that stops on its saved draft offers to open without it, keeps it downloadable, and Restart always recovers', async ({page}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await openPreview(page);
  const key = draftKeys(draftTools.replyPreview).current;
  // A failure that follows the saved draft: the preview stops whenever its saved reply holds "crash-me".
  await page.evaluate((draftKey) => {
    const original = Number.prototype.toLocaleString;
    Number.prototype.toLocaleString = function (this: number, ...rest: []) {
      if (window.localStorage.getItem(draftKey)?.includes('crash-me')) throw new Error('Injected failure from the saved draft');
      return original.apply(this, rest);
    };
  }, key);
  await reply(page).fill('crash-me ${sender}');
  const alert = page.locator('[data-tool-failed="reply preview"]');
  await expect(alert).toContainText('The reply preview stopped because of an error.');
  await expect(alert).toContainText('Injected failure from the saved draft');
  const [saved] = await Promise.all([page.waitForEvent('download'), alert.getByRole('button', {name: 'Download the saved draft'}).click()]);
  expect(JSON.parse(await downloaded(saved))).toMatchObject({reply: 'crash-me ${sender}'});

  // Restart fails again on the same draft; the second Restart opens without it.
  await alert.getByRole('button', {name: 'Restart the reply preview'}).click();
  await expect(alert).toContainText('It stopped again right after restarting');
  await alert.getByRole('button', {name: 'Restart the reply preview'}).click();
  await expect(reply(page)).toBeVisible();
  await expect(reply(page)).not.toHaveValue(/crash-me/);
  await panel(page).getByText('Earlier drafts (1)').click();
  const entry = panel(page).getByRole('list', {name: 'Earlier drafts'}).getByRole('listitem');
  await expect(entry).toContainText('Set aside after the tool stopped on it');
  const [kept] = await Promise.all([page.waitForEvent('download'), entry.getByRole('button', {name: /^Download/}).click()]);
  expect(JSON.parse(await downloaded(kept))).toMatchObject({reply: 'crash-me ${sender}'});
  expect(pageErrors).toEqual([]);
});

test('the playground opens a saved draft with broken values and a label that is an object, repaired and said, without crashing', async ({page}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await page.goto(playgroundRoute);
  const fields = JSON.stringify({title: {type: 'text', label: {x: 1}, value: 'Hi'}});
  await page.evaluate(
    ({draftKey, text}) => window.localStorage.setItem(draftKey, `${JSON.stringify({format: 1, version: 3, tab: 'another', savedAt: Date.now()})}\n${text}`),
    {draftKey: draftKeys(draftTools.playground).current, text: JSON.stringify({html: '<p id="saved">{{title}}</p>', css: '', js: '', fields, values: 'oops'})},
  );
  await page.reload();
  await appReady(page);
  await page.getByRole('button', {name: 'Open playground: your draft is waiting'}).click();
  await running(page);
  await expect(page.getByRole('status').filter({hasText: 'Your saved draft was repaired before opening: its field values were not an object of values'})).toBeVisible();
  // The Fields tab says its Fields have a problem, and the problem is said under every editor.
  await expect(playground(page).getByRole('alert').filter({hasText: 'Field "title": its "label" must be text, not an object'})).toBeVisible();
  await page.getByRole('group', {name: 'Editor'}).getByRole('button', {name: 'Fields (error)', exact: true}).click();
  await expect(playground(page).getByRole('alert').filter({hasText: 'Field "title": its "label" must be text, not an object'})).toBeVisible();
  await expect(preview(page).locator('#saved')).toBeAttached();
  await expect(page.locator('[data-tool-failed]')).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});
