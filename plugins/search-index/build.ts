import type {DocSearchRecord} from '../../src/search/types';
import {readBuiltPages, type BuiltPage} from '../shared/builtPages';
import {pageRecords} from './extract';
import {questionsByRoute, withPageKeywords} from './pageKeywords';

/** Routes that are lists of other pages, not content: indexing them only adds noise. */
const EXCLUDED = [/^\/search$/, /^\/tags(\/|$)/, /^\/404(\.html)?$/];

/**
 * Records for every indexable page, in route order. Page records also get their slug, glued title
 * and, from the docs sources in `docsDir`, their front-matter `questions` as keywords.
 */
export function recordsOfPages(pages: readonly BuiltPage[], siteRoot: string, docsDir?: string): DocSearchRecord[] {
  const indexed = pages.filter((page) => !EXCLUDED.some((re) => re.test(page.route)));
  const routes = indexed.map((page) => page.route);
  // A section's index page lists the pages under it: its table rows are left out (see extract.ts).
  const isSectionIndex = (route: string) => routes.some((other) => other !== route && other.startsWith(route === '/' ? '/' : `${route}/`));
  const all = indexed.flatMap((page) => pageRecords(page, {siteRoot, route: page.route, section: page.section, sectionIndex: isSectionIndex(page.route)}));
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

/** The same for a build folder on disk (the dev server's index of the last build, `npm run search:export`). */
export async function recordsForBuild(outDir: string, siteRoot: string, docsDir?: string): Promise<DocSearchRecord[]> {
  return recordsOfPages(await readBuiltPages(outDir, siteRoot), siteRoot, docsDir);
}
