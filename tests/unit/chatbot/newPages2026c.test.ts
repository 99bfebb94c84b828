import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {loadBuiltRecords} from '@site/scripts/search/builtIndex';
import {twinPath} from '../../../src/shared/twinPaths';
import {site} from '@site/src/site';
import {buildDir, builtFileFor} from '../../support/routes';
import {leaks} from '../readers/twinScan';
import {newChatbotPages, readPage} from './newPages';

/*
 * The chatbot pages of spec/facts/updates-2026c.yaml (new_pages.chatbot and new_pages.guides), read
 * from the build: each is built, has its place in the sidebar and a link from its section's index,
 * and is in the search records, a Markdown twin, llms.txt and the sitemap. Needs `npm run build`.
 */

const built = (rel: string) => readFileSync(path.join(buildDir, rel), 'utf8');
const records = loadBuiltRecords();
const llms = built('llms.txt');
const sitemap = built('sitemap.xml');

/** The docs sidebar of a built page, as HTML. */
function sidebarOf(route: string): string {
  const page = readFileSync(builtFileFor(route) ?? '', 'utf8');
  const start = page.indexOf('aria-label="Docs sidebar"');
  return start < 0 ? '' : page.slice(start, page.indexOf('</nav>', start));
}

/** The article of a built page (what the reader sees under the navbar), as HTML. */
function articleOf(route: string): string {
  const page = readFileSync(builtFileFor(route) ?? '', 'utf8');
  return /<article[\s\S]*?<\/article>/.exec(page)?.[0] ?? '';
}

/** href values as the minifier writes them (quoted or not). */
const linksTo = (html: string, route: string) => new RegExp(`href="?${route.replace(/[/.]/g, '\\$&')}(?=["\\s>#])`).test(html);

describe('the new chatbot pages of updates-2026c (needs a build)', () => {
  it('are the ones the facts sheet lists, each with its docs file', () => {
    expect(newChatbotPages.length).toBeGreaterThan(0);
    for (const page of newChatbotPages) expect(existsSync(page.file), page.file).toBe(true);
  });

  describe.each(newChatbotPages.map((page) => [page.route, page] as const))('%s', (route, page) => {
    const {title, description} = readPage(page).frontMatter;

    it('is built and listed in the sitemap', () => {
      expect(builtFileFor(route)).toBeTruthy();
      expect(sitemap).toContain(`<loc>${site.url}${route}</loc>`);
    });

    it('is in the sidebar, marked as the current page on its own page', () => {
      expect(sidebarOf(route)).toMatch(new RegExp(`aria-current="?page"?[^>]*href="?${route.replace(/\//g, '\\/')}["\\s>]`));
    });

    it(`is linked from its section's index page (${page.index})`, () => {
      expect(linksTo(articleOf(page.index), route)).toBe(true);
    });

    it('has a search record for the page, with its title and description', () => {
      const record = records.find((r) => r.type === 'lvl1' && new URL(r.url).pathname === route);
      expect(record?.hierarchy.lvl1).toBe(title);
      expect(record?.content).toBe(description);
    });

    it('has a Markdown twin with its title, description and no markup', () => {
      const twin = built(twinPath(route));
      expect(twin.startsWith(`# ${title}\n\n> ${description}\n`)).toBe(true);
      expect(leaks(twin)).toEqual([]);
    });

    it('is in llms.txt with its description', () => {
      expect(llms).toContain(`- [${title}](${site.url}/${twinPath(route)}): ${description}`);
    });
  });
});
