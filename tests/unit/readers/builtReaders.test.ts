import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import {XMLParser} from 'fast-xml-parser';
import {describe, expect, it} from 'vitest';
import {feedPaths} from '../../../plugins/changelog-feeds';
import {pageParts} from '../../../plugins/shared/pageParts';
import {htmlFilesSync} from '../../../plugins/shared/htmlFiles';
import {changelog} from '../../../src/data/changelog';
import {site} from '../../../src/site';
import {buildDir, repoRoot} from '../../support/routes';
import {pngSize} from './png';

const read = (rel: string) => readFileSync(path.join(buildDir, rel), 'utf8');
/** The built file an absolute site URL points at. */
const fileOfUrl = (url: string) => path.join(buildDir, decodeURIComponent(new URL(url).pathname));

describe('llms.txt in the build', () => {
  const text = read('llms.txt');
  const lines = text.split('\n');

  it('has one H1, then a blockquote summary, then H2 sections', () => {
    expect(lines.filter((line) => /^# /.test(line))).toEqual([`# ${site.title}`]);
    expect(lines[0]).toBe(`# ${site.title}`);
    expect(lines.find((line) => line.trim() !== '' && !line.startsWith('# '))).toMatch(/^> \S/);
    const sections = lines.filter((line) => line.startsWith('## ')).map((line) => line.slice(3));
    expect(sections).toEqual(['Chatbot', 'Overlays', 'Websockets', 'API', 'Optional']);
    expect(text.indexOf('## ')).toBeGreaterThan(text.indexOf('\n> '));
  });

  it('links every page once, with its description, to files that are built', () => {
    const links = [...text.matchAll(/^- \[(.+?)\]\((\S+?)\)(: .+)?$/gm)];
    expect(links.length).toBeGreaterThan(150);
    const urls = links.map((m) => m[2] as string);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls.filter((url) => !url.startsWith(`${site.url}/`) || !existsSync(fileOfUrl(url)))).toEqual([]);
    expect(links.filter((m) => !m[3] && !(m[2] as string).endsWith('.txt')).map((m) => m[2])).toEqual([]);
  });

  it('lists pages in sidebar order (a section page before the pages under it)', () => {
    const urls = [...text.matchAll(/\]\((\S+?)\)/g)].map((m) => m[1] as string);
    const commands = urls.indexOf(`${site.url}/chatbot/commands.md`);
    const eightBall = urls.indexOf(`${site.url}/chatbot/commands/default/8ball.md`);
    expect(commands).toBeGreaterThanOrEqual(0);
    expect(commands).toBeLessThan(eightBall);
  });

  it('has llms-full.txt with every linked twin in the same order', () => {
    const full = read('llms-full.txt');
    const twins = [...text.matchAll(/\]\((\S+?\.md)\)/g)].map((m) => m[1] as string);
    let at = 0;
    for (const url of twins) {
      const source = `Source: ${url.replace(/\.md$/, '').replace(/\/index$/, '/')}\n`;
      const next = full.indexOf(source, at);
      expect(next, url).toBeGreaterThan(at - 1);
      at = next;
    }
  });
});

describe('docs-dev/readers.md', () => {
  it("gives the pages and the sizes of llms.txt and llms-full.txt near this build's (within a fifth)", () => {
    const doc = readFileSync(path.join(repoRoot, 'docs-dev/readers.md'), 'utf8').replace(/\s+/g, ' ');
    const figures = /\((\d+) pages\): llms\.txt ([\d.,]+) kB \(([\d.,]+) kB gzip\), llms-full\.txt ([\d.,]+) kB \(([\d.,]+) kB gzip\)/.exec(doc);
    expect(figures, 'the sentence with the sizes').not.toBeNull();
    const [pages, small, smallGzip, full, fullGzip] = figures!.slice(1).map((figure) => Number(figure.replace(/,/g, '')));
    const kB = (bytes: number) => bytes / 1000;
    const near = (written: number, measured: number) => Math.abs(written - measured) <= measured / 5;
    const llms = readFileSync(path.join(buildDir, 'llms.txt'));
    const llmsFull = readFileSync(path.join(buildDir, 'llms-full.txt'));
    const measured = {
      pages: (llmsFull.toString('utf8').match(/^Source: /gm) ?? []).length,
      small: kB(llms.length),
      smallGzip: kB(gzipSync(llms).length),
      full: kB(llmsFull.length),
      fullGzip: kB(gzipSync(llmsFull).length),
    };
    const written = {pages, small, smallGzip, full, fullGzip};
    const off = Object.entries(written).filter(([key, value]) => !near(value as number, measured[key as keyof typeof measured]));
    expect(off.map(([key, value]) => `${key}: ${value} written, ${measured[key as keyof typeof measured].toFixed(1)} measured`)).toEqual([]);
  });
});

describe('changelog feeds in the build', () => {
  const parser = new XMLParser({ignoreAttributes: false, isArray: (name) => name === 'item' || name === 'entry'});

  it('RSS 2.0 parses and lists every entry with its date', () => {
    const rss = parser.parse(read(feedPaths.rss));
    expect(rss.rss['@_version']).toBe('2.0');
    const items = rss.rss.channel.item as {pubDate: string; description: string}[];
    expect(items).toHaveLength(changelog.length);
    changelog.forEach((entry, i) => {
      expect(new Date(items[i]?.pubDate ?? '').toISOString().slice(0, 10)).toBe(entry.date);
      expect(items[i]?.description).toContain(entry.summary.replace(/&/g, '&amp;').slice(0, 40));
    });
  });

  it('Atom parses and lists every entry with its date', () => {
    const atom = parser.parse(read(feedPaths.atom));
    const entries = atom.feed.entry as {updated: string; id: string}[];
    expect(entries).toHaveLength(changelog.length);
    expect(new Set(entries.map((e) => e.id)).size).toBe(changelog.length);
    changelog.forEach((entry, i) => expect(entries[i]?.updated.slice(0, 10)).toBe(entry.date));
  });

  it('are advertised on the changelog page only', () => {
    const withFeeds = htmlFilesSync(buildDir).filter((file) => readFileSync(file, 'utf8').includes('type="application/rss+xml"'));
    expect(withFeeds.map((file) => path.relative(buildDir, file))).toEqual(['chatbot/changelog.html']);
    const page = read('chatbot/changelog.html');
    expect(page).toContain(`<link rel="alternate" type="application/rss+xml" title="${site.title} changelog (RSS)" href="${feedPaths.rss}">`);
    expect(page).toContain(`type="application/atom+xml"`);
  });
});

describe('social cards in the build', () => {
  it("every page's og:image is a built 1200×630 PNG of at most 80 kB, with alt text and twitter:image", () => {
    const problems: string[] = [];
    const files = htmlFilesSync(buildDir);
    expect(files.length).toBeGreaterThan(200);
    for (const file of files) {
      const meta = pageParts(readFileSync(file, 'utf8')).head;
      const where = path.relative(buildDir, file);
      const image = meta['og:image'];
      if (!image) {
        problems.push(`${where}: no og:image`);
        continue;
      }
      if (meta['twitter:image'] !== image) problems.push(`${where}: twitter:image differs`);
      if (!meta['og:image:alt'] || meta['og:image:width'] !== '1200' || meta['og:image:height'] !== '630') problems.push(`${where}: alt/size meta`);
      const png = fileOfUrl(image);
      if (!existsSync(png)) {
        problems.push(`${where}: ${image} not built`);
        continue;
      }
      const size = pngSize(readFileSync(png));
      if (size.width !== 1200 || size.height !== 630) problems.push(`${where}: ${size.width}×${size.height}`);
      if (statSync(png).size > 80_000) problems.push(`${where}: ${statSync(png).size} bytes`);
    }
    expect(problems).toEqual([]);
  });
});

describe('structured data (JSON-LD) in the build', () => {
  const sitemap = read('sitemap.xml');
  const canonical = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string));

  it('names every breadcrumb by its page’s canonical address (no redirecting trailing slash), on every page', () => {
    const wrong: string[] = [];
    let pages = 0;
    for (const file of htmlFilesSync(buildDir)) {
      const html = readFileSync(file, 'utf8');
      for (const [, json] of html.matchAll(/<script[^>]*\btype="?application\/ld\+json"?[^>]*>([\s\S]*?)<\/script>/g)) {
        const data = JSON.parse(json as string) as {'@type'?: string; itemListElement?: {item?: string}[]};
        if (data['@type'] !== 'BreadcrumbList') continue;
        pages += 1;
        for (const {item} of data.itemListElement ?? []) if (item && !canonical.has(item)) wrong.push(`${path.relative(buildDir, file)}: ${item}`);
      }
    }
    expect(pages).toBeGreaterThan(canonical.size / 2);
    expect(wrong).toEqual([]);
  });
});
