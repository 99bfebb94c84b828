import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {documentText, importDocument, type ImportResult, type ProviderDocument} from './document';
import {loadOverlay} from './overlay';

export const providerDocumentPath = path.join(__dirname, '../../../spec/facts/reference-api-openapi.yaml');

export function runImport(): ImportResult {
  const provider = yaml.load(readFileSync(providerDocumentPath, 'utf8')) as ProviderDocument;
  return importDocument(provider, loadOverlay());
}

/** The text the import writes to src/data/api/openapi.yaml. */
export function importedDocumentText(): string {
  return documentText(runImport().document);
}
