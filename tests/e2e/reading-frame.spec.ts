import {expect, test} from '@playwright/test';
import {feedPaths} from '../../plugins/changelog-feeds';
import {homeCards, sectionLinks} from '../../src/data/sections';
import {appReady} from './support';

/** Frame details from issue 28: the sidebar, the search key caps, home cards, the command filter, site files. */

test.describe('the desktop sidebar opens only the categories on the way to the page', () => {
  for (const section of sectionLinks) {
    test(`on ${section.to}`, async ({page}) => {
      await page.setViewportSize({width: 1280, height: 800});
      await page.goto(section.to);
      const strays = await page.locator('.theme-doc-sidebar-container').evaluate((sidebar) =>
        Array.from(sidebar.querySelectorAll('li.menu__list-item'))
          .filter((item) => item.querySelector(':scope > div > [aria-expanded="true"], :scope > [aria-expanded="true"]'))
          .filter((item) => !item.querySelector('[aria-current="page"]'))
          .map((item) => item.querySelector('.menu__link')?.textContent?.trim()),
      );
      expect(strays).toEqual([]);
    });
  }
});

test('the search button\'s key caps hold their labels', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/');
  await appReady(page);
  const keys = page.locator('.DocSearch-Button-Key');
  await expect(keys).toHaveCount(2);
  for (const key of await keys.all()) {
    expect(await key.evaluate((kbd) => kbd.scrollWidth <= kbd.clientWidth)).toBe(true);
  }
});

test('home cards: the title is the link, the description is plain text', async ({page}) => {
  await page.goto('/');
  // The home page's cards (a card may lead to a first step rather than its section: homeCards).
  for (const card of homeCards()) {
    const description = page.locator('article').getByText(card.description, {exact: true});
    await expect(description).toBeVisible();
    expect(await description.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('none');
    expect(await description.evaluate((el) => el.closest('a'))).toBeNull();
  }
});

test('the default-commands filter reads words as search does: "give points", and a synonym of it', async ({page}) => {
  await page.goto('/chatbot/commands/default');
  await appReady(page);
  const filter = page.getByLabel('Filter commands');
  const rows = page.locator('tbody tr[data-command]');
  for (const query of ['give points', 'send points']) {
    await filter.fill(query);
    await expect(rows.first()).toHaveAttribute('data-command', 'givepoints');
    await expect(page.getByTestId('command-count')).toContainText(`Showing ${await rows.count()} of`);
  }
});

test('site files: /favicon.ico, and the feeds as their own types', async ({request}) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\//);
  expect((await request.get(feedPaths.rss)).headers()['content-type']).toMatch(/^application\/rss\+xml/);
  expect((await request.get(feedPaths.atom)).headers()['content-type']).toMatch(/^application\/atom\+xml/);
});

test('Shift+Tab up a long page never leaves the focused control under the navbar', async ({page}) => {
  await page.setViewportSize({width: 390, height: 700});
  await page.goto('/chatbot/commands/default/8ball');
  await appReady(page);
  await page.locator('footer a').last().focus();
  const under: string[] = [];
  // From the footer back to the top: every control on the way, with the navbar shown (it returns on each move up).
  for (let step = 0; step < 40; step++) {
    await page.keyboard.press('Shift+Tab');
    const place = await page.evaluate(
      () =>
        new Promise<{name: string; top: number; navbarBottom: number} | null>((resolve) =>
          // After the scroll the focus caused, and the navbar's own show transition, have been painted.
          requestAnimationFrame(() =>
            setTimeout(() => {
              const focused = document.activeElement;
              const navbar = document.querySelector('.navbar');
              if (!(focused instanceof HTMLElement) || focused === document.body || !navbar || navbar.classList.contains('navbar--hidden')) return resolve(null);
              resolve({name: `${focused.tagName} ${(focused.textContent ?? '').trim().slice(0, 40)}`, top: focused.getBoundingClientRect().top, navbarBottom: navbar.getBoundingClientRect().bottom});
            }, 250),
          ),
        ),
    );
    if (place && place.top < place.navbarBottom && !(await page.locator('.navbar').evaluate((navbar) => navbar.contains(document.activeElement)))) under.push(`${place.name} at ${Math.round(place.top)} px`);
  }
  expect(under).toEqual([]);
});

test.describe('with text at 200 % on a 390 px phone, nothing runs off the side', () => {
  // A section page (its cards) and a reference table page (its filter boxes).
  for (const route of [sectionLinks[0]!.to, '/chatbot/commands/default']) {
    test(`on ${route}`, async ({page}) => {
      await page.setViewportSize({width: 390, height: 800});
      await page.goto(route);
      await appReady(page);
      // What a browser's text size setting does: every rem doubles.
      await page.addStyleTag({content: 'html { font-size: 200% !important; }'});
      await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    });
  }
});

test('a hidden desktop sidebar opens on Enter or Space on "Expand sidebar", not when Tab passes over it', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await page.goto('/chatbot/commands/default/8ball');
  await appReady(page);
  const sidebarLinks = page.locator('.theme-doc-sidebar-container .menu__link').first();
  const expand = page.getByRole('button', {name: 'Expand sidebar', exact: true});
  const hide = async () => {
    await page.getByRole('button', {name: 'Collapse sidebar', exact: true}).click();
    await expect(expand).toBeVisible();
    await expect(sidebarLinks).toBeHidden();
  };
  await hide();
  // Tab onto it and on past it.
  await expand.focus();
  await page.keyboard.press('Tab');
  await expect(expand).not.toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(expand).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(expand).toBeVisible();
  await expect(sidebarLinks).toBeHidden();

  await expand.focus();
  await page.keyboard.press('Enter');
  await expect(sidebarLinks).toBeVisible();

  await hide();
  await page.mouse.wheel(0, 600);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  const scrolled = await page.evaluate(() => window.scrollY);
  await expand.focus();
  await page.keyboard.press(' ');
  await expect(sidebarLinks).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
});
