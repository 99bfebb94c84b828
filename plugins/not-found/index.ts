import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PageEntry} from '../../src/shared/notFoundPages';

/**
 * Where the list of pages the not-found page suggests from is written: `.docusaurus/not-found/
 * default/pages.json`, which site code imports as `@generated/not-found/default/pages.json` (a
 * chunk of its own, fetched by the not-found page alone: src/theme/NotFound/Content).
 */
export const PAGES_DATA = 'pages.json';


/** Index docs have permalinks like /a/b/; with trailingSlash: false the route is /a/b. */
const routeOf = (permalink: string) => permalink.replace(/(.)\/+$/, '$1');

export function pageEntries(content: LoadedContent | undefined): PageEntry[] {
  const docs = content?.loadedVersions[0]?.docs ?? [];
  return docs.map((doc): PageEntry => [routeOf(doc.permalink), doc.title]).sort((a, b) => a[0].localeCompare(b[0]));
}

/** Writes every docs page's route and title for the not-found page's suggestions. */
export default function notFoundPlugin(_context: LoadContext): Plugin {
  return {
    name: 'not-found',
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const entries = pageEntries(docs);
      if (entries.length === 0) throw new Error('not-found: the docs plugin loaded no page to suggest.');
      await actions.createData(PAGES_DATA, JSON.stringify(entries));
    },
  };
}
