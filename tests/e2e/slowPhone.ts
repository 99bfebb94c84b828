import {expect, type Browser, type BrowserContext, type Locator, type Page} from '@playwright/test';

/**
 * A visit on a poor phone: the CPU slowed four times (Chromium's throttling, as Lighthouse's mobile
 * preset does) and every script held SCRIPT_DELAY_MS before it is sent, as on a slow mobile network.
 * Routing turns Playwright's HTTP cache off, so every script, a prefetched one included, waits.
 */
export const CPU_SLOWDOWN = 4;
export const SCRIPT_DELAY_MS = 1500;
/**
 * How long an effect may take to show once every script it needed has arrived (ScriptGate.settled):
 * the slowed CPU running them, a render, an animation.
 */
export const EFFECT_MS = 8 * SCRIPT_DELAY_MS;

export const DESKTOP = {width: 1280, height: 800};
export const PHONE = {width: 412, height: 823};

/** A context with a touch screen (taps) or without one, at a viewport size. */
export async function slowContext(browser: Browser, viewport: {width: number; height: number}, hasTouch: boolean): Promise<BrowserContext> {
  return browser.newContext({viewport, hasTouch});
}

/** Holds every script the page asks for from `hold()` until `release()`, on top of the delay. */
export interface ScriptGate {
  hold(): void;
  release(): void;
  /**
   * Resolves once the app has hydrated and no script is on its way: whatever an input set going
   * (the app, a part's code, a route's chunks) has arrived, so its effect is due now. Bounded by the
   * test's time-out: how fast is the benchmarks' business, this only tells late from lost.
   */
  settled(): Promise<void>;
}

/** Slows the page's CPU and delays every script it asks for; the gate can hold them back altogether. */
export async function slowPhone(page: Page): Promise<ScriptGate> {
  let holding: Promise<void> | null = null;
  let release = () => undefined as void;
  let inFlight = 0;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
  await page.route('**/*.js', async (route) => {
    inFlight += 1;
    await new Promise((resolve) => setTimeout(resolve, SCRIPT_DELAY_MS));
    if (holding) await holding;
    await route.continue().catch(() => undefined); // the page may have moved on meanwhile
    inFlight -= 1;
  });
  return {
    async settled() {
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {timeout: 0, polling: 50});
      await expect.poll(() => inFlight, {timeout: 0}).toBe(0);
    },
    hold() {
      holding ??= new Promise<void>((resolve) => (release = resolve));
    },
    release() {
      holding = null;
      release();
    },
  };
}

/**
 * Moments of a first load at which an input must already work. Each sets the stage (`before`, from
 * the navigation on) and waits in the page for its condition (`reached`); the gate is released
 * once the input is made:
 * - painted: the server's HTML is on screen and no app code has run (every script held);
 * - hydrating: React has taken the page's root and is hydrating it, yielding between slices (on a
 *   busy host the moment can pass before it is seen: the input then lands just after hydration);
 * - hydrated: the app has hydrated, and the code of anything loaded on intent (the search dialog)
 *   is held until the input is made.
 */
export const moments = {
  painted: {
    before: (gate: ScriptGate) => gate.hold(),
    reached: async (page: Page) => {
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, null, {polling: 50});
    },
  },
  hydrating: {
    before: () => undefined,
    reached: async (page: Page) => {
      await page.waitForFunction(
        () => {
          const root = document.getElementById('__docusaurus');
          return (root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'))) || document.documentElement.dataset.hasHydrated === 'true';
        },
        null,
        {polling: 10},
      );
    },
  },
  hydrated: {
    before: () => undefined,
    reached: async (page: Page, gate?: ScriptGate) => {
      await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', null, {polling: 10});
      gate?.hold();
    },
  },
} as const satisfies Record<string, {before: (gate: ScriptGate) => void; reached: (page: Page, gate?: ScriptGate) => Promise<void>}>;
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
