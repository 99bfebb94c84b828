import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';

/**
 * Lighter first-load JavaScript, through the plugin API only, for the browser build (the server
 * build and so the HTML are left as they are; the server gets the on-intent theme parts of
 * src/components/HydrateOnIntent/parts.ts imported directly, from parts.server.ts):
 * - Docusaurus' generated route registry, site config, global data and docs version props lose what
 *   the browser never reads (module paths, the page template, the lists of docs): unreadData.cjs;
 * - the theme's translate() calls lose their notes for translators: translationDescriptions.cjs;
 * - the route table puts each index route ahead of its siblings where that cannot change which
 *   route matches, so the docs' home page stops compiling every doc's pattern first: routeOrder.cjs;
 * - @docusaurus/utils-common gets only the tslib helper it calls instead of all of tslib;
 * - the route-change progress bar loads with the first slow route change: progressBarOnDemand.mjs;
 * - chunk files are named by id, so the runtime carries no id-to-name map of every chunk.
 */
export default function leanFirstLoadPlugin(context: LoadContext): Plugin {
  const generated = (...parts: string[]) => path.join(context.generatedFilesDir, ...parts);
  return {
    name: 'lean-first-load',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) {
        // The server renders the on-intent theme parts in full, with their code imported directly.
        const serverParts = path.join(context.siteDir, 'src/components/HydrateOnIntent/parts.server.ts');
        return {plugins: [new currentBundler.instance.NormalModuleReplacementPlugin(/[\\/]HydrateOnIntent[\\/]parts$/, serverParts)]};
      }
      const rules: RuleSetRule[] = [
        {
          test: [
            generated('registry.js'),
            generated('docusaurus.config.mjs'),
            generated('globalData.json'),
            // Route props of the docs plugin (the version's is one of them): JSON modules.
            new RegExp(`^${escapeRegExp(generated('docusaurus-plugin-content-docs'))}[\\\\/][^\\\\/]+[\\\\/]p[\\\\/][^\\\\/]+\\.json$`),
          ],
          use: [require.resolve('./unreadData.cjs')],
        },
        {
          test: /[\\/]@docusaurus[\\/]theme-[a-z-]+[\\/]lib[\\/].+\.js$/,
          use: [require.resolve('./translationDescriptions.cjs')],
        },
        {
          test: generated('routes.js'),
          use: [require.resolve('./routeOrder.cjs')],
        },
        {
          test: /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]nprogress\.js$/,
          resolve: {alias: {nprogress$: require.resolve('./progressBarOnDemand.mjs')}},
        },
        {
          test: /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/][^\\/]+\.js$/,
          resolve: {alias: {tslib$: require.resolve('./tslibImportDefault.mjs')}},
        },
      ];
      // Chunk files named by chunk id, not by chunk name: the runtime then needs no map from every
      // chunk's id to its name (one per route chunk, on every page). It still maps
      // names to ids for Docusaurus' prefetching (__webpack_require__.gca). Entries keep their
      // names (main, runtime~main, first-hits); plugins find named chunks' files through the
      // build's chunk groups (plugins/shared/chunkFiles.ts).
      return {module: {rules}, output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}};
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
