import {mechanismOn} from '../../config/speedMechanisms';
import {readBuiltPages, writeChangedPages} from '../shared/builtPages';
import {writeAsyncApiFiles} from './steps/asyncapi';
import {writeChangelogFeeds} from './steps/changelogFeeds';
import {writeLlmsFiles} from './steps/llmsTxt';
import {writeMarkdownTwins} from './steps/markdownTwins';
import {dropNotFoundAddress} from './steps/notFoundAddress';
import {writeOfflineFiles} from './steps/offline';
import {writeOpenApiFiles} from './steps/openapi';
import {writePrecache} from './steps/precache';
import {writeRedirects} from './steps/redirects';
import {addRouteScripts} from './steps/routeScripts';
import {embeddedSearch, writeSearchIndex} from './steps/searchIndex';
import {writeSiteFiles} from './steps/siteFiles';
import {writeSocialCards} from './steps/socialCards';
import {checkPageText} from './steps/textChecks';
import type {PostBuild} from './types';

/**
 * Runs one step; with Docusaurus' own switch for build timings on, prints how long it took, and the
 * processor time it used, which a busy machine inflates far less than the time on the clock.
 */
async function timed<T>(name: string, step: () => Promise<T> | T): Promise<T> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await step();
  if (process.env.DOCUSAURUS_PERF_LOGGER === 'true') {
    const {user, system} = process.cpuUsage(cpu);
    console.log(`[PERF] post-build ${name}: ${((performance.now() - started) / 1000).toFixed(2)} s (CPU ${((user + system) / 1e6).toFixed(2)} s)`);
  }
  return result;
}

/**
 * The post-build steps, in order. Steps that change a page change its record (`page.html`); no step
 * reads a page from disk. What decides the order:
 * - the text check comes first, so a broken page fails the build before anything is written;
 * - the page rewrites (route scripts, the search index's address and the search page's first hits,
 *   the feed links, the card tags) keep the order whose output the tests pin;
 * - the policy's script hashes are taken from the pages as they will be written;
 * - the pages are written before the precache, which lists every final file with its hash.
 */
export async function runPostBuild(input: Omit<PostBuild, 'pages'>): Promise<void> {
  const pages = await timed('read-pages', () => readBuiltPages(input.outDir, input.siteRoot));
  const build: PostBuild = {...input, pages};
  await timed('text-checks', () => checkPageText(pages));
  // A speed mechanism `npm run bench:mechanisms` can switch off (config/speedMechanisms.ts).
  if (mechanismOn('route-scripts')) await timed('route-scripts', () => addRouteScripts(build));
  if (embeddedSearch(build)) await timed('search-index', () => writeSearchIndex(build));
  const twins = await timed('markdown-twins', () => writeMarkdownTwins(build));
  await timed('llms-txt', () => writeLlmsFiles(build, twins));
  await timed('changelog-feeds', () => writeChangelogFeeds(build));
  await timed('social-cards', () => writeSocialCards(build));
  await timed('site-files', () => writeSiteFiles(build));
  await timed('asyncapi', () => writeAsyncApiFiles(build));
  await timed('openapi', () => writeOpenApiFiles(build));
  await timed('offline', () => writeOfflineFiles(build));
  await timed('not-found-address', () => dropNotFoundAddress(pages));
  await timed('write-pages', () => writeChangedPages(pages));
  await timed('redirects', () => writeRedirects(build));
  await timed('precache', () => writePrecache(build));
}
