import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, type Page, type Route} from '@playwright/test';
import {buildDir} from '../support/routes';
import {ROUTE_RENDERED_MARK} from '../../src/clientModules/renderMarks';

/** Collects console messages of one type while a test runs. */
export function collectConsole(page: Page, type: 'error' | 'warning'): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === type) messages.push(message.text());
  });
  return messages;
}

/** The built JS chunk whose source contains `text`, as a URL path (e.g. /assets/js/abc.js). */
export function chunkContaining(text: string): string {
  const dir = path.join(buildDir, 'assets/js');
  const file = readdirSync(dir).find((name) => name.endsWith('.js') && readFileSync(path.join(dir, name), 'utf8').includes(text));
  if (!file) throw new Error(`No built chunk contains "${text}"`);
  return `/assets/js/${file}`;
}

/**
 * Rewrites an MDX content chunk so that its page component throws while rendering,
 * with an error that has a cause. Later keys win in an object literal, so appending
 * `default` replaces the real component.
 */
export function crashingChunk(source: string): string {
  const exportsCall = /(\w)\.d\((\w),\{([^}]*)\}\)/;
  if (!exportsCall.test(source)) throw new Error('Chunk has no export definition to rewrite');
  return source.replace(
    exportsCall,
    (_all, req: string, exp: string, keys: string) =>
      `${req}.d(${exp},{${keys},default:()=>function CrashingPage(){throw new Error("Injected render failure",{cause:new Error("The page data was malformed")})}})`,
  );
}

/** Makes every access to window.localStorage and window.sessionStorage throw, as in locked-down browsers. */
export const storageThatThrows = () => {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException(`Access to ${name} is denied`, 'SecurityError');
      },
    });
  }
};

/**
 * Waits until the app has hydrated. The page paints before its scripts run (config/ssrTemplate.ts),
 * so a control that needs the app (the theme's menu button and tabs, the site's own buttons) does
 * nothing when clicked in the first moments after `page.goto` resolves.
 */
export async function appReady(page: Page): Promise<void> {
  // A wait on the condition alone (timeout 0: no limit of its own), so no test passes or fails by how
  // loaded the machine is; the test's time-out is the hang guard, and hydration time is the
  // benchmarks' business (npm run bench, bench:lighthouse).
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: 0});
}

/**
 * Holds the app's main script back until `release`, so a test can look at the page between its
 * first paint and the app. The page's loader adds the script after the first paint (or the first
 * hits), which may be before the `load` event: a held script then holds `load` too, so open a held
 * page with `gotoBeforeApp`, which waits for the parsed document only.
 * A request that arrives while `release` runs is let through, never kept held.
 */
export async function holdApp(page: Page): Promise<{release: () => Promise<void>; requested: () => boolean}> {
  const held: Array<{continue: () => Promise<void>}> = [];
  let released = false;
  let requested = false;
  await page.route('**/assets/js/main.*.js', async (route) => {
    requested = true;
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    requested: () => requested,
    release: async () => {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

/** Opens a page whose app may be held (see holdApp): resolves once the document is parsed. */
export async function gotoBeforeApp(page: Page, url: string): Promise<void> {
  await page.goto(url, {waitUntil: 'domcontentloaded'});
}

/**
 * Goes to `route` inside the running app, as a click on a link does (the router reads the address on
 * `popstate`), and waits until the route has rendered (routeRendered). A sweep over many routes
 * (accessibility, tables) pays for one first load instead of one per route; a route reached this way
 * renders the same elements and text as its first load (docs-dev/testing.md).
 */
export async function followInApp(page: Page, route: string) {
  const response = await page.request.get(route);
  expect(response.status(), route).toBeLessThan(400);
  await page.evaluate((path) => {
    if (location.pathname === path) return;
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate', {state: {}}));
  }, route);
  await routeRendered(page, route);
}

/**
 * Waits until the app has rendered and painted `route`. The address and the canonical link change at
 * a link's click, but the page before stays on screen until the next route's code has come: the
 * sign is the app's last route mark (src/clientModules/renderMarks.ts), set in the commit that put
 * the route on screen.
 */
export async function routeRendered(page: Page, route: string) {
  const rendered = ({path, mark}: {path: string; mark: string}) => {
    const last = performance.getEntriesByName(mark, 'mark').at(-1) as PerformanceMark | undefined;
    const trimmed = (value: unknown) => String(value).replace(/\/$/, '');
    return last !== undefined && trimmed(last.detail) === trimmed(path);
  };
  // A wait on the condition alone: the test's time-out is the hang guard.
  await page.waitForFunction(rendered, {path: new URL(route, 'http://x').pathname, mark: ROUTE_RENDERED_MARK}, {timeout: 0});
  // One more frame after the commit and it has painted.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Holds every request `pattern` matches until `release()`, as a slow network would, then gives it
 * `answer` (by default what the server sends); requests after the release get it at once.
 */
export async function hold(page: Page, pattern: string, answer: (route: Route) => Promise<void> = (route) => route.continue()): Promise<{release: () => void}> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await answer(route);
  });
  return {release: () => release()};
}

/** Waits until the page has drawn a frame and run what that frame queued. */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));
}

/** Waits until a resource whose address ends in `name` has arrived and the page has drawn a frame since. */
export async function arrivedAndPainted(page: Page, name: string): Promise<void> {
  await page.waitForFunction((file) => performance.getEntriesByType('resource').some((entry) => entry.name.endsWith(file)), name);
  await painted(page);
}

/**
 * Waits until every tab group on the page has the tab `label` chosen (groups that share a groupId
 * follow one choice). `timeout` 0 waits as long as the test may.
 */
export async function expectEveryTabGroupOn(page: Page, label: string, timeout = 0): Promise<void> {
  for (const list of await page.getByRole('tablist').all()) {
    await expect(list.getByRole('tab', {name: label, exact: true})).toHaveAttribute('aria-selected', 'true', {timeout});
  }
}
