import {matchRoutes, type RouteConfig} from 'react-router-config';

/** A route of Docusaurus' generated table, with the key of its entry in routesChunkNames.json. */
export interface ChunkRoute {
  path: string;
  exact?: boolean;
  key: string;
  routes?: ChunkRoute[];
}

/**
 * Reads Docusaurus' generated route table (`.docusaurus/routes.js`) as data. It is a module of plain
 * literals whose only call is `ComponentCreator(path, hash)`; `path-hash` is the route's key in
 * routesChunkNames.json, so each call becomes that string. Anything else fails the build loudly.
 */
export function parseRoutesModule(source: string): ChunkRoute[] {
  const body = source
    .replace(/^import .*$/gm, '')
    // The catch-all route ('*', the not-found page) has no hash and no chunks: its component is in main.
    .replace(/component: ComponentCreator\('([^']*)'(?:, '([^']*)')?\)/g, (_all, path: string, hash?: string) => `key: ${JSON.stringify(hash ? `${path}-${hash}` : path)}`)
    .replace(/^export default /m, 'return ');
  if (/ComponentCreator|\bimport\b|\brequire\b/.test(body)) throw new Error('route-scripts: .docusaurus/routes.js has a shape this plugin does not know; see plugins/route-scripts.');
  return new Function(body)() as ChunkRoute[];
}

/** Every chunk name in a routesChunkNames.json entry, which nests objects (`__context`, `__props`…). */
function chunkNamesIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(chunkNamesIn);
  return [];
}

export interface RouteChunkData {
  routes: ChunkRoute[];
  /** routesChunkNames.json: route key → the chunk names of its component, content and props. */
  routesChunkNames: Record<string, unknown>;
  /** The bundler's named chunk groups: chunk name → the JS files its `import()` loads. */
  chunkGroupFiles: Record<string, string[]>;
}

/**
 * The JS files (as the bundler names them, e.g. `assets/js/17896441.37a227ab.js`) that the app
 * loads for a path before it renders it: the chunks of every route on the path's match, found the
 * way Docusaurus' client preloads them (react-router-config's matchRoutes).
 */
export function routeChunkFiles(pathname: string, {routes, routesChunkNames, chunkGroupFiles}: RouteChunkData): string[] {
  const files = new Set<string>();
  for (const {route} of matchRoutes(routes as unknown as RouteConfig[], pathname)) {
    for (const name of chunkNamesIn(routesChunkNames[(route as unknown as ChunkRoute).key])) {
      const group = chunkGroupFiles[name];
      if (!group) throw new Error(`route-scripts: no chunk group named "${name}" (route ${pathname}).`);
      for (const file of group) if (file.endsWith('.js')) files.add(file);
    }
  }
  return [...files];
}
