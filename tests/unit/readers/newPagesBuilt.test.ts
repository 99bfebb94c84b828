/**
 * Issue 42's overlay and websocket pages in the build: each is a built page, in its section's
 * sidebar and index, in the sitemap, the search records, the Markdown twins and llms.txt, with the
 * front matter every page carries. The routes come from the newest facts sheet (new_pages), so a
 * page the sheet adds is checked without touching this file.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {describe, expect, it} from 'vitest';
import {twinPath} from '../../../src/shared/twinPaths';
import {loadBuiltRecords} from '../../../scripts/search/builtIndex';
import {site} from '../../../src/site';
import {buildDir, builtFileFor, newPageRoutes, pendingRoutes, repoRoot, tagKeys} from '../../support/routes';
import {leaks} from './twinScan';

const pending = new Set(pendingRoutes());
const routes = newPageRoutes().filter((route) => /^\/(overlays|websockets)\//.test(route) && !pending.has(route));
const read = (rel: string) => readFileSync(path.join(buildDir, rel), 'utf8');
const html = (route: string) => readFileSync(builtFileFor(route)!, 'utf8');
/** The section a page belongs to, and the page that lists that section's pages. */
const sectionIndex = (route: string) => (route.startsWith('/websockets/topics/') ? '/websockets/topics' : route.startsWith('/websockets/examples/') ? '/websockets/examples' : '/overlays');
/** Whether built (minified, so maybe unquoted) HTML links to the route. */
const linksTo = (text: string, route: string) => new RegExp(`href="?${route.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}["\\s>#]`).test(text);
const sourceOf = (route: string) => {
  const base = path.join(repoRoot, 'docs', route.slice(1));
  return [`${base}.mdx`, path.join(base, 'index.mdx')].find((file) => existsSync(file))!;
};
const frontMatter = (route: string) => yaml.load(/^---\n([\s\S]*?)\n---/.exec(readFileSync(sourceOf(route), 'utf8'))![1]!) as Record<string, unknown>;

describe('the new overlay and websocket pages in the build', () => {
  it('are every overlay and websocket page of the facts sheet, none still pending', () => {
    expect(routes.length).toBe(newPageRoutes().filter((route) => /^\/(overlays|websockets)\//.test(route)).length);
    expect(routes.length).toBeGreaterThan(0);
  });

  describe.each(routes)('%s', (route) => {
    it('is built, with a title, a one-sentence description, known tags, everyday keywords and questions', () => {
      expect(builtFileFor(route), route).toBeDefined();
      const meta = frontMatter(route);
      expect(String(meta.title ?? '')).not.toBe('');
      expect(String(meta.description)).toMatch(/^[A-Z][^.]*(\.[^ .][^.]*)*\.$/);
      expect((meta.tags as string[]).filter((tag) => !tagKeys().includes(tag))).toEqual([]);
      expect((meta.keywords as string[]).length).toBeGreaterThanOrEqual(4);
      expect((meta.questions as string[]).length).toBeGreaterThan(0);
    });

    it('is linked from its section’s index and from the sidebar of its own page', () => {
      expect(linksTo(html(sectionIndex(route)), route), `${sectionIndex(route)} links ${route}`).toBe(true);
      const sidebar = /<nav[^>]*aria-label="?Docs sidebar"?[\s\S]*?<\/nav>/.exec(html(route))?.[0] ?? '';
      expect(sidebar.length > 0, 'the page has a docs sidebar').toBe(true);
      expect(linksTo(sidebar, route), `the sidebar links ${route}`).toBe(true);
    });

    it('is in the sitemap, the search records, its Markdown twin and llms.txt', () => {
      expect(read('sitemap.xml')).toContain(`<loc>${site.url}${route}</loc>`);
      expect(loadBuiltRecords().some((record) => new URL(record.url).pathname === route)).toBe(true);
      const twin = read(twinPath(route));
      expect(twin.startsWith(`# ${String(frontMatter(route).title)}`)).toBe(true);
      expect(leaks(twin), 'import, export, JSX or HTML outside code').toEqual([]);
      expect(read('llms.txt')).toContain(`](${site.url}${twinPath(route).replace(/^\/?/, '/')})`);
    });
  });
});
