import type {LoadedContent} from '@docusaurus/plugin-content-docs';

/** Index docs have permalinks like /a/b/; with trailingSlash: false the route is /a/b. */
export const routeOf = (permalink: string) => permalink.replace(/(.)\/+$/, '$1');

type Item = {type: string; id?: string; items?: Item[]; link?: {type: string; id?: string; permalink?: string}};

/** Doc permalinks in the order a reader meets them in the sidebar (a category's own page first). */
export function sidebarOrder(content: LoadedContent | undefined): {route: string; description: string}[] {
  const version = content?.loadedVersions[0];
  if (!version) return [];
  const docs = new Map(version.docs.map((doc) => [doc.id, doc]));
  const order: {route: string; description: string}[] = [];
  const seen = new Set<string>();
  const add = (id: string | undefined) => {
    // Sidebar items list a doc by id; categories without an index page have no link.
    const doc = id ? docs.get(id) : undefined;
    if (!doc || seen.has(doc.id)) return;
    seen.add(doc.id);
    order.push({route: routeOf(doc.permalink), description: doc.description});
  };
  const walk = (items: Item[]) => {
    for (const item of items) {
      if (item.type === 'doc' || item.type === 'ref') add(item.id);
      if (item.type === 'category') {
        if (item.link?.type === 'doc') add(item.link.id);
        walk(item.items ?? []);
      }
    }
  };
  for (const sidebar of Object.values(version.sidebars)) walk(sidebar as Item[]);
  // Docs the sidebar does not list (section index pages) go just before the first page below them.
  for (const doc of version.docs) {
    if (seen.has(doc.id)) continue;
    seen.add(doc.id);
    const route = routeOf(doc.permalink);
    const prefix = route === '/' ? '/' : `${route}/`;
    const at = order.findIndex((entry) => entry.route.startsWith(prefix));
    order.splice(at < 0 ? order.length : at, 0, {route, description: doc.description});
  }
  return order;
}
