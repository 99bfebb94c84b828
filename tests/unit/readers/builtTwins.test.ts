import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import type {Element, Root} from 'hast';
import rehypeParse from 'rehype-parse';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';
import {attributesOf, textOf} from '../../../plugins/markdown-twins/article';
import {pageParts} from '../../../plugins/shared/pageParts';
import {sectionFor} from '../../../plugins/shared/builtPages';
import {extractRecords} from '../../../plugins/search-index/extract';
import {twinHref, twinPath} from '../../../src/shared/twinPaths';
import {changelog, changelogProducts} from '../../../src/data/changelog';
import {commands} from '../../../src/data/commands';
import {commandPath} from '../../../src/data/commandRoutes';
import {userLevel} from '../../../src/data/userLevels';
import {buildDir, builtFileFor, pendingRoutes, requiredRoutes, siteRoutes, tagKeys} from '../../support/routes';
import {leaks, plainHeading, proseOf} from './twinScan';

const siteRoot = 'https://docs.streamelements.com';
const pending = new Set(pendingRoutes());
const routes = requiredRoutes().filter((route) => !pending.has(route) && builtFileFor(route));
const twinOf = (route: string) => readFileSync(path.join(buildDir, twinPath(route)), 'utf8');
const headingsOf = (markdown: string, level: number) =>
  markdown.split('\n').filter((line) => line.startsWith(`${'#'.repeat(level)} `)).map((line) => plainHeading(line.slice(level + 1)));
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
/** A twin's text without Markdown punctuation and line breaks, for finding a page's words in it. */
const plainTwin = (markdown: string) => oneLine(plainHeading(markdown.replace(/\n/g, ' ')));

/** Every element of a built page's article (the region twins are made from), depth first. */
function articleElements(route: string): Element[] {
  const fragment = pageParts(readFileSync(builtFileFor(route) as string, 'utf8')).article;
  if (fragment === undefined) return [];
  const found: Element[] = [];
  const walk = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      found.push(child);
      walk(child);
    }
  };
  walk(unified().use(rehypeParse, {fragment: true}).parse(fragment));
  return found;
}

describe('Markdown twins in the build', () => {
  it('exist for every route', () => {
    expect(routes.length).toBeGreaterThan(150);
    expect(routes.filter((route) => !existsSync(path.join(buildDir, twinPath(route))))).toEqual([]);
  });

  it('hold no import, export, JSX or HTML outside code', () => {
    const leaking = routes.map((route) => ({route, leaks: leaks(twinOf(route))})).filter((r) => r.leaks.length > 0);
    expect(leaking).toEqual([]);
  });

  it("hold their page's h1 and every h2 and h3 the search index has", () => {
    const problems: string[] = [];
    for (const route of routes) {
      const records = extractRecords(readFileSync(builtFileFor(route) as string, 'utf8'), {siteRoot, route, section: sectionFor(route)});
      if (records.length === 0) continue; // no article: tag lists and search (listing twins)
      const twin = twinOf(route);
      const h1 = headingsOf(twin, 1);
      if (h1.length !== 1 || h1[0] !== plainHeading(records[0]?.hierarchy.lvl1 ?? '')) problems.push(`${route}: h1 ${JSON.stringify(h1)}`);
      for (const level of [2, 3] as const) {
        const inTwin = new Set(headingsOf(twin, level));
        const key = `lvl${level}` as const;
        for (const record of records.filter((r) => r.type === key)) {
          const heading = plainHeading(record.hierarchy[key] ?? '');
          if (!inTwin.has(heading)) problems.push(`${route}: h${level} "${heading}"`);
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000); // parses every built page twice; a busy shared machine needs more than the 5 s default

  it('give every command its syntax, aliases, user level and arguments', () => {
    const problems: string[] = [];
    for (const command of commands) {
      const route = commandPath(command.name);
      if (!builtFileFor(route)) continue;
      const twin = twinOf(route);
      const need = [
        ...command.syntax.map((syntax) => syntax),
        `**User level:** [${userLevel(command.userLevel).label}]`,
        ...command.aliases.map((alias) => `\`${alias}\``),
        ...command.arguments.map((argument) => `| \`${argument.name.replace(/\|/g, "\\|")}\``),
      ];
      if (command.aliases.length > 0) need.push('**Aliases:**');
      if (command.arguments.length > 0) need.push('## Arguments');
      for (const text of need) if (!twin.includes(text)) problems.push(`${route}: ${text}`);
      if (!/^```text$/m.test(twin)) problems.push(`${route}: no text fence for the syntax`);
    }
    expect(commands.length).toBeGreaterThan(50);
    expect(problems).toEqual([]);
  });

  it('use absolute links only', () => {
    const relative = routes.flatMap((route) => [...twinOf(route).matchAll(/\]\((?!https?:|mailto:)([^)]*)\)/g)].map((m) => `${route}: ${m[1]}`));
    expect(relative).toEqual([]);
  });

  it('write each table caption of the page as a bold line right before its table', () => {
    const problems: string[] = [];
    let captions = 0;
    for (const route of routes) {
      const expected = articleElements(route).filter((el) => el.tagName === 'caption').map((el) => plainHeading(textOf(el)));
      if (expected.length === 0) continue;
      captions += expected.length;
      const lines = twinOf(route).split('\n');
      let at = 0;
      for (const caption of expected) {
        const found = lines.findIndex((line, i) => i >= at && /^\*\*.+\*\*$/.test(line) && plainHeading(line) === caption && lines[i + 1] === '' && lines[i + 2]?.startsWith('|'));
        if (found < 0) problems.push(`${route}: caption "${caption}"`);
        else at = found + 1;
      }
    }
    expect(captions).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('leave out what needs JavaScript: data-needs-js controls, their labels, placeholders and instructions', () => {
    const problems: string[] = [];
    let marked = 0;
    for (const route of routes) {
      const needsJs = articleElements(route).filter((el) => 'data-needs-js' in attributesOf(el));
      if (needsJs.length === 0) continue;
      marked += needsJs.length;
      const twin = twinOf(route);
      const lines = new Set(twin.split('\n').map((line) => plainHeading(line)));
      const plain = plainTwin(twin);
      const words: string[] = [];
      const collect = (node: Element) => {
        if (typeof node.properties.placeholder === 'string') words.push(node.properties.placeholder);
        for (const child of node.children) {
          if (child.type === 'text') words.push(child.value);
          else if (child.type === 'element') collect(child);
        }
      };
      needsJs.forEach(collect);
      for (const text of words.map(oneLine).filter(Boolean)) {
        // A long run of words is looked for anywhere; a short label only as a line of its own, as a
        // control's label would stand (a column heading may use the same words).
        if (text.length >= 30 ? plain.includes(plainHeading(text)) : lines.has(plainHeading(text))) problems.push(`${route}: "${text}"`);
      }
      if (/^Showing \d+ of \d+ /m.test(twin)) problems.push(`${route}: a filter's live count`);
    }
    expect(marked).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('write every changelog entry as its product label in bold, then its summary', () => {
    const twin = twinOf('/chatbot/changelog');
    const labels = Object.values(changelogProducts).join('|');
    const entries = twin.split('\n').filter((line) => line.startsWith('- '));
    expect(entries).toHaveLength(changelog.length);
    expect(entries.filter((line) => !new RegExp(`^- \\*\\*(${labels}):\\*\\* \\S`).test(line))).toEqual([]);
  });

  it('keep a space between a table cell’s text and the value list after it, and no entity for a space', () => {
    const problems = routes.flatMap((route) =>
      twinOf(route)
        .split('\n')
        .filter((line) => line.startsWith('|'))
        // Code spans as one mark, so a sentence that ends right before a code span shows, and a code span's own text does not count.
        .map((line) => line.replace(/(`+)[^`]*?\1/g, '§'))
        .filter((line) => /[^\s|;](?:Known values|One of): |[a-z][.!?][§A-Z]|&#x20;/.test(line))
        .map((line) => `${route}: ${line.slice(0, 160)}`),
    );
    expect(problems).toEqual([]);
    expect(routes.filter((route) => twinOf(route).includes('&#x20;'))).toEqual([]);
  });

  it('write web addresses without a backslash in them (a reader would follow the address only up to it)', () => {
    // Every page's twin, the optional and data pages' too.
    const escaped = siteRoutes().filter((route) => !pending.has(route) && builtFileFor(route)).flatMap((route) =>
      proseOf(twinOf(route).replace(/(`+)[^`\n]*?\1/g, '§'))
        .split('\n')
        .filter((line) => /https?:\/\/[^\s)]*\\/.test(line))
        .map((line) => `${route}: ${line.slice(0, 160)}`),
    );
    expect(escaped).toEqual([]);
  });

  it('write tables without alignment padding', () => {
    const padded = routes.flatMap((route) =>
      proseOf(twinOf(route).replace(/(`+)[^`\n]*?\1/g, '§'))
        .split('\n')
        .filter((line) => line.startsWith('|') && (/ {2}\|/.test(line) || /^\|(?: *:?-{2,}:? *\|)+$/.test(line)))
        .map((line) => `${route}: ${line.slice(0, 120)}`),
    );
    expect(padded).toEqual([]);
  });
});

describe('tag twins in the build', () => {
  it("hold the HTML tag page's title and link the twin of each page it lists, at that page's route, and every link is a built file", () => {
    const problems: string[] = [];
    for (const tag of tagKeys()) {
      const route = `/tags/${tag}`;
      const html = readFileSync(builtFileFor(route) as string, 'utf8');
      const pages = [...html.matchAll(/<article[^>]*><a href="?([^" >]+)"?>/g)].map((m) => m[1] as string);
      const links = [...twinOf(route).matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1] as string);
      expect(pages.length, route).toBeGreaterThan(0);
      // The same title as the HTML page ("One doc tagged with …" for a single page).
      const heading = textOf(unified().use(rehypeParse).parse(html).children.flatMap(function find(node): Element[] {
        if (node.type !== 'element') return [];
        return node.tagName === 'h1' ? [node] : node.children.flatMap(find);
      })[0] as Element);
      expect(headingsOf(twinOf(route), 1), route).toEqual([plainHeading(heading)]);
      expect(links, route).toEqual(pages.map((page) => `${siteRoot}${twinHref(page)}`));
      for (const link of links) {
        const file = path.join(buildDir, decodeURIComponent(new URL(link).pathname));
        if (!existsSync(file) || !statSync(file).isFile()) problems.push(`${route}: ${link}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
