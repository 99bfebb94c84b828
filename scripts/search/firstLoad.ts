import {readFileSync} from 'node:fs';
import path from 'node:path';
import {htmlFilesSync} from '../../plugins/shared/htmlFiles';

/** Strings that only search code contains: MiniSearch, our engine/adapter, the DocSearch modal, the hosted client. */
export const SEARCH_CODE_MARKERS = [
  'MiniSearch: duplicate ID',
  'Search index is corrupt',
  '__DOCSEARCH_RECENT_SEARCHES__',
  'x-algolia-api-key',
];

/**
 * Every script a page loads before any interaction (script tags and preloads in its HTML) is read
 * and searched for search-code markers and for the index asset's name. The search page itself is
 * left out: opening it is the intent to search, and its HTML preloads the engine and the index.
 */
export function searchCodeInFirstLoad(buildDir: string, searchPage = 'search.html'): {pages: number; offenders: string[]} {
  const offenders = new Set<string>();
  const cache = new Map<string, string[]>();
  const files = htmlFilesSync(buildDir).filter((file) => path.relative(buildDir, file) !== searchPage);
  for (const file of files) {
    const html = readFileSync(file, 'utf8');
    const scripts = [...html.matchAll(/<script[^>]*\ssrc=["']?([^"' >]+)/g), ...html.matchAll(/<link[^>]*rel=["']?(?:modulepreload|preload)["']?[^>]*href=["']?([^"' >]+\.js)(?=["' >])/g)].map((m) => m[1] ?? '');
    for (const src of scripts) {
      if (!src.startsWith('/')) continue;
      if (!cache.has(src)) {
        const code = readFileSync(path.join(buildDir, src), 'utf8');
        cache.set(src, [...SEARCH_CODE_MARKERS, 'assets/search/index.'].filter((m) => code.includes(m)));
      }
      for (const marker of cache.get(src) ?? []) offenders.add(`${path.relative(buildDir, file)}: ${src} contains "${marker}"`);
    }
  }
  return {pages: files.length, offenders: [...offenders]};
}
