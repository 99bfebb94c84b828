import {createHash} from 'node:crypto';
import {existsSync} from 'node:fs';
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

type ConfigureWebpackResult = ReturnType<NonNullable<Plugin['configureWebpack']>>;
import {packRecords} from '../../src/search/asset';
import {INDEX_META_NAME} from '../../src/search/meta';
import {FIRST_HITS_ENTRY} from '../../config/scriptTiming';
import {chunkFilesCapture, namedScriptFile} from '../shared/chunkFiles';
import {htmlFiles} from '../shared/htmlFiles';
import {inPostBuildChain} from '../shared/postBuildChain';
import {recordsForBuild, routesOfBuild, siteRootOf} from './build';
import {firstHitsWebpackConfig, withFirstHits} from './firstHits';

/** Written into every page by injectHtmlTags and replaced by the hashed asset URL after the build. */
const PLACEHOLDER = '__EMBEDDED_SEARCH_INDEX__';
const DEV_PATH = '__search-dev/index.json';

/** The search page's HTML file, or undefined when the site has no search page. */
function searchPageFile(context: LoadContext, outDir: string): string | undefined {
  const pagePath = (context.siteConfig.themeConfig.algolia as {searchPagePath?: string | false | null} | undefined)?.searchPagePath;
  return pagePath ? path.join(outDir, `${pagePath}.html`) : undefined;
}


/**
 * The search page needs the index and the engine before it can show anything, so its HTML asks
 * for both straight away, in parallel with the page's scripts, instead of after they have run.
 * Every other page still loads search on intent only. The index preload's attributes match the
 * page's fetch() so the browser reuses the download.
 */
export function withSearchPreloads(html: string, urls: {index: string; engine: string}): string {
  if (!html.includes('</head>')) throw new Error('search-index: the search page has no </head> to put the preloads in.');
  const links = `<link rel="preload" href="${urls.index}" as="fetch" crossorigin="anonymous"><link rel="preload" href="${urls.engine}" as="script">`;
  return html.replace('</head>', `${links}</head>`);
}

/**
 * Embedded search: after the production build, reads the built HTML, writes DocSearch records into
 * a content-hashed asset (assets/search/index.<hash>.json) and points every page's
 * <meta name="search-index"> at it. Under `docusaurus start` there is no build to read, so the dev
 * server serves the index of the last production build when there is one; otherwise the meta is
 * empty and the dialog says that the index needs a build.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  const dev = process.env.NODE_ENV !== 'production';
  const siteRoot = siteRootOf(context.siteConfig.url, context.baseUrl);
  const devDir = path.join(context.generatedFilesDir, 'search-index-dev');
  const docsDir = path.join(context.siteDir, 'docs');
  let devIndexReady = false;
  const chunkFiles = chunkFilesCapture('search-index');

  // In the post-build chain: other plugins rewrite the same HTML files (plugins/shared/postBuildChain.ts).
  return inPostBuildChain({
    name: 'search-index',

    async loadContent() {
      if (!dev) return;
      const lastBuild = context.outDir;
      if (!existsSync(path.join(lastBuild, 'index.html'))) return;
      const records = await recordsForBuild(lastBuild, await routesOfBuild(lastBuild), siteRoot, docsDir);
      if (records.length === 0) return;
      await mkdir(path.join(devDir, path.dirname(DEV_PATH)), {recursive: true});
      await writeFile(path.join(devDir, DEV_PATH), JSON.stringify(packRecords(records, siteRoot)));
      devIndexReady = true;
    },

    injectHtmlTags() {
      const content = dev ? (devIndexReady ? `${context.baseUrl}${DEV_PATH}` : '') : PLACEHOLDER;
      return {headTags: [{tagName: 'meta', attributes: {name: INDEX_META_NAME, content}}]};
    },

    configureWebpack(config, isServer) {
      if (!dev) return isServer ? undefined : {...firstHitsWebpackConfig(config.entry, context.siteDir), plugins: [chunkFiles.webpackPlugin]};
      // Docusaurus merges a plugin's devServer into its own (see core/lib/commands/start/webpack.js).
      const devServer = {static: [{directory: devDir, publicPath: context.baseUrl, watch: false}]};
      return {devServer} as unknown as ConfigureWebpackResult;
    },

    async postBuild({outDir, routesPaths}) {
      const records = await recordsForBuild(outDir, routesPaths, siteRoot, docsDir);
      if (records.length === 0) throw new Error('search-index: no page produced a search record; is the docs container class still "theme-doc-markdown"?');
      const json = JSON.stringify(packRecords(records, siteRoot));
      const hash = createHash('sha256').update(json).digest('hex').slice(0, 10);
      const rel = `assets/search/index.${hash}.json`;
      await mkdir(path.join(outDir, 'assets/search'), {recursive: true});
      await writeFile(path.join(outDir, rel), json);
      const url = `${context.baseUrl}${rel}`;
      const searchPage = searchPageFile(context, outDir);
      // The engine chunk src/search/lazy.ts names, and the first-hits entry.
      const scriptUrl = (name: string) => `${context.baseUrl}${namedScriptFile(chunkFiles.groups(), name)}`;
      const engine = searchPage ? scriptUrl('search-engine') : '';
      const firstHits = searchPage ? scriptUrl(FIRST_HITS_ENTRY) : '';
      for (const file of await htmlFiles(outDir)) {
        const html = await readFile(file, 'utf8');
        if (!html.includes(PLACEHOLDER)) continue;
        const withUrl = html.replaceAll(PLACEHOLDER, url);
        await writeFile(file, file === searchPage ? withFirstHits(withSearchPreloads(withUrl, {index: url, engine}), {firstHits}) : withUrl);
      }
    },
  });
}
