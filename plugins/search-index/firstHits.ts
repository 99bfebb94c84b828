import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {FIRST_HITS_ENTRY} from '../../src/shared/scriptTiming';
import {readAppScripts, writeAppScripts} from '../shared/appScripts';

type ConfigureWebpackResult = ReturnType<NonNullable<Plugin['configureWebpack']>>;

/**
 * The client build gets a second entry, the search page's first hits (src/search/firstHits), and
 * one runtime for both entries, still named `runtime~main`: with one runtime the two share their
 * modules, so the engine and the index the script loaded are the ones the app then uses. Docusaurus
 * lists every entry's files in every page; the page template leaves this one out
 * (config/ssrTemplate.ts) and `withFirstHits` adds it to the search page.
 */
export function firstHitsWebpackConfig(entry: unknown, siteDir: string): ConfigureWebpackResult {
  if (typeof entry !== 'string') throw new Error('search-index: Docusaurus\' client entry is no longer a single file; see plugins/search-index/firstHits.ts.');
  return {
    mergeStrategy: {entry: 'replace', 'optimization.runtimeChunk': 'replace'},
    entry: {main: entry, [FIRST_HITS_ENTRY]: path.join(siteDir, 'src/search/firstHits/index.ts')},
    optimization: {runtimeChunk: {name: 'runtime~main'}},
  } as ConfigureWebpackResult;
}

const preloadOf = (url: string) => new RegExp(`<link rel="?preload"? href="?${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}"? as="?script"?\\s*/?>`, 'g');

/**
 * The search page runs the webpack runtime and the first-hits script as soon as it is parsed
 * (deferred scripts in the head), and the rest of the app only once the first hits are drawn: its
 * script list loses the runtime, which is already running, and the head no longer preloads the
 * app, whose download would otherwise share the connection with the index.
 */
export function withFirstHits(html: string, urls: {firstHits: string}): string {
  const list = readAppScripts(html);
  if (!list || !list[0]?.includes('/runtime~main.')) throw new Error('search-index: the search page has no script list starting with runtime~main.');
  const [runtime, ...app] = list;
  let out = writeAppScripts(html, app);
  for (const url of [runtime, ...app]) out = out.replace(preloadOf(url), '');
  const scripts = `<script src="${runtime}" defer></script><script src="${urls.firstHits}" defer></script>`;
  return out.replace('</head>', `${scripts}</head>`);
}
