/** What the widget playground's browser tests share: opening it, its panels, sending events. */
import {expect, type Page} from '@playwright/test';
import {catalogue} from '../../src/playground/logic/catalogue';
import {encodeState, type SharedState} from '../../src/playground/logic/share';
import {draftKeys, draftTools} from '../../src/tools/drafts/keys';

export const playgroundKeys = draftKeys(draftTools.playground);

export const route = '/overlays/custom-widget';
export const preview = (page: Page) => page.frameLocator('iframe[title="Widget preview"]');
export const playground = (page: Page) => page.getByRole('region', {name: 'Widget playground'});
/** The console's log, found whether or not its panel is the one shown. */
export const consolePanel = (page: Page) => page.locator('[role="log"][aria-label="Widget console"]');
export const consoleLines = (page: Page, level: string) => consolePanel(page).locator(`li[data-level="${level}"]`);
// The status line sits under the preview, which a phone shows only in its Preview view.
export const running = (page: Page) => expect(page.locator('[role="status"]', {hasText: 'Widget running.'})).toBeAttached();

/**
 * Does `action` (a click on "Run widget again", say) and waits until the widget has been started
 * again. A widget that floods the page is stopped again within seconds, and on a busy machine the
 * page may show "Widget running." too briefly for a check that polls, or not at all (the stop comes
 * before the page renders the start): so every status shown from the action on is recorded.
 */
export async function startedAgain(page: Page, action: () => Promise<void>) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as {statuses: string[]}).statuses = seen;
    new MutationObserver(() => {
      for (const status of Array.from(document.querySelectorAll('[role="status"]'))) seen.push(status.textContent ?? '');
    }).observe(document.body, {subtree: true, childList: true, characterData: true});
  });
  await action();
  await expect.poll(() => page.evaluate(() => (window as unknown as {statuses: string[]}).statuses.some((text) => /Widget running|Starting the widget/.test(text)))).toBe(true);
}

/** Shows one of the playground's views (Code, Preview, Events, Console, Fields) if it is not already shown. */
export async function show(page: Page, view: 'Code' | 'Preview' | 'Events' | 'Console' | 'Fields') {
  const button = page.getByRole('group', {name: 'Show'}).getByRole('button', {name: view, exact: true});
  if ((await button.count()) > 0 && (await button.getAttribute('aria-pressed')) !== 'true') await button.click();
}

export const linksIn = (url: string) => /[?&]try=|#(?:.*&)?(?:state|event)=/.test(url);

export async function openPlayground(page: Page, url = route, {waitUntilRunning = true} = {}) {
  // A fresh document each time: changing only the fragment would not reload the page.
  await page.goto('about:blank');
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  if (!linksIn(url)) await page.getByRole('button', {name: 'Open playground'}).click();
  if (waitUntilRunning) await running(page);
  else await expect(playground(page)).toBeVisible();
}

export const widgetState = (widget: Partial<SharedState>): SharedState => ({html: '', css: '', js: '', fields: '{}', values: {}, ...widget});
export const shareLink = async (widget: Partial<SharedState>) => `${route}#state=${await encodeState(widgetState(widget))}`;

/** A widget of the visitor's own, opened through a share link. */
export async function openWidget(page: Page, widget: Partial<SharedState>, options?: {waitUntilRunning: boolean}) {
  await openPlayground(page, await shareLink(widget), options);
}

export async function send(page: Page, id: string) {
  const entry = catalogue.find((item) => item.id === id)!;
  await show(page, 'Events');
  await page.getByRole('button', {name: entry.label, exact: true}).click();
  await page.getByRole('button', {name: `Send ${entry.label}`, exact: true}).click();
}

/** The playground's saved draft as stored (the header line dropped), or null. */
export const savedDraft = (page: Page) =>
  page.evaluate((key) => {
    const stored = window.localStorage.getItem(key);
    return stored === null ? null : stored.slice(stored.indexOf('\n') + 1);
  }, playgroundKeys.current);

/** The texts in the playground's draft history, newest first. */
export const draftHistory = (page: Page) =>
  page.evaluate((key) => (JSON.parse(window.localStorage.getItem(key) ?? '[]') as {text: string}[]).map((entry) => entry.text), playgroundKeys.history);
