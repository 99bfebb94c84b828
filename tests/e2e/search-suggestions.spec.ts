import {expect, test, type Page} from '@playwright/test';
import {dialog, dialogInput, openDialog, waitForHydration} from './searchSupport';
import {HYDRATED_MARK} from '../../src/clientModules/renderMarks';

/** A name mistyped three times ("songrequest" with a letter dropped and two pairs swapped): ranking does not correct it. */
const MISTYPED = 'sonrqeuset';

/**
 * Opens /search with a mistyped query, whose drawn suggestions an init script clicks at some moment
 * of the app's start (noting the label in `clickedSuggestion`), and expects the page to have
 * followed that click: the box, the count and the address name the suggestion.
 */
async function expectClickedSuggestionFollowed(page: Page, moment: string): Promise<void> {
  await page.goto(`/search?q=${MISTYPED}`);
  await waitForHydration(page);
  const label = await page.evaluate(() => (window as {clickedSuggestion?: string}).clickedSuggestion ?? '');
  expect(label, `a drawn suggestion was on the page ${moment}`).not.toBe('');
  await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue(label);
  await expect(page.getByTestId('search-count')).toContainText(`for "${label}"`);
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(label);
}

async function suggestionsIn(page: Page, query: string): Promise<string[]> {
  await dialogInput(page).fill(query);
  const screen = page.locator('.DocSearch-NoResults');
  await expect(screen).toContainText(`No results for "${query}"`);
  await expect(screen).toContainText('Try searching for');
  return screen.locator('.DocSearch-Prefill').allTextContents();
}

test.describe('search that understands what people type (embedded)', () => {
  test('a query with two adjacent letters swapped finds its page first', async ({page}) => {
    await page.goto('/');
    await openDialog(page);
    await dialogInput(page).fill('follwoage');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('data-url', /^\/chatbot\/commands\/default\/followage(#|$)/);
    await dialogInput(page).fill('raffel');
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('data-url', /^\/chatbot\/(commands\/default|modules)\/raffle(#|$)/);
  });

  test('a fresh dialog with no results offers up to 3 suggestions, and each leads to results', async ({page}) => {
    await page.goto('/');
    await openDialog(page);
    const suggestions = await suggestionsIn(page, MISTYPED);
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.length).toBeLessThanOrEqual(3);
    expect(suggestions[0]?.replace('!', '')).toBe('songrequest');
    for (const [i, suggestion] of suggestions.entries()) {
      if (i > 0) await suggestionsIn(page, MISTYPED);
      await page.locator('.DocSearch-Prefill', {hasText: suggestion}).first().click();
      await expect(dialogInput(page)).toHaveValue(`${suggestion.toLowerCase()} `);
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await expect(page.locator('.DocSearch-NoResults')).toHaveCount(0);
    }
    // The suggestions never show up as hits, and the report link stays.
    await suggestionsIn(page, 'qqzzxxnothing');
    await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);
    await expect(page.locator('.DocSearch-NoResults').getByRole('link', {name: 'Let us know.'})).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('/search shows the same "Try searching for" suggestions, each leading to results', async ({page}) => {
    await page.goto(`/search?q=${MISTYPED}`);
    await waitForHydration(page);
    const main = page.locator('main');
    await expect(main).toContainText(`No results for "${MISTYPED}"`);
    await expect(main).toContainText('Try searching for:');
    const buttons = main.locator('ul li button');
    const labels = await buttons.allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    expect(labels.length).toBeLessThanOrEqual(3);
    for (const label of labels) {
      await page.goto(`/search?q=${MISTYPED}`);
      await page.locator('main ul li button', {hasText: label}).first().click();
      await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue(label);
      await expect(page.getByTestId('search-count')).toContainText(`for "${label}"`);
      await expect(page.locator('main article').first()).toBeVisible();
    }
  });

  test('/search: a suggestion clicked after the app has claimed the drawn hits, before its handlers are set, still leads to its results', async ({page}) => {
    // The app claims the drawn markup while it renders for hydration and sets the buttons' handlers
    // in an effect after the commit; hydration yields to the browser in between, so a click can land
    // there. The click is made at the hydration mark (a layout effect of that commit), before them.
    await page.addInitScript((markName) => {
      const mark = performance.mark.bind(performance);
      performance.mark = (name: string, options?: PerformanceMarkOptions) => {
        if (name === markName) {
          const button = document.querySelector<HTMLButtonElement>('main [data-search-results] ul li button');
          (window as {clickedSuggestion?: string}).clickedSuggestion = button?.textContent ?? '';
          button?.click();
        }
        return mark(name, options);
      };
    }, HYDRATED_MARK);
    await expectClickedSuggestionFollowed(page, 'at the hydration mark');
  });

  test('/search: a suggestion clicked while the app hydrates, after it has claimed the drawn hits, still leads to its results', async ({page}) => {
    // A click during hydration makes React hydrate again at once, from the top: the render that
    // claimed the drawn hits never commits, and the render that does claims them again. The click
    // is made as soon as the page stops the first-hits script (it takes the script's listener off
    // the search box while it renders), in the next task, with hydration still under way on a CPU
    // slowed four times.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.addInitScript(() => {
      const remove = EventTarget.prototype.removeEventListener;
      EventTarget.prototype.removeEventListener = function (this: EventTarget, ...args: Parameters<EventTarget['removeEventListener']>) {
        const claimed = args[0] === 'input' && this instanceof HTMLInputElement && this.matches('main form[role="search"] input') && !('clickedSuggestion' in window);
        if (claimed && document.documentElement.getAttribute('data-has-hydrated') !== 'true') {
          const button = document.querySelector<HTMLButtonElement>('main [data-search-results] ul li button');
          (window as {clickedSuggestion?: string}).clickedSuggestion = button?.textContent ?? '';
          (window as {clickedWhileHydrating?: boolean}).clickedWhileHydrating = false;
          setTimeout(() => {
            (window as {clickedWhileHydrating?: boolean}).clickedWhileHydrating = document.documentElement.getAttribute('data-has-hydrated') !== 'true';
            button?.click();
          });
        }
        return remove.apply(this, args);
      };
    });
    await expectClickedSuggestionFollowed(page, 'as the app claimed it');
    expect(await page.evaluate(() => (window as {clickedWhileHydrating?: boolean}).clickedWhileHydrating), 'the click came before hydration ended').toBe(true);
  });

  test('/search: a suggestion clicked the moment the app takes the drawn hits over still leads to its results', async ({page}) => {
    // The first-hits script's markup stays on screen after hydration until the app's own answer is
    // ready; a click in between must reach the app. The click is made as hydration ends, in the page.
    await page.addInitScript(() => {
      // Observed from the document: this runs before <html> is parsed.
      new MutationObserver((_records, observer) => {
        if (document.documentElement.getAttribute('data-has-hydrated') !== 'true') return;
        observer.disconnect();
        const button = document.querySelector<HTMLButtonElement>('main [data-search-results] ul li button');
        (window as {clickedSuggestion?: string}).clickedSuggestion = button?.textContent ?? '';
        button?.click();
      }).observe(document, {subtree: true, attributes: true, attributeFilter: ['data-has-hydrated']});
    });
    await expectClickedSuggestionFollowed(page, 'at hydration');
  });
});
