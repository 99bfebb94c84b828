import {readFileSync} from 'node:fs';
import {expect, test} from '@playwright/test';
import {htmlFilesSync, routeOfHtmlFile} from '../../plugins/shared/htmlFiles';
import {buildDir} from '../support/routes';
import {appReady, followInApp} from './support';

/**
 * Tables read on a desktop too (issue 41): at 1280 and 1440 px, on every page of the build that has
 * a table, no table is wider than its box, every cell starts and ends inside it (nothing to scroll
 * sideways to), and a table too wide for its box as a table reads as cards (docs-dev/reading.md).
 */
const WIDTHS = [1280, 1440];
const routes = htmlFilesSync(buildDir)
  .filter((file) => /<table\b/.test(readFileSync(file, 'utf8')))
  .map((file) => routeOfHtmlFile(buildDir, file))
  .filter((route) => route !== '/404')
  .sort();

test('the build has pages with tables to measure', () => {
  expect(routes.length).toBeGreaterThan(10);
});

/** Routes per test: one first load each, the rest reached inside the app (followInApp). */
const CHUNK = 20;

for (let start = 0; start < routes.length; start += CHUNK) {
  const chunk = routes.slice(start, start + CHUNK);
  test(`every table fits its box at ${WIDTHS.join(' and ')} px: ${chunk[0]} to ${chunk.at(-1)}`, async ({page}) => {
    test.setTimeout(chunk.length * 10_000);
    await page.setViewportSize({width: WIDTHS[0]!, height: 900});
    await page.goto(chunk[0]!);
    await appReady(page);
    const problems: string[] = [];
    for (const route of chunk) {
      await followInApp(page, route);
      for (const width of WIDTHS) {
        await page.setViewportSize({width, height: 900});
        const found = await page.evaluate(() => {
          const found: string[] = [];
          for (const table of Array.from(document.querySelectorAll<HTMLTableElement>('main table'))) {
            const box = table.parentElement!;
            const name = (table.caption?.textContent ?? table.tHead?.textContent ?? table.textContent ?? '').trim().slice(0, 50);
            if (box.scrollWidth > box.clientWidth + 1) found.push(`${name}: ${box.scrollWidth - box.clientWidth} px wider than its box`);
            const {left, right} = box.getBoundingClientRect();
            for (const cell of Array.from(table.querySelectorAll<HTMLElement>('td, th'))) {
              const rect = cell.getBoundingClientRect();
              if (rect.width === 0) continue; // a header kept for screen readers only
              if (rect.left < left - 1 || rect.right > right + 1) {
                found.push(`${name}: ${cell.dataset.label ?? 'a heading'} at ${Math.round(rect.left - left)}–${Math.round(rect.right - left)} px of ${Math.round(right - left)}`);
                break;
              }
            }
          }
          return found;
        });
        problems.push(...found.map((problem) => `${route} at ${width} px: ${problem}`));
      }
    }
    expect(problems).toEqual([]);
  });
}
