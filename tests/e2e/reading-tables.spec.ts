import {expect, test} from '@playwright/test';
import {commands} from '../../src/data/commands';
import {appReady} from './support';
import {pagesWithEveryTableKind} from './readingSupport';

/**
 * Below the desktop breakpoint every data table reads as cards (docs-dev/reading.md): at 390 px
 * the page never scrolls sideways, and every field of every row is on screen, under its column's
 * label; empty values are left out. One page per kind of table, found in the build.
 */
const pages = pagesWithEveryTableKind();

test('the build has data tables of several kinds to check', () => {
  expect(pages.length).toBeGreaterThan(1);
});

for (const {route, kinds} of pages) {
  test(`at 390 px, ${route} shows ${kinds.length} kind(s) of table as cards`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(route);
    await appReady(page);
    const report = await page.evaluate(() => {
      const viewport = document.documentElement.clientWidth;
      const problems: string[] = [];
      const tables = Array.from(document.querySelectorAll<HTMLTableElement>('article table, main table'));
      for (const table of tables) {
        if (!table.hasAttribute('data-cards')) problems.push(`a table without data-cards: ${table.textContent?.slice(0, 60)}`);
        for (const row of Array.from(table.tBodies[0]?.rows ?? [])) {
          if (getComputedStyle(row).display !== 'block') problems.push(`a row that is not a card: ${row.textContent?.slice(0, 60)}`);
          Array.from(row.cells).forEach((cell, index) => {
            const empty = cell.hasAttribute('data-empty') || cell.textContent?.trim() === '';
            const box = cell.getBoundingClientRect();
            const shown = getComputedStyle(cell).display !== 'none' && box.width > 0 && box.height > 0;
            if (empty) {
              if (shown && cell.colSpan === 1) problems.push(`an empty ${cell.dataset.label} shown in: ${row.textContent?.slice(0, 60)}`);
              return;
            }
            if (!shown) problems.push(`${cell.dataset.label} hidden in: ${row.textContent?.slice(0, 60)}`);
            else if (box.left < 0 || box.right > viewport + 0.5) problems.push(`${cell.dataset.label} off screen (${Math.round(box.left)}–${Math.round(box.right)} px)`);
            else if (cell.scrollWidth > cell.clientWidth + 1) problems.push(`${cell.dataset.label} wider than its card: ${cell.textContent?.slice(0, 40)}`);
            const label = getComputedStyle(cell, '::before').content;
            if (index > 0 && cell.dataset.label && !label.includes(cell.dataset.label)) problems.push(`${cell.dataset.label} without its label`);
          });
        }
      }
      return {tables: tables.length, overflow: document.documentElement.scrollWidth - viewport, problems};
    });
    expect(report.tables).toBeGreaterThan(0);
    expect(report.overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
    expect(report.problems.slice(0, 10)).toEqual([]);
  });
}

test('a table that sorts keeps its sort buttons above the cards on a phone, and they work', async ({page}) => {
  await page.setViewportSize({width: 390, height: 844});
  await page.goto('/chatbot/commands/default');
  await appReady(page);
  const table = page.getByRole('table', {name: 'Default commands'});
  const level = table.getByRole('button', {name: /User level/});
  await expect(level).toBeVisible();
  await level.dispatchEvent('click');
  await expect(table.getByRole('columnheader', {name: /User level/})).toHaveAttribute('aria-sort', 'ascending');
  // Aliases sit under the command's name (a column of their own did not fit at 1280 px); the
  // many commands without one show nothing there.
  const accept = table.locator('tr[data-command="accept"]');
  await expect(accept.locator('[data-label="Command"]')).toHaveText('!accept');
  await expect(accept.locator('[data-label="What it does"]')).toBeVisible();
  const withAliases = commands.find((command) => command.aliases.length > 0)!;
  await expect(table.locator(`tr[data-command="${withAliases.name}"] [data-label="Command"]`)).toHaveText(`!${withAliases.name} aliases: ${withAliases.aliases.join(', ')}`);
});
