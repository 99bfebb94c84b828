import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Element, ElementContent, Root} from 'hast';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import {feedPaths} from '../../../plugins/changelog-feeds';
import {entryTitle} from '../../../plugins/changelog-feeds/feeds';
import {FAVICON_FILE, FAVICON_SIZES} from '../../../plugins/offline/favicon';
import {htmlFilesSync, routeOfHtmlFile} from '../../../plugins/shared/htmlFiles';
import {changelog} from '../../../src/data/changelog';
import {homeCards} from '../../../src/data/sections';
import {site} from '../../../src/site';
import {buildDir} from '../../support/routes';
import {pngSize} from '../readers/png';

const read = (rel: string) => readFileSync(path.join(buildDir, rel), 'utf8');
const pages = htmlFilesSync(buildDir).map((file) => ({route: routeOfHtmlFile(buildDir, file), html: readFileSync(file, 'utf8')}));
const parser = unified().use(rehypeParse);

/** Every element below `node` (depth first) that `test` accepts. */
function findAll(node: Root | Element, test: (el: Element) => boolean): Element[] {
  return node.children.flatMap((child) => (child.type === 'element' ? [...(test(child) ? [child] : []), ...findAll(child, test)] : []));
}
/** The text a reader gets: decorations hidden from assistive technology (a sort arrow) left out. */
const textOf = (node: ElementContent): string =>
  node.type === 'text' ? node.value : node.type === 'element' && node.properties.ariaHidden !== 'true' ? node.children.map(textOf).join('') : '';
const text = (node: Element) => textOf(node).replace(/\s+/g, ' ').trim();

describe('every page without JavaScript (plugins/no-script)', () => {
  it('carries the no-script stylesheet in its head', () => {
    // The build minifies it (plugins/no-script/no-script.css is the source): its first rule is enough to find it.
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    expect(pages.filter((page) => !/<noscript><style>\[data-needs-js\],/.test(head(page.html))).map((p) => p.route)).toEqual([]);
  });
});

describe('data tables in the build follow the card convention', () => {
  const tables = pages.flatMap((page) => findAll(parser.parse(page.html), (el) => el.tagName === 'table').map((table) => ({route: page.route, table})));

  it('every table carries data-cards, and every body cell its column\'s heading as data-label', () => {
    expect(tables.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const {route, table} of tables) {
      if (table.properties.dataCards === undefined) wrong.push(`${route}: a table without data-cards`);
      const head = findAll(table, (el) => el.tagName === 'thead')[0];
      const headings = head ? findAll(head, (el) => el.tagName === 'th').map(text) : [];
      const body = findAll(table, (el) => el.tagName === 'tbody')[0];
      for (const row of body ? findAll(body, (el) => el.tagName === 'tr') : []) {
        const cells = row.children.filter((c): c is Element => c.type === 'element' && (c.tagName === 'td' || c.tagName === 'th'));
        if (cells.length === 1 && cells[0]?.properties.colSpan) continue; // the "nothing matches" row
        cells.forEach((cell, i) => {
          if (cell.properties.dataLabel !== headings[i]) wrong.push(`${route}: cell ${i + 1} labelled "${String(cell.properties.dataLabel)}", column "${headings[i]}"`);
        });
      }
    }
    expect(wrong.slice(0, 10)).toEqual([]);
  });
});

describe('reader outputs (issue 28)', () => {
  it('/favicon.ico is an icon with a PNG image of each size', () => {
    const ico = readFileSync(path.join(buildDir, FAVICON_FILE));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, FAVICON_SIZES.length]);
    FAVICON_SIZES.forEach((size, i) => {
      const entry = 6 + 16 * i;
      const png = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8));
      expect(pngSize(png)).toEqual({width: size, height: size});
    });
  });

  it('the feeds are served with their own types, and every item leads to its entry on the changelog page', () => {
    const headers = read('_headers');
    expect(headers).toMatch(/^\/\*\.rss\.xml\n {2}Content-Type: application\/rss\+xml/m);
    expect(headers).toMatch(/^\/\*\.atom\.xml\n {2}Content-Type: application\/atom\+xml/m);
    const changelogIds = new Set([...read('chatbot/changelog.html').matchAll(/\sid="?([^\s">]+)/g)].map((m) => m[1]));
    const rss = read(feedPaths.rss.slice(1));
    const links = [...rss.matchAll(/<link>([^<]+)<\/link>/g)].map((m) => m[1] as string).slice(1); // the first is the channel's
    expect(links).toHaveLength(changelog.length);
    expect(links.filter((link) => !link.startsWith(`${site.url}/chatbot/changelog#`) || !changelogIds.has(link.split('#')[1]))).toEqual([]);
    const titles = [...rss.matchAll(/<title>([^<]+)<\/title>/g)].map((m) => m[1] as string).slice(1);
    expect(titles.filter((title) => title.endsWith('…'))).toEqual([]);
    expect(titles).toHaveLength(changelog.length);
    expect(read(feedPaths.atom.slice(1))).toContain(`<title>${entryTitle(changelog[0]!).replace(/&/g, '&amp;')}</title>`);
  });

  it('/llms.txt says where its lists are: the file of every page gathers the twins listed above it', () => {
    const llms = read('llms.txt');
    const optional = llms.indexOf('## Optional');
    expect(optional).toBeGreaterThan(llms.indexOf('## Chatbot'));
    expect(llms.slice(optional)).toMatch(/listed above/);
    expect(llms.slice(optional)).not.toMatch(/\bbelow\b/);
  });

  it('a card grid becomes title links with their descriptions as text in the twins', () => {
    const home = read('index.md');
    for (const card of homeCards()) {
      const link = `[${card.title}](${site.url}${card.to})`;
      expect(home).toContain(link);
      expect(home.slice(home.indexOf(link) + link.length).trimStart().startsWith(card.description)).toBe(true);
    }
  });
});
