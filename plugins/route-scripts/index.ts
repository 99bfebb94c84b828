import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readAppScripts, writeAppScripts} from '../shared/appScripts';
import {chunkFilesCapture} from '../shared/chunkFiles';
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
  const chunkFiles = chunkFilesCapture('route-scripts');
  return inPostBuildChain({
    name: 'route-scripts',
    configureWebpack(_config, isServer) {
      return isServer ? {} : {plugins: [chunkFiles.webpackPlugin]};
    },
    async postBuild({outDir}) {
      const data = {
        routes: parseRoutesModule(await readFile(path.join(context.generatedFilesDir, 'routes.js'), 'utf8')),
        routesChunkNames: JSON.parse(await readFile(path.join(context.generatedFilesDir, 'routesChunkNames.json'), 'utf8')) as Record<string, unknown>,
        chunkGroupFiles: chunkFiles.groups(),
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
