import {expect, test, type Locator, type Page} from '@playwright/test';
import {commands} from '../../src/data/commands';
import {expectEveryTabGroupOn} from './support';
import {DESKTOP, EFFECT_MS, PHONE, inputs, moments, slowContext, slowPhone, type Input, type Moment} from './slowPhone';

/**
 * No speed mechanism may lose an input (docs-dev/performance.md, "Interaction before bytes"). On a
 * poor phone (CPU × 4, every script held 1.5 s: ./slowPhone.ts), each control a visitor reaches
 * for during a first load is used at each moment of that load (the server's HTML painted with no
 * app code, React hydrating, the app hydrated with on-intent code still on its way) with each input
 * (touch, mouse, keyboard, a plain click event), and must do what it says.
 */
const [first, second] = commands;
const COMMAND_PAGE = `/chatbot/commands/default/${first!.name}`;
/** The next command in the open sidebar category. */
const NEXT_PAGE = `/chatbot/commands/default/${second!.name}`;
/** A page whose tab groups share one choice (the websocket clients by language). */
const TABBED_PAGE = '/websockets/examples';
const sidebar = (page: Page) => page.locator('.theme-doc-sidebar-container');

const hrefOf = async (link: Locator) => (await link.getAttribute('href')) ?? '';
/** An in-page link took effect: the address ends with its anchor and its heading is in view. */
async function atHeading(page: Page, hash: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`${hash}$`), {timeout: EFFECT_MS});
  await expect(page.locator(`[id="${decodeURIComponent(hash.slice(1))}"]`)).toBeInViewport({timeout: EFFECT_MS});
}

interface Control {
  viewport: typeof DESKTOP;
  /** The page it is on: a command page unless said. */
  path?: string;
  /** The element to reach for, found in the server's HTML. */
  target: (page: Page) => Locator;
  /** Waits until the input has done what the control says. `before` is what `remember` read. */
  effect: (page: Page, before: string) => Promise<void>;
  /** Reads what the effect needs to know about the target before it is used. */
  remember?: (target: Locator) => Promise<string>;
}

const controls: Record<string, Control> = {
  'the menu button': {
    viewport: PHONE,
    target: (page) => page.getByRole('button', {name: 'Toggle navigation bar'}),
    effect: async (page) => {
      await expect(page.locator('.navbar-sidebar')).toBeVisible({timeout: EFFECT_MS});
      await expect(page.locator('.navbar-sidebar .menu__link', {hasText: first!.name}).first()).toBeVisible({timeout: EFFECT_MS});
    },
  },
  'the search button': {
    viewport: DESKTOP,
    target: (page) => page.locator('.navbar button.DocSearch-Button'),
    effect: async (page) => {
      await expect(page.getByRole('searchbox').or(page.locator('.DocSearch-Modal input'))).toBeFocused({timeout: EFFECT_MS});
    },
  },
  'a sidebar link': {
    viewport: DESKTOP,
    target: (page) => sidebar(page).locator(`a.menu__link[href="${NEXT_PAGE}"]`),
    effect: async (page) => {
      await expect(page).toHaveURL(new RegExp(`${NEXT_PAGE}$`), {timeout: EFFECT_MS});
      await expect(page.locator('article h1')).toContainText(second!.name, {timeout: EFFECT_MS});
    },
  },
  'a sidebar caret': {
    viewport: DESKTOP,
    target: (page) => sidebar(page).locator('button.menu__caret[aria-expanded="false"]').first(),
    remember: async (caret) => (await caret.getAttribute('aria-label')) ?? '',
    effect: async (page, label) => {
      const expanded = sidebar(page).locator(`button.menu__caret[aria-label="${label.replace('Expand', 'Collapse')}"]`);
      await expect(expanded).toHaveAttribute('aria-expanded', 'true', {timeout: EFFECT_MS});
    },
  },
  'a table-of-contents entry': {
    viewport: DESKTOP,
    target: (page) => page.locator('.theme-doc-toc-desktop a').last(),
    remember: hrefOf,
    effect: atHeading,
  },
  '"On this page" on a phone': {
    viewport: PHONE,
    target: (page) => page.locator('.theme-doc-toc-mobile').getByRole('button', {name: 'On this page'}),
    effect: async (page) => {
      await expect(page.locator('.theme-doc-toc-mobile .table-of-contents__link').first()).toBeVisible({timeout: EFFECT_MS});
    },
  },
  'a tab of a tab group': {
    viewport: PHONE,
    path: TABBED_PAGE,
    // The last tab of the last group: not the one chosen by default, and the groups share the choice.
    target: (page) => page.getByRole('tablist').last().getByRole('tab').last(),
    remember: async (tab) => (await tab.textContent()) ?? '',
    effect: (page, label) => expectEveryTabGroupOn(page, label, EFFECT_MS),
  },
  'an in-page link': {
    viewport: DESKTOP,
    // The heading's own anchor link, at the last heading: far down the page, so the view must move.
    target: (page) => page.locator('article h2 a.hash-link').last(),
    remember: hrefOf,
    effect: atHeading,
  },
};

test.describe('every input takes effect during a slow first load', () => {
  test.describe.configure({mode: 'parallel'});
  // A slowed page load, the input, then its effect, each step waiting on scripts held 1.5 s.
  test.setTimeout(60_000);

  for (const [controlName, control] of Object.entries(controls)) {
    for (const input of Object.keys(inputs) as Input[]) {
      for (const moment of Object.keys(moments) as Moment[]) {
        test(`${controlName}, ${input}, ${moment}`, async ({browser, baseURL}) => {
          const context = await slowContext(browser, control.viewport, input === 'touch');
          try {
            const page = await context.newPage();
            const gate = await slowPhone(page);
            moments[moment].before(gate);
            await page.goto(`${baseURL}${control.path ?? COMMAND_PAGE}`, {waitUntil: 'commit'});
            const target = control.target(page);
            await target.waitFor();
            const before = (await control.remember?.(target)) ?? '';
            await moments[moment].reached(page, gate);
            await inputs[input](target);
            gate.release();
            await gate.settled();
            await control.effect(page, before);
          } finally {
            await context.close();
          }
        });
      }
    }
  }
});
