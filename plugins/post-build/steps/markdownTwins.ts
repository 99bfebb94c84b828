import {TwinCache} from '../../markdown-twins/cache';
import {articleTwin} from '../../markdown-twins/convert';
import type {LlmsPage} from '../../markdown-twins/llms';
import {listingTwins} from '../../markdown-twins/listings';
import {twinPath} from '../../../src/shared/twinPaths';
import {writeBuildFile} from '../files';
import type {PostBuild} from '../types';

/**
 * Markdown twins: every docs page gets `<route>.md`, converted from its article (the region and
 * cleanup the search index reads); tag lists and search get theirs from the docs data. Returns the
 * pages' twins for llms.txt, in route order.
 */
export async function writeMarkdownTwins({context, outDir, pages, siteRoot, docs}: PostBuild): Promise<LlmsPage[]> {
  const cache = new TwinCache(context.siteDir);
  const twins: LlmsPage[] = [];
  for (const page of pages) {
    const twin = await articleTwin(page, page.url, siteRoot, cache);
    if (!twin) continue;
    const rel = twinPath(page.route);
    await writeBuildFile(outDir, rel, twin.markdown);
    twins.push({...twin, route: page.route, url: page.url, twinUrl: `${siteRoot}/${rel}`, section: page.section});
  }
  const routes = new Set(pages.map((page) => page.route));
  for (const listing of listingTwins(docs, siteRoot)) {
    if (routes.has(listing.route)) await writeBuildFile(outDir, twinPath(listing.route), listing.markdown);
  }
  await cache.save();
  if (twins.length === 0) throw new Error('markdown-twins: no page has an article; is the docs container class still "theme-doc-markdown"?');
  return twins;
}
