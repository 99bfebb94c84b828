import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {RuleSetRule} from 'webpack';
import {mechanismOn} from '../../config/speedMechanisms';

/**
 * Lighter first-load JavaScript, through the plugin API only, for the browser build (the server
 * build and so the HTML are left as they are):
 * - Docusaurus' generated route registry, site config, global data and docs version props lose what
 *   the browser never reads (module paths, the page template, the lists of docs): unreadData.cjs;
 * - chunk files are named by id, so the runtime carries no id-to-name map of every chunk.
 */
export default function leanFirstLoadPlugin(context: LoadContext): Plugin {
  const generated = (...parts: string[]) => path.join(context.generatedFilesDir, ...parts);
  return {
    name: 'lean-first-load',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      const rules: RuleSetRule[] = [
        ...(mechanismOn('unread-data') ? [{
          test: [
            generated('registry.js'),
            generated('docusaurus.config.mjs'),
            generated('globalData.json'),
            // Route props of the docs plugin (the version's is one of them): JSON modules.
            new RegExp(`^${escapeRegExp(generated('docusaurus-plugin-content-docs'))}[\\\\/][^\\\\/]+[\\\\/]p[\\\\/][^\\\\/]+\\.json$`),
          ],
          use: [require.resolve('./unreadData.cjs')],
        }] : []),
      ];
      // Chunk files named by chunk id, not by chunk name: the runtime then needs no map from every
      // chunk's id to its name (one per route chunk, on every page). It still maps
      // names to ids for Docusaurus' prefetching (__webpack_require__.gca). Entries keep their
      // names (main, runtime~main, first-hits); plugins find named chunks' files through the
      // build's chunk groups (plugins/shared/chunkFiles.ts).
      return {module: {rules}, ...(mechanismOn('chunk-ids') ? {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}} : {})};
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
