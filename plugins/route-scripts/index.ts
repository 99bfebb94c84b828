import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readAppScripts, writeAppScripts} from '../shared/appScripts';
import {htmlFiles, routeOfHtmlFile} from '../shared/htmlFiles';
import {inPostBuildChain} from '../shared/postBuildChain';
import {parseRoutesModule, routeChunkFiles} from './routeChunks';

/** A page's script list with its route chunks between `runtime~main` (first) and `main` (last). */
export function withRouteScripts(list: string[], routeScripts: string[]): string[] {
  const extra = routeScripts.filter((url) => !list.includes(url));
  return [...list.slice(0, -1), ...extra, ...list.slice(-1)];
}

/**
 * Each page's own route chunks run before the app (config/ssrTemplate.ts lists the scripts the loader
 * adds after the first paint). Docusaurus with Rspack lists only `runtime~main` and `main` in a page:
 * the app then asks for the page's chunks while `main.*.js` is being evaluated, which makes that
 * evaluation, the longest task of a first load, longer, and hydration waits a round trip more.
 * With the chunks already run, the app finds them installed and hydrates at once. They are not
 * preloaded from the head, where they would compete with the stylesheet for the first paint.
 */
export default function routeScriptsPlugin(context: LoadContext): Plugin {
  let chunkGroupFiles: Record<string, string[]> | undefined;
  return inPostBuildChain({
    name: 'route-scripts',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          {
            apply(compiler: {hooks: {done: {tap(name: string, fn: (stats: {toJson(o: object): unknown}) => void): void}}}) {
              compiler.hooks.done.tap('route-scripts', (stats) => {
                const {namedChunkGroups = {}} = stats.toJson({all: false, chunkGroups: true}) as {
                  namedChunkGroups?: Record<string, {assets?: (string | {name: string})[]}>;
                };
                chunkGroupFiles = Object.fromEntries(
                  Object.entries(namedChunkGroups).map(([name, group]) => [name, (group.assets ?? []).map((a) => (typeof a === 'string' ? a : a.name))]),
                );
              });
            },
          },
        ],
      };
    },
    async postBuild({outDir}) {
      if (!chunkGroupFiles) throw new Error('route-scripts: the client build reported no chunk groups.');
      const data = {
        routes: parseRoutesModule(await readFile(path.join(context.generatedFilesDir, 'routes.js'), 'utf8')),
        routesChunkNames: JSON.parse(await readFile(path.join(context.generatedFilesDir, 'routesChunkNames.json'), 'utf8')) as Record<string, unknown>,
        chunkGroupFiles,
      };
      const {baseUrl} = context.siteConfig;
      for (const file of await htmlFiles(outDir)) {
        const html = await readFile(file, 'utf8');
        const list = readAppScripts(html);
        if (!list) continue;
        const routeScripts = routeChunkFiles(routeOfHtmlFile(outDir, file), data).map((asset) => `${baseUrl}${asset}`);
        await writeFile(file, writeAppScripts(html, withRouteScripts(list, routeScripts)));
      }
    },
  });
}
