import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {readAppScripts, writeAppScripts} from '../../shared/appScripts';
import {withRouteScripts} from '../../route-scripts';
import {parseRoutesModule, routeChunkFiles} from '../../route-scripts/routeChunks';
import type {PostBuild} from '../types';

/**
 * Each page's own route chunks run before the app: they join the page's script list
 * (plugins/route-scripts says why).
 */
export async function addRouteScripts({context, pages, chunkGroups}: PostBuild): Promise<void> {
  const data = {
    routes: parseRoutesModule(await readFile(path.join(context.generatedFilesDir, 'routes.js'), 'utf8')),
    routesChunkNames: JSON.parse(await readFile(path.join(context.generatedFilesDir, 'routesChunkNames.json'), 'utf8')) as Record<string, unknown>,
    chunkGroupFiles: chunkGroups,
  };
  const {baseUrl} = context.siteConfig;
  for (const page of pages) {
    const list = readAppScripts(page.html);
    if (!list) continue;
    const routeScripts = routeChunkFiles(page.route, data).map((asset) => `${baseUrl}${asset}`);
    page.html = writeAppScripts(page.html, withRouteScripts(list, routeScripts));
  }
}
