import {existsSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {sectionOf} from '../../src/data/sections';
import type {DocSearchRecord} from '../../src/search/types';
import {extractRecords} from './extract';
import {questionsByRoute, withPageKeywords} from './pageKeywords';
import {htmlFiles, routeOfHtmlFile} from '../shared/htmlFiles';

/** Routes that are lists of other pages, not content: indexing them only adds noise. */
const EXCLUDED = [/^\/search$/, /^\/tags(\/|$)/, /^\/404(\.html)?$/];

/** lvl0 for a route: the top-level section it lives in (the chatbot section owns "/"). */
export const sectionFor = (route: string): string => sectionOf(route);

/** The HTML file the static host answers a clean route with (trailingSlash: false). */
export function htmlFileFor(outDir: string, route: string): string | undefined {
  const rel = route.replace(/^\//, '');
  const candidates = rel === '' ? ['index.html'] : [`${rel}.html`, path.join(rel, 'index.html')];
  return candidates.map((c) => path.join(outDir, c)).find((f) => existsSync(f));
}

export function siteRootOf(url: string, baseUrl: string): string {
  return `${url.replace(/\/$/, '')}${baseUrl}`.replace(/\/$/, '');
}

/**
 * Records for every indexable route of a build, in route order. Page records also get their slug,
 * glued title and, from the docs sources in `docsDir`, their front-matter `questions` as keywords.
 */
export async function recordsForBuild(outDir: string, routes: string[], siteRoot: string, docsDir?: string): Promise<DocSearchRecord[]> {
  const unique = [...new Set(routes)].filter((r) => !EXCLUDED.some((re) => re.test(r))).sort();
  const all: DocSearchRecord[] = [];
  for (const route of unique) {
    const file = htmlFileFor(outDir, route);
    if (!file) continue;
    const html = await readFile(file, 'utf8');
    const sectionIndex = unique.some((other) => other.startsWith(route === '/' ? '/' : `${route}/`) && other !== route);
    all.push(...extractRecords(html, {siteRoot, route, section: sectionFor(route), sectionIndex}));
  }
  return withPageKeywords(withoutBoilerplate(all), docsDir ? questionsByRoute(docsDir) : new Map());
}

/** A paragraph or label found word for word on this many pages or more is page furniture, not content. */
export const BOILERPLATE_PAGES = 10;

/**
 * Leaves out content records whose text repeats word for word on many pages ("In chat", "Aliases:
 * None", "Type"): each would answer a query with a dozen interchangeable hits and costs the index
 * a record per page. The pages, headings and their own text are kept.
 */
export function withoutBoilerplate(records: DocSearchRecord[]): DocSearchRecord[] {
  const pages = new Map<string, Set<string>>();
  for (const r of records) {
    if (r.type !== 'content' || !r.content) continue;
    const seen = pages.get(r.content) ?? new Set<string>();
    seen.add(r.url.split('#')[0] ?? r.url);
    pages.set(r.content, seen);
  }
  return records.filter((r) => r.type !== 'content' || !r.content || (pages.get(r.content)?.size ?? 0) < BOILERPLATE_PAGES);
}

/** All routes a build holds, read from its HTML files (for tools and the dev server, which have no routesPaths). */
export async function routesOfBuild(outDir: string): Promise<string[]> {
  return (await htmlFiles(outDir)).map((file) => routeOfHtmlFile(outDir, file));
}
