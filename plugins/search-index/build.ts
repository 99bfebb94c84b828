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
  const all = pages
    .filter((page) => !EXCLUDED.some((re) => re.test(page.route)))
    .flatMap((page) => pageRecords(page, {siteRoot, route: page.route, section: page.section}));
  return withPageKeywords(all, docsDir ? questionsByRoute(docsDir) : new Map());
}

/** The same for a build folder on disk (the dev server's index of the last build, `npm run search:export`). */
export async function recordsForBuild(outDir: string, siteRoot: string, docsDir?: string): Promise<DocSearchRecord[]> {
  return recordsOfPages(await readBuiltPages(outDir, siteRoot), siteRoot, docsDir);
}
