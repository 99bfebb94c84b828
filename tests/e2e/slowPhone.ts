import type {Browser, BrowserContext, Locator, Page} from '@playwright/test';

/**
 * A visit on a poor phone: the CPU slowed four times (Chromium's throttling, as Lighthouse's mobile
 * preset does) and every script held SCRIPT_DELAY_MS before it is sent, as on a slow mobile network.
 * Routing turns Playwright's HTTP cache off, so every script, a prefetched one included, waits.
 */
export const CPU_SLOWDOWN = 4;
export const SCRIPT_DELAY_MS = 1500;
/**
 * How long an input may take to show its effect on such a phone: the app's scripts, then the code of
 * what was reached for, then the route's code for a link, each held SCRIPT_DELAY_MS, and the
 * slowed CPU running each.
 */
export const EFFECT_MS = 8 * SCRIPT_DELAY_MS;

export const DESKTOP = {width: 1280, height: 800};
export const PHONE = {width: 412, height: 823};

/** A context with a touch screen (taps) or without one, at a viewport size. */
export async function slowContext(browser: Browser, viewport: {width: number; height: number}, hasTouch: boolean): Promise<BrowserContext> {
  return browser.newContext({viewport, hasTouch});
}

/** Slows the page's CPU and delays every script it asks for. */
export async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
  await page.route('**/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    await route.continue().catch(() => undefined); // the page may have moved on meanwhile
  });
}

/**
 * Moments of a first load at which an input must already work:
 * - painted: the server's HTML is on screen, no app code has run;
 * - hydrating: React has taken the page's root and is hydrating it (it yields between slices);
 * - hydrated: the app has hydrated, the code of anything loaded on intent has not arrived.
 * Each waits in the page for its condition, polling often so as not to miss a short window.
 */
export const moments = {
  painted: (page: Page) =>
    page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0 && !document.documentElement.dataset.hasHydrated, null, {polling: 10}),
  hydrating: (page: Page) =>
    page.waitForFunction(
      () => {
        const root = document.getElementById('__docusaurus');
        return (root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'))) || document.documentElement.dataset.hasHydrated === 'true';
      },
      null,
      {polling: 10},
    ),
  hydrated: (page: Page) => page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {polling: 10}),
} as const;
export type Moment = keyof typeof moments;

/** The ways a visitor's input reaches a control: touch, mouse, keyboard, and a plain click event (voice control, switch access). */
export const inputs = {
  touch: (target: Locator) => target.tap(),
  mouse: (target: Locator) => target.click(),
  keyboard: async (target: Locator) => {
    await target.focus();
    await target.press('Enter');
  },
  'plain click': (target: Locator) => target.dispatchEvent('click'),
} as const;
export type Input = keyof typeof inputs;
