import {readFile, writeFile} from 'node:fs/promises';
import {sectionLinks} from '../../src/data/sections';
import {htmlFiles, routeOfHtmlFile} from './htmlFiles';
import {pageParts, type PageParts} from './pageParts';

/**
 * One built page as every reader after the build sees it: read from disk once, its head values and
 * article found once (./pageParts.ts). Steps that change a page replace `html`; the post-build
 * pipeline writes the pages whose HTML changed once, at its end (plugins/post-build).
 */
export interface BuiltPage extends Readonly<PageParts> {
  /** `/chatbot/timers`; `/` for the home page. */
  readonly route: string;
  /** The HTML file, absolute. */
  readonly file: string;
  /** The page's absolute address. */
  readonly url: string;
  /** The top-level section the route belongs to (search's lvl0, llms.txt's heading, the card's label). */
  readonly section: string;
  /** The HTML as Docusaurus wrote it; `head` and `article` were read from it. */
  readonly builtHtml: string;
  /** The HTML the page will be written with. */
  html: string;
}

/** Absolute site root without trailing slash, e.g. https://docs.example.com. */
export function siteRootOf(url: string, baseUrl: string): string {
  return `${url.replace(/\/$/, '')}${baseUrl}`.replace(/\/$/, '');
}

/** lvl0 for a route: the top-level section it lives in (the chatbot section owns "/"). */
export function sectionFor(route: string): string {
  const match = sectionLinks.find((s) => s.to !== '/' && (route === s.to || route.startsWith(`${s.to}/`)));
  return (match ?? sectionLinks.find((s) => s.to === '/') ?? {label: 'Docs'}).label;
}

/** Every page of a build folder, in route order. */
export async function readBuiltPages(outDir: string, siteRoot: string): Promise<BuiltPage[]> {
  const pages = await Promise.all(
    (await htmlFiles(outDir)).map(async (file): Promise<BuiltPage> => {
      const html = await readFile(file, 'utf8');
      const route = routeOfHtmlFile(outDir, file);
      return {route, file, url: `${siteRoot}${route === '/' ? '/' : route}`, section: sectionFor(route), ...pageParts(html), builtHtml: html, html};
    }),
  );
  return pages.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}

/** Writes the pages a step changed; returns how many. */
export async function writeChangedPages(pages: readonly BuiltPage[]): Promise<number> {
  const changed = pages.filter((page) => page.html !== page.builtHtml);
  await Promise.all(changed.map((page) => writeFile(page.file, page.html)));
  return changed.length;
}
