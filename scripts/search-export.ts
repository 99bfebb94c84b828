// `npm run search:export`: writes the DocSearch records of the current build for upload to a hosted
// index, the same records the embedded index is made of, each with `language` and `docusaurus_tag`
// so that contextual search (facetFilters language:en + docusaurus_tag) finds them. Also writes the
// index settings those records expect (`.settings.json`) and the synonym table in the hosted
// service's format (`.synonyms.json`, from src/data/searchSynonyms.ts), so both backends behave alike.
// Usage: npm run search:export [-- --build build --out .tmp/search-records.json]
import {existsSync} from 'node:fs';
import path from 'node:path';
import {exportHostedIndex} from './search/hostedExport';

const args = process.argv.slice(2);
const option = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? (args[i + 1] as string) : fallback;
};
const buildDir = path.resolve(option('build', 'build'));
const out = path.resolve(option('out', '.tmp/search-records.json'));

async function main(): Promise<void> {
  if (!existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`No build in ${buildDir}. Run "npm run build" first.`);
    process.exit(1);
  }
  const files = await exportHostedIndex(buildDir, out, path.resolve('docs'));
  const rel = (file: string) => path.relative(process.cwd(), file);
  console.log(`Wrote ${files.count} records from ${files.pages} pages to ${rel(files.records)}`);
  console.log(`Index settings: ${rel(files.settings)}`);
  console.log(`Synonyms: ${rel(files.synonyms)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
