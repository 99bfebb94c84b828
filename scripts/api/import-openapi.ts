/**
 * `npx tsx scripts/api/import-openapi.ts`: writes src/data/api/openapi.yaml, the site's own
 * OpenAPI 3.1 document of the reference API, from the provider's document
 * (spec/facts/reference-api-openapi.yaml) and the site's overlay (src/data/api/overlay/).
 * `--check` only compares and exits 1 when the committed file differs.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {documentText} from './import/document';
import {runImport} from './import/run';
import {documentPath} from '../../src/data/api/paths';

const {document, dropped, requiredChanges} = runImport();
const text = documentText(document);
if (dropped.length > 0) console.log(`Left out ${dropped.length} provider examples their own schema refuses: ${dropped.join('; ')}.`);
console.log(`Changed the provider's required flag on ${requiredChanges.length} query parameters (each with its reason in the overlay).`);
const relative = path.relative(process.cwd(), documentPath);
if (process.argv.includes('--check')) {
  if (readFileSync(documentPath, 'utf8') !== text) {
    console.error(`${relative} differs from what the import writes: run npx tsx scripts/api/import-openapi.ts`);
    process.exit(1);
  }
  console.log(`${relative} is up to date.`);
} else {
  writeFileSync(documentPath, text);
  console.log(`Wrote ${relative}.`);
}
