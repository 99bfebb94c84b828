import {existsSync} from 'node:fs';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {packRecords} from '../../src/search/asset';
import {INDEX_META_NAME} from '../../src/search/meta';
import {siteRootOf} from '../shared/builtPages';
import {recordsForBuild} from './build';
import {firstHitsWebpackConfig} from './firstHits';
import {INDEX_URL_PLACEHOLDER} from './indexUrl';

type ConfigureWebpackResult = ReturnType<NonNullable<Plugin['configureWebpack']>>;

const DEV_PATH = '__search-dev/index.json';

/**
 * Embedded search: every page gets a <meta name="search-index"> whose placeholder the post-build
 * pipeline replaces with the content-hashed index asset it writes from the built pages
 * (plugins/post-build/steps/searchIndex.ts), and the browser build gets the search page's
 * first-hits entry (./firstHits.ts). Under `docusaurus start` there is no build to read, so the
 * dev server serves the index of the last production build when there is one; otherwise the meta
 * is empty and the dialog says that the index needs a build.
 */
export default function searchIndexPlugin(context: LoadContext): Plugin {
  const dev = process.env.NODE_ENV !== 'production';
  const siteRoot = siteRootOf(context.siteConfig.url, context.baseUrl);
  const devDir = path.join(context.generatedFilesDir, 'search-index-dev');
  const docsDir = path.join(context.siteDir, 'docs');
  let devIndexReady = false;

  return {
    name: 'search-index',

    async loadContent() {
      if (!dev) return;
      const lastBuild = context.outDir;
      if (!existsSync(path.join(lastBuild, 'index.html'))) return;
      const records = await recordsForBuild(lastBuild, siteRoot, docsDir);
      if (records.length === 0) return;
      await mkdir(path.join(devDir, path.dirname(DEV_PATH)), {recursive: true});
      await writeFile(path.join(devDir, DEV_PATH), JSON.stringify(packRecords(records, siteRoot)));
      devIndexReady = true;
    },

    injectHtmlTags() {
      const content = dev ? (devIndexReady ? `${context.baseUrl}${DEV_PATH}` : '') : INDEX_URL_PLACEHOLDER;
      return {headTags: [{tagName: 'meta', attributes: {name: INDEX_META_NAME, content}}]};
    },

    configureWebpack(config, isServer) {
      if (!dev) return isServer ? undefined : firstHitsWebpackConfig(config.entry, context.siteDir);
      // Docusaurus merges a plugin's devServer into its own (see core/lib/commands/start/webpack.js).
      const devServer = {static: [{directory: devDir, publicPath: context.baseUrl, watch: false}]};
      return {devServer} as unknown as ConfigureWebpackResult;
    },
  };
}
