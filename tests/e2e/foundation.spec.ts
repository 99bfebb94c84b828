import {readFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test} from '@playwright/test';
import {buildDir} from '../support/routes';
import {COMPILE_HINT} from '../../plugins/compile-hints';
import {appReady, chunkContaining, collectConsole, crashingChunk, gotoBeforeApp, holdApp, storageThatThrows} from './support';

const siteTitle = 'StreamElements Docs';

test.describe('page frame', () => {
  test('titles follow "page title | site title"', async ({page}) => {
    await page.goto('/api');
    await expect(page).toHaveTitle(`API | ${siteTitle}`);
    await page.goto('/overlays');
    await expect(page).toHaveTitle(`Overlays | ${siteTitle}`);
  });

  test('the skip link is the first focusable element and moves focus to main', async ({page}) => {
    await page.goto('/api');
    await appReady(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    // Focus moves to <main>: the next Tab lands on the first link inside it, past the navbar and sidebar.
    await page.keyboard.press('Tab');
    const inMain = await page.evaluate(() => !!document.activeElement?.closest('main'));
    expect(inMain).toBe(true);
  });

  test('the footer shows docs, community and code links and the 2025 copyright', async ({page}) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Copyright © 2025');
    for (const title of ['Docs', 'Community', 'Code']) await expect(footer.getByText(title, {exact: true})).toBeVisible();
    await expect(footer.locator('img[src$="logo.svg"], img[src$="logo-dark.svg"]').first()).toBeAttached();
  });

  test('the navbar has the section items, the code-hosting link, the colour toggle and search', async ({page}) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', {name: 'Main'});
    for (const label of ['Chatbot', 'Overlays', 'Websockets', 'API']) {
      await expect(nav.getByRole('link', {name: label, exact: true})).toBeVisible();
    }
    await expect(nav.getByRole('link', {name: /GitHub/})).toBeVisible();
    await expect(nav.getByRole('button', {name: /Switch between dark and light mode/})).toBeVisible();
    await expect(nav.getByRole('button', {name: 'Search'})).toBeVisible();
  });

  test('internal links carry no trailing slash', async ({page}) => {
    for (const route of ['/', '/api', '/overlays', '/tags']) {
      await page.goto(route);
      const hrefs = await page.locator('a[href^="/"]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(5);
      const withSlash = hrefs.filter((href) => href !== '/' && /\/(#.*)?$/.test(href.split('?')[0] ?? ''));
      expect(withSlash, `on ${route}`).toEqual([]);
    }
  });

  test('the table of contents holds only level 2 and 3 headings', async ({page}) => {
    await page.goto('/');
    const tocTargets = await page.locator('.table-of-contents a').evaluateAll((links) =>
      links.map((a) => document.getElementById(decodeURIComponent((a.getAttribute('href') ?? '').slice(1)))?.tagName ?? 'missing'),
    );
    expect(tocTargets.length).toBeGreaterThan(1);
    expect(new Set(tocTargets)).toEqual(new Set(tocTargets.filter((tag) => tag === 'H2' || tag === 'H3')));
    const headingCount = await page.locator('article :is(h2, h3)').count();
    expect(tocTargets).toHaveLength(headingCount);
  });

  test('an unknown path shows the not-found page with HTTP 404', async ({page}) => {
    const response = await page.goto('/chatbot/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Page not found');
  });
});

test.describe('colour mode', () => {
  test('is dark when nothing is stored and the system prefers dark', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'dark'});
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await context.close();
  });

  test('follows a system preference for light', async ({browser}) => {
    const context = await browser.newContext({colorScheme: 'light'});
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await context.close();
  });

  test('the toggle switches the mode and stores it under the key "theme"', async ({page}) => {
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => window.localStorage.getItem('theme'))).toBe('light');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('a change made in another tab is followed, also by a tab whose app has not loaded yet', async ({context}) => {
    // Two tabs, each with its first load and its app, and five changes: twice a one-tab test's work.
    test.setTimeout(60_000);
    const first = await context.newPage();
    const second = await context.newPage();
    await first.emulateMedia({colorScheme: 'dark'});
    await second.emulateMedia({colorScheme: 'dark'});
    await first.goto('/');
    await appReady(first);
    // The second tab shows its page, but its app is still on the way (a slow phone).
    const app = await holdApp(second);
    await gotoBeforeApp(second, '/chatbot/timers');
    await expect(second.locator('html')).toHaveAttribute('data-theme', 'dark');
    const toggle = (page: typeof first) => page.getByRole('button', {name: /Switch between dark and light mode/});
    const shows = async (page: typeof first, choice: 'light' | 'dark' | 'system', mode: 'light' | 'dark') => {
      await expect(page.locator('html')).toHaveAttribute('data-theme-choice', choice);
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
    };
    // The toggle goes system, light, dark, system: each is followed, the system's own mode included.
    await toggle(first).click();
    await shows(first, 'light', 'light');
    await shows(second, 'light', 'light');
    await toggle(first).click();
    await shows(second, 'dark', 'dark');
    await toggle(first).click();
    await shows(first, 'system', 'dark');
    await shows(second, 'system', 'dark');
    await toggle(first).click();
    await shows(second, 'light', 'light');
    // Its app starts from the mode chosen meanwhile, and follows the next change itself.
    await app.release();
    await appReady(second);
    await expect(toggle(second)).toHaveAccessibleName(/currently light mode/);
    await shows(second, 'light', 'light');
    await toggle(first).click();
    await shows(second, 'dark', 'dark');
    await expect(toggle(second)).toHaveAccessibleName(/currently dark mode/);
  });

  test('with browser storage throwing, pages render and the toggle works with only a warning', async ({page}) => {
    const errors = collectConsole(page, 'error');
    const warnings = collectConsole(page, 'warning');
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));
    await page.addInitScript(storageThatThrows);
    await page.emulateMedia({colorScheme: 'dark'});
    await page.goto('/api');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('API');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await page.getByRole('link', {name: 'Overlays', exact: true}).first().click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Overlays');
    expect(pageErrors).toEqual([]);
    expect(errors).toEqual([]);
    expect(warnings.some((w) => /storage is not available/i.test(w))).toBe(true);
  });
});

test.describe('navbar and mobile menu', () => {
  test('the navbar hides on scroll down and shows again on scroll up', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 500});
    await page.goto('/');
    const navbar = page.locator('nav.navbar');
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    await page.mouse.move(640, 300);
    for (let i = 0; i < 6; i += 1) await page.mouse.wheel(0, 150);
    await expect(navbar).toHaveClass(/navbarHidden/);
    await page.mouse.wheel(0, -200);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
  });

  test('the navbar stays when the page moves down without the reader (as when the browser keeps the reader’s place), and its links work', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 700});
    await page.goto('/chatbot/commands/default');
    await appReady(page);
    const navbar = page.locator('nav.navbar');
    await page.mouse.move(640, 400);
    for (let i = 0; i < 6; i += 1) await page.mouse.wheel(0, 200);
    await expect(navbar).toHaveClass(/navbarHidden/);
    await page.mouse.wheel(0, -150);
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    // The page moves down without the reader: on /api the browser does it to keep the reader's place
    // when operations above the screen are laid out at their real height; here a script does it.
    const before = await page.evaluate(() => window.scrollY);
    await page.evaluate(() => window.scrollBy(0, 40));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before + 40);
    // The theme reacts on the frame after the move: two frames later the navbar must still be there.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    // The reader then scrolls up a little, less than the page moved: an upward move never hides it
    // (the theme, had it missed the move down, would read this one as going down).
    const moved = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, -15);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(moved);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    await navbar.getByRole('link', {name: 'Overlays', exact: true}).click();
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Overlays');
    // The reader's own scrolling down still hides it.
    for (let i = 0; i < 6; i += 1) await page.mouse.wheel(0, 200);
    await expect(navbar).toHaveClass(/navbarHidden/);
  });

  test('the reader’s keys and finger still move the navbar: down hides it, up brings it back', async ({browser}) => {
    /** Until the page's scroll position holds still for 200 ms (a glide has ended). */
    const stopped = (page: import('@playwright/test').Page) =>
      expect
        .poll(() =>
          page.evaluate(
            () =>
              new Promise<boolean>((resolve) => {
                const y = window.scrollY;
                setTimeout(() => resolve(window.scrollY === y), 200);
              }),
          ),
        )
        .toBe(true);
    const settle = (page: import('@playwright/test').Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(resolve)))));
    // Keys, on a desktop: Page Down and the arrow keys scroll the page (focus on the page itself, not a field).
    const desktop = await browser.newContext({viewport: {width: 1280, height: 700}});
    const page = await desktop.newPage();
    await page.goto('/chatbot/commands/default');
    await appReady(page);
    const navbar = page.locator('nav.navbar');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    for (let i = 0; i < 3; i += 1) await page.keyboard.press('PageDown');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(navbar).toHaveClass(/navbarHidden/);
    // Page Up once the page has stopped: pressed while the Page Downs still glide, it only shortens their way down.
    await stopped(page);
    await page.keyboard.press('PageUp');
    await expect(navbar).not.toHaveClass(/navbarHidden/);
    await desktop.close();

    // A finger, on a phone: a swipe up moves the page down and hides the bar; a swipe down brings it back.
    const phone = await browser.newContext({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});
    const mobile = await phone.newPage();
    await mobile.goto('/chatbot/commands/default');
    await appReady(mobile);
    const bar = mobile.locator('nav.navbar');
    const cdp = await phone.newCDPSession(mobile);
    const swipe = async (fromY: number, toY: number) => {
      await cdp.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: [{x: 200, y: fromY}]});
      for (let step = 1; step <= 10; step += 1) await cdp.send('Input.dispatchTouchEvent', {type: 'touchMove', touchPoints: [{x: 200, y: fromY + ((toY - fromY) * step) / 10}]});
      await cdp.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
    };
    await swipe(700, 200);
    await expect.poll(() => mobile.evaluate(() => window.scrollY)).toBeGreaterThan(100);
    await expect(bar).toHaveClass(/navbarHidden/);
    await swipe(200, 500);
    await expect(bar).not.toHaveClass(/navbarHidden/);
    // And on the phone too, a move without the finger leaves it where it is (once the swipe's glide has ended).
    await stopped(mobile);
    const before = await mobile.evaluate(() => window.scrollY);
    await mobile.evaluate(() => window.scrollBy(0, 40));
    await expect.poll(() => mobile.evaluate(() => window.scrollY)).toBe(before + 40);
    await settle(mobile);
    await expect(bar).not.toHaveClass(/navbarHidden/);
    await phone.close();
  });

  test('on a busy phone the move the reader’s key made still hides the navbar, however late the page hears of it', async ({page}) => {
    await page.setViewportSize({width: 1280, height: 700});
    await page.goto('/chatbot/commands/default');
    await appReady(page);
    // The page's thread is held for 1.5 s as the key comes (a slow phone at work): the page hears of
    // the move the key makes only afterwards, more than a second after the key.
    await page.evaluate(() => {
      addEventListener('keydown', () => {
        const start = performance.now();
        while (performance.now() - start < 1500);
      });
      (document.activeElement as HTMLElement | null)?.blur();
    });
    await page.keyboard.press('PageDown');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(page.locator('nav.navbar')).toHaveClass(/navbarHidden/);
  });

  test('a keyboard reader gets back-to-top too: Tab down a long page, then Shift+Tab up shows it', async ({page}) => {
    await page.setViewportSize({width: 390, height: 700});
    await page.goto('/chatbot/commands/default');
    await appReady(page);
    await page.locator('main a').first().focus();
    // Down the command table, link by link, until the page has moved well down.
    for (let step = 0; step < 80 && (await page.evaluate(() => window.scrollY)) < 1500; step += 1) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1500);
    // Hidden, it is out of the accessibility tree: found by the theme's class.
    const backToTop = page.locator('.theme-back-to-top-button');
    await expect(backToTop).toHaveCSS('visibility', 'hidden');
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('Shift+Tab');
    await expect(backToTop).toHaveCSS('visibility', 'visible');
    await expect(page.getByRole('button', {name: 'Scroll back to top'})).toBeVisible();
    await expect(page.locator('nav.navbar')).not.toHaveClass(/navbarHidden/);
  });

  test('on a phone the menu takes focus when it opens, keeps Tab inside across its panels, closes with Escape, and gives focus back to its button', async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto('/overlays');
    await appReady(page);
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    const sidebar = page.locator('.navbar-sidebar');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.navbar-sidebar') !== null)).toBe(true);
    // Tab goes round inside the menu, both ways, whatever the page behind it holds.
    const inMenu = () => page.evaluate(() => document.activeElement?.closest('.navbar-sidebar') !== null && document.activeElement?.closest('[inert]') === null);
    for (let step = 0; step < 40; step += 1) {
      await page.keyboard.press('Tab');
      expect(await inMenu(), `Tab ${step + 1}`).toBe(true);
    }
    for (let step = 0; step < 10; step += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await inMenu(), `Shift+Tab ${step + 1}`).toBe(true);
    }
    // "← Back to main menu" switches panels: focus goes to the main menu's first entry, still inside.
    await sidebar.getByRole('button', {name: /Back to main menu/}).focus();
    await page.keyboard.press('Enter');
    await expect.poll(inMenu).toBe(true);
    await expect(page.locator('.navbar-sidebar__items')).not.toHaveClass(/show-secondary/);
    await page.keyboard.press('Tab');
    expect(await inMenu()).toBe(true);
    await page.keyboard.press('Escape');
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(toggle).toBeFocused();
    // Closed with its own button: focus goes back to the toggle, not to the page.
    await toggle.click();
    await expect(sidebar).toBeVisible();
    await page.getByRole('button', {name: 'Close navigation bar'}).click();
    await expect(toggle).toBeFocused();
    // Following a link in it leaves focus to the new page.
    await toggle.click();
    const link = sidebar.locator('a.menu__link[href^="/"]:not([href="/overlays"]):not([inert] *)').filter({visible: true}).first();
    const href = (await link.getAttribute('href'))!;
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`, 'u'));
    await expect(toggle).not.toBeFocused();
  });

  test('at 996 px and below the menu opens, locks scrolling, offers "Back to main menu" and closes on desktop', async ({page}) => {
    await page.setViewportSize({width: 800, height: 800});
    await page.goto('/api');
    await appReady(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toBeVisible();
    await expect(page.locator('body')).toHaveCSS('overflow', 'hidden');
    await expect(page.getByRole('button', {name: /Back to main menu/})).toBeVisible();
    await page.setViewportSize({width: 1200, height: 800});
    await expect(page.locator('html')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(page.locator('.navbar-sidebar--show')).toHaveCount(0);
    await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden');
  });
});

test.describe('phone first load', () => {
  test('the phone menu opens from its button with the docs sidebar, the current page marked', async ({page}) => {
    await page.setViewportSize({width: 412, height: 823});
    await page.goto('/chatbot/commands/default/8ball');
    await appReady(page);
    // The desktop sidebar is not rendered on a phone; the menu is the way to the other pages.
    await expect(page.locator('.theme-doc-sidebar-container .menu__link')).toHaveCount(0);
    await expect(page.locator('.navbar-sidebar')).not.toBeVisible();
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar-sidebar')).toBeVisible();
    await expect(page.getByRole('button', {name: /Back to main menu/})).toBeVisible();
    await expect(page.locator('.navbar-sidebar .menu__link--active', {hasText: '8ball'})).toBeVisible();
  });

  test('the app scripts run after the first contentful paint, and a page hydrates', async ({page}) => {
    await page.goto('/api');
    await appReady(page);
    const order = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
      const main = performance.getEntriesByType('resource').find((e) => /\/main\.[^/]*\.js$/.test(e.name));
      return {paint, mainFetchStart: main?.startTime ?? NaN, scripts: document.querySelectorAll('script[src*="/main."]').length};
    });
    expect(order.scripts).toBe(1);
    // Downloaded early through the preload link, before the paint; added (and run) by the loader.
    expect(order.mainFetchStart).toBeLessThan(order.paint);
    const html = await (await page.request.get('/api')).text();
    expect(html).toMatch(/<link rel="?preload"? href="?\/assets\/js\/main\.\w+\.js"? as="?script"?>/);
    expect(html).not.toMatch(/<script[^>]+src="?\/assets\/js\/main\./);
  });

  test("the app entry scripts, and only they, carry V8's compile hint on their first line", async ({page}) => {
    const html = await (await page.request.get('/chatbot/commands/default/8ball')).text();
    const entries = [...html.matchAll(/<link rel="?preload"? href="?(\/assets\/js\/[^" >]+\.js)"? as="?script"?>/g)].flatMap((m) => (m[1] ? [m[1]] : []));
    expect(entries.map((url) => url.replace(/\.\w+\.js$/, ''))).toEqual(['/assets/js/runtime~main', '/assets/js/main']);
    for (const url of entries) expect((await (await page.request.get(url)).text()).split('\n')[0]).toBe(COMPILE_HINT);
    await page.goto('/chatbot/commands/default/8ball');
    await appReady(page);
    const routeChunks = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => e.name).filter((url) => /\/assets\/js\//.test(url) && !/\/(main|runtime~main)\./.test(url)),
    );
    expect(routeChunks.length).toBeGreaterThan(0);
    for (const url of routeChunks) expect((await (await page.request.get(url)).text()).startsWith(COMPILE_HINT)).toBe(false);
  });

  test("main.*.js leaves out the route registry's module paths and the page template (plugins/lean-first-load)", async ({page}) => {
    await page.goto('/chatbot/commands/default/8ball');
    await appReady(page);
    const mainUrl = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name).find((url) => /\/assets\/js\/main\./.test(url)));
    expect(mainUrl).toBeTruthy();
    const main = await (await page.request.get(mainUrl ?? '')).text();
    expect(main).not.toContain('"@site/docs/chatbot/commands/default/8ball.mdx"');
    expect(main).not.toContain('it.htmlAttributes');
  });

  for (const route of ['/chatbot/commands/default/8ball', '/websockets/topics/channel-tips', '/']) {
    test(`${route} lists its own route chunks to run before the app, which then fetches no other script`, async ({page}) => {
      await page.goto(route);
      await appReady(page);
      const load = await page.evaluate(() => {
        const path = (url: string) => new URL(url, location.href).pathname;
        return {
          listed: (JSON.parse(document.getElementById('app-scripts')?.textContent ?? '[]') as string[]).map(path),
          added: Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'), (s) => path(s.src)),
          // Scripts the page itself asked for: the loader's and any the app added later.
          fetchedByScripts: performance
            .getEntriesByType('resource')
            .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script' && /\/assets\/js\//.test(e.name))
            .map((e) => path(e.name)),
        };
      });
      expect(load.listed[0]).toMatch(/^\/assets\/js\/runtime~main\./);
      expect(load.listed.at(-1)).toMatch(/^\/assets\/js\/main\./);
      const routeChunks = load.listed.slice(1, -1);
      expect(routeChunks.length).toBeGreaterThan(2);
      // In the list's order, and nothing more: the app found every chunk of the page installed.
      expect(load.added).toEqual(load.listed);
      expect(new Set(load.fetchedByScripts)).toEqual(new Set(routeChunks));
    });
  }
});

test.describe('crash and loading screens', () => {
  test('a page that throws shows "This page crashed.", its causes and "Try again"', async ({page}) => {
    const chunk = chunkContaining('"source":"@site/docs/api.mdx"');
    const original = readFileSync(path.join(buildDir, chunk), 'utf8');
    let crash = true;
    await page.route(`**${chunk}`, (route) =>
      route.fulfill({contentType: 'application/javascript', body: crash ? crashingChunk(original) : original}),
    );
    await page.goto('/');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'API', exact: true}).click();
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText('Injected render failure')).toBeVisible();
    await expect(page.getByText('Cause:')).toBeVisible();
    await expect(page.getByText('The page data was malformed')).toBeVisible();
    await expect(page).toHaveTitle('Page Error');
    crash = false;
    await expect(page.getByRole('button', {name: 'Try again'})).toBeVisible();
  });
});

test.describe('route code that fails to load', () => {
  test('a failed chunk on navigation logs a warning and reloads the page, which stays readable', async ({page}) => {
    const chunk = chunkContaining('"source":"@site/docs/api.mdx"');
    const warnings = collectConsole(page, 'warning');
    await page.route(`**${chunk}`, (route) => route.abort());
    await page.goto('/');
    // A client-side navigation needs the app, which can start after the load event.
    await appReady(page);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('navigation', {name: 'Main'}).getByRole('link', {name: 'API', exact: true}).click();
    await reloaded;
    await expect(page).toHaveURL(/\/api$/);
    expect(warnings.some((w) => /ChunkLoadError|Loading chunk/.test(w))).toBe(true);
    // The server-rendered page is still there to read, never a blank screen.
    await expect(page.getByRole('heading', {level: 1})).toHaveText('API');
    await expect(page.getByRole('heading', {name: 'Base addresses'})).toBeVisible();
  });
});
