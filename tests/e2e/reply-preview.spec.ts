import {expect, test, type Page} from '@playwright/test';
import {getVariable} from '../../src/data/variables';
import {maxDiagnostics} from '../../src/preview/limits';
import {defaultSamples, editableSamples} from '../../src/preview/samples';
import {adLengthsSeconds, commercialAction} from '../../src/data/guides/run-ads';
import {FIELD_LIMITS, starterDraft} from '../../src/preview/ui/draft';
import {cutMessage} from '../../src/tools/textLimit';
import {userLevels} from '../../src/data/userLevels';
import {seriousViolations} from './axeScan';
import {appReady, chunkContaining, storageThatThrows} from './support';

const panel = (page: Page) => page.locator('[data-reply-preview="open"]');
const reply = (page: Page) => panel(page).getByRole('textbox', {name: 'Reply', exact: true});
const botLine = (page: Page) => panel(page).getByRole('list', {name: 'Chat transcript: What chat would see'}).locator('li[data-role="bot"]').last();

async function openPreview(page: Page, route = '/chatbot/commands/custom', button = 'Open the reply preview') {
  await page.goto(route);
  await appReady(page);
  await page.getByRole('button', {name: button}).click();
  await expect(panel(page)).toBeVisible();
}

async function setReply(page: Page, text: string, message = '!hug @Luna') {
  await reply(page).fill(text);
  await panel(page).getByLabel('Chat message that runs it').fill(message);
}

test.beforeEach(async ({page}) => {
  // Each test starts from the starter draft.
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('preview-test-started')) {
      localStorage.clear();
      sessionStorage.setItem('preview-test-started', '1');
    }
  });
});

test('nothing of the preview loads before the visitor shows intent', async ({page}) => {
  // The preview's own chunk, by a text only its UI has (chunk files are named by id).
  const previewChunk = chunkContaining('Your browser did not allow copying.');
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/chatbot/variables');
  await appReady(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts).not.toContain(previewChunk);
  await page.getByRole('button', {name: 'Open the reply preview'}).hover();
  await expect.poll(() => scripts.includes(previewChunk)).toBe(true);
});

test('on a 320 px screen the openers of the preview and the filter bench wrap their words and fit', async ({page}) => {
  await page.setViewportSize({width: 320, height: 640});
  for (const [route, name] of [
    ['/chatbot/variables/user', 'Try these examples in the reply preview'],
    ['/chatbot/filters/caps', 'Try this filter in the bench'],
  ] as const) {
    await page.goto(route);
    await appReady(page);
    const box = (await page.getByRole('button', {name}).boundingBox())!;
    expect(box.x + box.width, route).toBeLessThanOrEqual(320);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), route).toBeLessThanOrEqual(320);
  }
});

test('a reply with three variables and an argument previews correctly', async ({page}) => {
  await openPreview(page);
  await panel(page).getByLabel('Sender', {exact: true}).fill('PixelPanda');
  await setReply(page, '${sender} gives ${touser} a hug: ${repeat 2 "<3"} from ${1|everyone}');
  await expect(botLine(page)).toContainText('PixelPanda gives @Luna a hug: <3 <3 from @Luna');
  const viewer = panel(page).getByRole('list', {name: 'Chat transcript: What chat would see'}).locator('li').first();
  await expect(viewer).toContainText('PixelPanda');
  await expect(viewer).toContainText('!hug @Luna');
  await expect(panel(page).getByText('No problems found.')).toBeVisible();
});

test('changing the sender’s level or the platform changes the answer or the diagnostic', async ({page}) => {
  await openPreview(page);
  await setReply(page, 'Level ${sender.level} on ${provider}');
  await expect(botLine(page)).toContainText('Level 100 on twitch');
  await panel(page).getByLabel('User level').selectOption('moderator');
  await expect(botLine(page)).toContainText('Level 500 on twitch');
  await panel(page).getByLabel('Platform').selectOption('kick');
  await expect(botLine(page)).toContainText('Level 500 on kick');

  await setReply(page, 'Hi ${user}');
  await expect(panel(page).locator('[data-kind="platform"]')).toHaveCount(0);
  await panel(page).getByLabel('Platform').selectOption('youtube');
  await expect(panel(page).locator('[data-kind="platform"]')).toContainText('${user} does not work on YouTube');
});

test('an unknown variable shows its suggestion, linked to that variable’s page', async ({page}) => {
  await openPreview(page);
  await setReply(page, 'Welcome ${sendr}!');
  const problem = panel(page).locator('[data-kind="unknown"]');
  await expect(problem).toContainText('There is no variable sendr. Did you mean ${sender}?');
  await expect(problem.getByRole('link', {name: 'About ${sender}'})).toHaveAttribute('href', '/chatbot/variables/sender');
});

test('${random.1-100}, a form the data lists, reads without a note; a bare ${touser} says it became the sender', async ({page}) => {
  await openPreview(page);
  await setReply(page, 'You rolled ${random.1-100}');
  await expect(botLine(page)).toContainText(/You rolled \d+/);
  expect(getVariable('random').syntax.map((form) => form.form)).toContain('${random.<min>-<max>}');
  await expect(panel(page).locator('[data-kind]')).toHaveCount(0);

  await setReply(page, 'Hugs for ${touser}!', '!hug');
  await expect(botLine(page)).toContainText('Hugs for PixelPanda!');
  await expect(panel(page).locator('[data-kind="fallback"]')).toContainText(
    '${touser} has no name to use: nothing follows the command in the chat message, so it becomes the sender, PixelPanda.',
  );
});

test('a form the bot does not have is refused with the form to write: ${args}, ${time.timezone}, a backwards range', async ({page}) => {
  await openPreview(page);
  await setReply(page, 'You said: ${args}', '!echo hello there');
  await expect(botLine(page)).toContainText('You said: ${args}');
  const problem = panel(page).locator('[data-kind="unknown"]');
  await expect(problem).toContainText('${args} is not a form the bot has.');
  await expect(problem).toContainText('Write ${1:} instead.');
  await expect(problem.getByRole('link', {name: 'About the argument tokens'})).toHaveAttribute('href', '/chatbot/variables/args');

  await setReply(page, 'You said: ${1:} (first: ${1}, then ${:2})', '!echo hello there');
  await expect(botLine(page)).toContainText('You said: hello there (first: hello, then !echo hello there)');
  await expect(panel(page).getByText('No problems found.')).toBeVisible();

  await setReply(page, 'Lisbon: ${time.timezone Europe/Lisbon}');
  await expect(botLine(page)).toContainText('Lisbon: unknown time zone timezone');
  await expect(panel(page).locator('[data-kind="unknown"]')).toContainText('Write ${time <zone>} instead.');
  await setReply(page, 'Lisbon: ${time Europe/Lisbon} / ${time.Europe/Lisbon}');
  await expect(botLine(page)).toContainText(/Lisbon: \d{2}:\d{2} \/ \d{2}:\d{2}$/);

  await setReply(page, 'Backwards: ${3:1}', '!echo a b c');
  await expect(botLine(page)).toContainText('Backwards: ${3:1}');
  await expect(panel(page).locator('[data-kind="value"]')).toContainText('is not an argument token');
});

test('a /commercial reply is an ad break on Twitch, not a chat message; ${quote} reads #<id> <text>', async ({page}) => {
  await openPreview(page);
  const [seconds] = adLengthsSeconds;
  await setReply(page, `${commercialAction} \${1}`, `!ad ${seconds}`);
  await expect(botLine(page)).toHaveText(new RegExp(`no chat message: the bot sends the action ${commercialAction} ${seconds}`));
  await expect(panel(page).getByRole('list', {name: 'What else happens'})).toContainText(`A ${seconds}-second ad break starts on Twitch.`);
  await setReply(page, `${commercialAction} 45`, '!ad');
  await expect(panel(page).locator('[data-kind="value"]')).toContainText(adLengthsSeconds.join(', '));
  await panel(page).getByLabel('Platform').selectOption('kick');
  await setReply(page, `${commercialAction} ${seconds}`, '!ad');
  await expect(botLine(page)).toContainText(`${commercialAction} ${seconds}`);
  await expect(panel(page).locator('[data-kind="platform"]')).toContainText('is a Twitch action');

  const body = defaultSamples().quote.replace(/^#\d+ /, '');
  await setReply(page, 'From the archive: ${quote 12}', '!archive');
  await expect(botLine(page)).toContainText(`From the archive: #12 ${body}`);
});

test('a 69 kB reply with 5,000 unknown names lists a few problems and counts the rest', async ({page}) => {
  await openPreview(page);
  const unknowns = 5000;
  await setReply(page, Array.from({length: unknowns}, (_, index) => `\${nosuch${index}x}`).join(' '));
  await expect(panel(page).locator('[data-unlisted]')).toHaveText(`${(unknowns - maxDiagnostics).toLocaleString('en')} more problems are not listed: fix the ones above first.`);
  await expect(panel(page).locator('[data-kind="unknown"]')).toHaveCount(maxDiagnostics);
  // Typing goes on at once, and the answer follows.
  await reply(page).press('End');
  await reply(page).pressSequentially(' ok');
  await expect(reply(page)).toHaveValue(/ ok$/);
  await expect(botLine(page)).toContainText(/ ok$/);
});

test('a failure inside the preview shows a message and a restart, never a broken page, and keeps the reply', async ({page}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  await openPreview(page);
  await page.evaluate(() => {
    const original = Number.prototype.toLocaleString;
    (window as unknown as {restoreNumbers: () => void}).restoreNumbers = () => void (Number.prototype.toLocaleString = original);
    Number.prototype.toLocaleString = () => {
      throw new Error('Injected failure in the preview');
    };
  });
  await reply(page).fill('Kept after the failure, ${sender}');
  const alert = page.getByRole('alert').filter({hasText: 'The reply preview stopped because of an error.'});
  await expect(alert).toContainText('Injected failure in the preview');
  await expect(page.getByRole('heading', {level: 1})).toBeVisible();
  await page.evaluate(() => (window as unknown as {restoreNumbers: () => void}).restoreNumbers());
  await alert.getByRole('button', {name: 'Restart the reply preview'}).click();
  await expect(reply(page)).toHaveValue('Kept after the failure, ${sender}');
  expect(pageErrors).toEqual([]);
});

test('over the Twitch length limit, and an unterminated ${, are reported', async ({page}) => {
  await openPreview(page);
  // 50 copies of 15 characters: over Twitch's 500, within ${repeat}'s cap of copies.
  await setReply(page, '${repeat 50 hype-hype-hype}');
  await expect(panel(page).locator('[data-kind="length"]')).toContainText('Twitch allows 500 in one chat message');
  await setReply(page, 'Hello ${sender');
  await expect(panel(page).locator('[data-kind="brackets"]')).toContainText('is never closed');
});

test('copy as chat command puts the exact line on the clipboard; a pasted line loads back', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPreview(page);
  await setReply(page, 'Go see ${1} playing ${game ${1}}');
  // The command is the chat message's first word: renaming it renames the command the message runs.
  await panel(page).getByLabel('Command', {exact: true}).fill('!so');
  await expect(panel(page).getByLabel('Chat message that runs it')).toHaveValue('!so @Luna');
  await panel(page).getByRole('combobox', {name: 'Chat line', exact: true}).selectOption('edit');
  await panel(page).getByRole('button', {name: 'Copy as chat command'}).click();
  await expect(panel(page).getByText('Copied: !command edit !so Go see ${1} playing ${game ${1}}')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('!command edit !so Go see ${1} playing ${game ${1}}');

  await panel(page).getByLabel('Start from an existing chat line').fill('!cmd add !dice ${sender} rolls ${random 6-6}');
  await panel(page).getByRole('button', {name: 'Use this line'}).click();
  await expect(reply(page)).toHaveValue('${sender} rolls ${random 6-6}');
  await expect(panel(page).getByLabel('Command', {exact: true})).toHaveValue('dice');
  await expect(botLine(page)).toContainText('rolls 6');
});

test('the chat line shows exactly what it copies, runs of spaces included', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPreview(page);
  await setReply(page, 'Hello   ${sender}   spaced');
  await panel(page).getByRole('button', {name: 'Copy as chat command'}).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe('!command add !hug Hello   ${sender}   spaced');
  // What a reader sees (innerText follows the CSS), not the text nodes: a collapsed run would differ.
  expect(await panel(page).locator('[data-chat-command]').evaluate((element: HTMLElement) => element.innerText)).toBe(copied);
  expect(await panel(page).getByText(/^Copied: /u).evaluate((element: HTMLElement) => element.innerText)).toBe(`Copied: ${copied}`);
});

test('a paste warning goes once the reply it was about is replaced', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPreview(page);
  const pasted = FIELD_LIMITS.reply + 25;
  await page.evaluate((length) => navigator.clipboard.writeText('x'.repeat(length)), pasted);
  await reply(page).fill('');
  await reply(page).press('ControlOrMeta+V');
  const warning = panel(page).locator('[data-field-limit]');
  await expect(warning).toHaveText(cutMessage('the reply', pasted, pasted - FIELD_LIMITS.reply, FIELD_LIMITS.reply));
  await panel(page).getByLabel('Start from an existing chat line').fill('!cmd add !dice ${sender} rolls ${random 6-6}');
  await panel(page).getByRole('button', {name: 'Use this line'}).click();
  await expect(reply(page)).toHaveValue('${sender} rolls ${random 6-6}');
  await expect(warning).toHaveCount(0);
});

test('a sample value pasted over its limit is cut where it lands, keeping the text after the caret, with a note', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPreview(page);
  await panel(page).getByText('Sample values for live data').click();
  const {label} = editableSamples[0]!;
  const field = panel(page).getByLabel(label, {exact: true});
  await field.fill('START-END');
  await field.press('Home');
  for (let i = 0; i < 'START-'.length; i++) await field.press('ArrowRight');
  const pasted = FIELD_LIMITS.sample + 2_000;
  await page.evaluate((length) => navigator.clipboard.writeText('x'.repeat(length)), pasted);
  await field.press('ControlOrMeta+V');
  const value = await field.inputValue();
  expect(value).toHaveLength(FIELD_LIMITS.sample);
  expect(value.startsWith('START-')).toBe(true);
  expect(value.endsWith('END')).toBe(true);
  const kept = FIELD_LIMITS.sample - 'START-END'.length;
  await expect(panel(page).locator('[data-field-limit]')).toHaveText(cutMessage(`the ${label} sample`, pasted, pasted - kept, FIELD_LIMITS.sample));
});

test('the command copied is the one the chat message runs; a message that runs none is a problem and copies nothing', async ({page, context}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openPreview(page);
  const {reply: starterReply} = starterDraft();
  const message = panel(page).getByLabel('Chat message that runs it');
  const command = panel(page).getByLabel('Command', {exact: true});
  const copy = panel(page).getByRole('button', {name: 'Copy as chat command'});
  await message.fill('!discord');
  await expect(command).toHaveValue('discord');
  await expect(panel(page).locator('[data-chat-command]')).toHaveText(`!command add !discord ${starterReply}`);
  await copy.click();
  await expect(panel(page).getByText(`Copied: !command add !discord ${starterReply}`)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`!command add !discord ${starterReply}`);

  await message.fill('discord please');
  await expect(panel(page).locator('[data-kind="command"]')).toContainText('The chat message runs no command: it must start with one, such as !hug.');
  await expect(panel(page).getByText('No problems found.')).toHaveCount(0);
  // A plain click event, as voice control and switch access send.
  await copy.dispatchEvent('click');
  await expect(panel(page).getByText('Nothing was copied: the chat message runs no command.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`!command add !discord ${starterReply}`);
  await command.fill('discord');
  await expect(message).toHaveValue('!discord discord please');
  await expect(panel(page).locator('[data-kind="command"]')).toHaveCount(0);
});

test('the user levels read as the data names them, and the verdict reaches screen readers through a live region', async ({page}) => {
  await openPreview(page);
  const options = panel(page).getByRole('combobox', {name: 'User level'}).locator('option');
  await expect(options).toHaveText(userLevels.map((level) => (level.value === null ? level.label : `${level.label} (${level.value})`)));
  await expect(options.filter({hasText: 'null'})).toHaveCount(0);

  const announcer = panel(page).locator('[data-problem-summary]');
  await expect(announcer).toHaveAttribute('role', 'status');
  await expect(announcer).toHaveText('The preview finds no problems.');
  await setReply(page, 'Welcome ${sendr}!');
  await expect(announcer).toHaveText('The preview finds one problem. Problem: There is no variable sendr. Did you mean ${sender}?');
  await setReply(page, 'Welcome ${sendr} and ${usr}!');
  await expect(announcer).toContainText('The preview finds 2 problems. The first: Problem: There is no variable sendr.');
});

test('counters count on across sends, and drafts survive a reload', async ({page}) => {
  await openPreview(page);
  await setReply(page, 'Deaths: ${count deaths}', '!died');
  await expect(botLine(page)).toContainText('Deaths: 1');
  await panel(page).getByRole('button', {name: 'Send in chat'}).click();
  await expect(botLine(page)).toContainText('Deaths: 2');
  const transcript = panel(page).getByRole('list', {name: 'Chat transcript: What chat would see'});
  await expect(transcript.locator('li[data-role="bot"]').first()).toContainText('Deaths: 1');

  await page.reload();
  await appReady(page);
  await page.getByRole('button', {name: 'Open the reply preview'}).click();
  await expect(reply(page)).toHaveValue('Deaths: ${count deaths}');
});

test('works when storage is blocked', async ({page}) => {
  await page.addInitScript(storageThatThrows);
  await openPreview(page);
  await setReply(page, 'Still ${sender}');
  await expect(botLine(page)).toContainText('Still PixelPanda');
});

test('a variable page starts from its own worked examples, under the site’s CSP', async ({page}) => {
  await page.addInitScript(() => {
    const w = window as unknown as {cspViolations: string[]};
    w.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => w.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await openPreview(page, '/chatbot/variables/repeat', 'Try these examples in the reply preview');
  await expect(reply(page)).toHaveValue('${repeat 4 pandaHype}');
  await expect(botLine(page)).toContainText('pandaHype pandaHype pandaHype pandaHype');
  // Arrow keys move through the list without replacing the reply; "Load example" loads the one shown.
  const examples = panel(page).getByLabel('Start from an example');
  await examples.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(reply(page)).toHaveValue('${repeat 4 pandaHype}');
  await examples.selectOption({label: 'A phrase with a variable inside'});
  await expect(reply(page)).toHaveValue('${repeat 4 pandaHype}');
  await panel(page).getByRole('button', {name: 'Load example'}).click();
  await expect(reply(page)).toHaveValue('${repeat 3 "Go ${touser}!"}');
  await expect(examples).toHaveValue(/\d+/);
  await expect(botLine(page)).toContainText('Go lanternfish! Go lanternfish! Go lanternfish!');
  expect(await page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations)).toEqual([]);
});

test('works from the keyboard alone', async ({page}) => {
  await page.goto('/chatbot/variables');
  await appReady(page);
  const button = page.getByRole('button', {name: 'Open the reply preview'});
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(reply(page)).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Hi ${touser}');
  await page.keyboard.press('Tab');
  await expect(panel(page).getByLabel('Chat message that runs it')).toBeFocused();
  await expect(botLine(page)).toContainText('Hi @Luna');
});

test.describe('on a phone', () => {
  test.use({viewport: {width: 375, height: 740}, isMobile: true, hasTouch: true});

  test('fits the screen without sideways scrolling', async ({page}) => {
    await openPreview(page);
    await setReply(page, '${sender} gives ${touser} a warm hug with a long line of text that has to wrap on a narrow screen');
    await expect(botLine(page)).toContainText('@Luna');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await panel(page).boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(375);
  });
});

for (const mode of ['light', 'dark'] as const) {
  test(`axe finds nothing serious in the open preview (${mode} mode)`, async ({page}) => {
    await page.emulateMedia({colorScheme: mode});
    await openPreview(page);
    await setReply(page, '${sendr} ${weather} ${repeat 200 x}');
    await panel(page).getByText('Sample values for live data').click();
    expect(await seriousViolations(page, {within: '[data-reply-preview="open"]'})).toEqual([]);
  });
}
