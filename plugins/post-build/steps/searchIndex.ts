import {createHash} from 'node:crypto';
import path from 'node:path';
import {FIRST_HITS_ENTRY} from '../../../src/shared/scriptTiming';
import {packRecords} from '../../../src/search/asset';
import {namedScriptFile} from '../../shared/chunkFiles';
import {recordsOfPages} from '../../search-index/build';
import {withFirstHits} from '../../search-index/firstHits';
import {indexAssetPath, INDEX_URL_PLACEHOLDER, withSearchPreloads} from '../../search-index/indexUrl';
import {writeBuildFile} from '../files';
import type {PostBuild} from '../types';

type SearchThemeConfig = {embedded?: boolean; searchPagePath?: string | false | null} | undefined;
const searchConfig = ({context}: Pick<PostBuild, 'context'>) => context.siteConfig.themeConfig.algolia as SearchThemeConfig;

/** Embedded search (config/search.ts): the build carries its own index. */
export const embeddedSearch = (build: Pick<PostBuild, 'context'>) => searchConfig(build)?.embedded === true;

/**
 * Embedded search: the records of every built page (plugins/search-index) packed into a
 * content-hashed asset (assets/search/index.<hash>.json), every page's <meta name="search-index">
 * pointed at it, and the search page given its preloads and first-hits script.
 */
export async function writeSearchIndex(build: PostBuild): Promise<void> {
  const {context, outDir, pages, siteRoot, chunkGroups} = build;
  const records = recordsOfPages(pages, siteRoot, path.join(context.siteDir, 'docs'));
  if (records.length === 0) throw new Error('search-index: no page produced a search record; is the docs container class still "theme-doc-markdown"?');
  const json = JSON.stringify(packRecords(records, siteRoot));
  const rel = indexAssetPath(createHash('sha256').update(json).digest('hex').slice(0, 10));
  await writeBuildFile(outDir, rel, json);
  const url = `${context.baseUrl}${rel}`;
  const pagePath = searchConfig(build)?.searchPagePath;
  const searchPage = pagePath ? path.join(outDir, `${pagePath}.html`) : undefined;
  // The engine chunk src/search/lazy.ts names, and the first-hits entry.
  const scriptUrl = (name: string) => `${context.baseUrl}${namedScriptFile(chunkGroups, name)}`;
  const engine = searchPage ? scriptUrl('search-engine') : '';
  const firstHits = searchPage ? scriptUrl(FIRST_HITS_ENTRY) : '';
  for (const page of pages) {
    if (!page.html.includes(INDEX_URL_PLACEHOLDER)) continue;
    const withUrl = page.html.replaceAll(INDEX_URL_PLACEHOLDER, url);
    page.html = page.file === searchPage ? withFirstHits(withSearchPreloads(withUrl, {index: url, engine}), {firstHits}) : withUrl;
  }
}
