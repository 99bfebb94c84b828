import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {inPostBuildChain} from '../shared/postBuildChain';

/**
 * Where the list of pages the not-found page suggests from is written: `.docusaurus/not-found/
 * default/pages.json`, which site code imports as `@generated/not-found/default/pages.json` (a
 * chunk of its own, fetched by the not-found page alone: src/theme/NotFound/Content).
 */
export const PAGES_DATA = 'pages.json';

/** One page the not-found page may suggest: its route and its title. */
export type PageEntry = [route: string, title: string];

/** Index docs have permalinks like /a/b/; with trailingSlash: false the route is /a/b. */
const routeOf = (permalink: string) => permalink.replace(/(.)\/+$/, '$1');

export function pageEntries(content: LoadedContent | undefined): PageEntry[] {
  const docs = content?.loadedVersions[0]?.docs ?? [];
  return docs.map((doc): PageEntry => [routeOf(doc.permalink), doc.title]).sort((a, b) => a[0].localeCompare(b[0]));
}

/**
 * The theme gives every page a canonical address, its language alternates and og:url from the
 * address it was rendered at. The one not-found document is rendered at /404.html, an address the
 * host redirects (clean URLs) and that no reader asked for: this takes those tags out of it.
 */
export function withoutOwnAddress(html: string): string {
  return html
    .replace(/<link\b[^>]*\brel=["']?canonical["']?[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?alternate["']?[^>]*\bhreflang=[^>]*>/gi, '')
    .replace(/<meta\b[^>]*\bproperty=["']?og:url["']?[^>]*>/gi, '');
}

/**
 * Writes every docs page's route and title for the not-found page's suggestions, and after the
 * build takes the not-found document's own address out of it (in the post-build chain, before
 * plugin-pwa lists the final files).
 */
export default function notFoundPlugin(_context: LoadContext): Plugin {
  return inPostBuildChain({
    name: 'not-found',
    async postBuild({outDir}) {
      const file = path.join(outDir, '404.html');
      await writeFile(file, withoutOwnAddress(await readFile(file, 'utf8')));
    },
    async allContentLoaded({allContent, actions}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const entries = pageEntries(docs);
      if (entries.length === 0) throw new Error('not-found: the docs plugin loaded no page to suggest.');
      await actions.createData(PAGES_DATA, JSON.stringify(entries));
    },
  });
}
