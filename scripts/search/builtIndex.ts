import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {unpackPostings, unpackRecords} from '../../src/search/asset';
import {SearchEngine} from '../../src/search/engine';
import {indexFromPacked} from '../../src/search/invertedIndex';
import type {DocSearchRecord, IndexAsset} from '../../src/search/types';

export const repoRoot = path.resolve(__dirname, '../..');

/** The embedded index asset of a build (build/assets/search/index.<hash>.json). */
export function builtIndexFile(buildDir = path.join(repoRoot, 'build')): string {
  // A unit test in the fast tier (no build yet) must not read one: see tests/support/buildTier.ts.
  if (process.env.TEST_TIER === 'fast') throw new Error('The search index of build/ was read from the fast test tier: list the test file in buildTierTests (vitest.config.mts).');
  const dir = path.join(buildDir, 'assets/search');
  const file = existsSync(dir) ? readdirSync(dir).find((f) => /^index\.[0-9a-f]{10}\.json$/.test(f)) : undefined;
  if (!file) throw new Error(`No embedded search index in ${dir}. Build the site first: npm run build (without DOCSEARCH_* variables).`);
  return path.join(dir, file);
}

export function loadBuiltRecords(buildDir?: string): DocSearchRecord[] {
  return unpackRecords(JSON.parse(readFileSync(builtIndexFile(buildDir), 'utf8')) as IndexAsset);
}

/** The engine exactly as the browser builds it: records and packed postings from the asset. */
export function engineFromAssetText(text: string): SearchEngine {
  const asset = JSON.parse(text) as IndexAsset;
  const records = unpackRecords(asset);
  return new SearchEngine(records, indexFromPacked(records, unpackPostings(asset)));
}

export function loadBuiltEngine(buildDir?: string): SearchEngine {
  return engineFromAssetText(readFileSync(builtIndexFile(buildDir), 'utf8'));
}
