import type {LoadedContent} from '@docusaurus/plugin-content-docs';

type Item = {type: string; id?: string; items?: Item[]; link?: {type: string; id?: string; permalink?: string}};

/** Doc permalinks in the order a reader meets them in the sidebar (a category's own page first). */
export function sidebarOrder(content: LoadedContent | undefined): {route: string; description: string}[] {
  const version = content?.loadedVersions[0];
  if (!version) return [];
  const docs = new Map(version.docs.map((doc) => [doc.id, doc]));
  const order: {route: string; description: string}[] = [];
  const seen = new Set<string>();
  const add = (id: string | undefined) => {
    const doc = id ? docs.get(id) : undefined;
    if (!doc || seen.has(doc.permalink)) return;
    seen.add(doc.permalink);
    order.push({route: doc.permalink, description: doc.description});
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
  // Docs outside every sidebar still get a place, after the rest.
  for (const doc of version.docs) add(doc.id);
  return order;
}
