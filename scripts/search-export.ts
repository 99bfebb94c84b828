// `npm run search:export`: writes the DocSearch records of the current build for upload to a hosted
// index, the same records the embedded index is made of, each with `language` and `docusaurus_tag`
// so that contextual search (facetFilters language:en + docusaurus_tag) finds them. Also writes the
// index settings those records expect.
// Usage: npm run search:export [-- --build build --out .tmp/search-records.json]
import {existsSync, mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {recordsForBuild, routesOfBuild, siteRootOf} from '../plugins/search-index/build';
import {site} from '../src/site';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? (args[i + 1] as string) : fallback;
};
const buildDir = path.resolve(option('build', 'build'));
const out = path.resolve(option('out', '.tmp/search-records.json'));

/** Settings for the hosted index: what is searchable, in which order, and the facets contextual search filters on. */
export const hostedIndexSettings = {
  searchableAttributes: ['unordered(hierarchy.lvl1)', 'unordered(keywords)', 'unordered(hierarchy.lvl2)', 'unordered(hierarchy.lvl3)', 'unordered(hierarchy.lvl4)', 'unordered(hierarchy.lvl5)', 'unordered(hierarchy.lvl6)', 'unordered(hierarchy.lvl0)', 'content'],
  attributesForFaceting: ['language', 'docusaurus_tag', 'type'],
  attributesToRetrieve: ['hierarchy', 'content', 'type', 'url'],
  attributesToSnippet: ['content:10'],
  attributeForDistinct: 'url',
  distinct: true,
  separatorsToIndex: '!$._',
  typoTolerance: true,
  minWordSizefor1Typo: 5,
  minWordSizefor2Typos: 9,
  customRanking: ['asc(weight.level)'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
};

async function main(): Promise<void> {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`No build in ${buildDir}. Run "npm run build" first.`);
    process.exit(1);
  }
  const records = await recordsForBuild(buildDir, await routesOfBuild(buildDir), siteRootOf(site.url, site.baseUrl));
  const levels = {lvl1: 1, lvl2: 2, lvl3: 3, lvl4: 4, lvl5: 5, lvl6: 6, content: 7} as const;
  const withWeight = records.map((r) => ({...r, weight: {level: levels[r.type]}}));
  mkdirSync(path.dirname(out), {recursive: true});
  writeFileSync(out, `${JSON.stringify(withWeight, null, 1)}\n`);
  const settingsFile = out.replace(/\.json$/, '.settings.json');
  writeFileSync(settingsFile, `${JSON.stringify(hostedIndexSettings, null, 2)}\n`);
  const pages = new Set(records.map((r) => r.url.split('#')[0])).size;
  console.log(`Wrote ${records.length} records from ${pages} pages to ${path.relative(process.cwd(), out)}`);
  console.log(`Index settings: ${path.relative(process.cwd(), settingsFile)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
