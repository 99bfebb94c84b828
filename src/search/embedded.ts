import {unpackPostings, unpackRecords} from './asset';
import {SearchEngine, compiledSiteSynonyms} from './engine';
import {SearchUnavailableError} from './errors';
import type {IndexDownload} from './fetchIndex';
import {indexFromPacked} from './invertedIndex';
import {readIndex} from './readIndex';
import type {IndexAsset} from './types';
import {siteVocabulary} from './vocabulary';
import {yieldToMain} from './yieldToMain';

/** The lazily loaded half of embedded search: engine and adapter, built from the downloaded asset. */
export async function engineFromAsset(download: Promise<IndexAsset>): Promise<SearchEngine> {
  // The synonym and vocabulary tables (tens of milliseconds to compile on a phone) are ready while
  // the index still downloads, not after it, when the reader is waiting for hits.
  const synonyms = compiledSiteSynonyms();
  const vocabulary = siteVocabulary();
  const asset = await download;
  // Parsing, unpacking and indexing each get a task of their own (see yieldToMain).
  await yieldToMain();
  // A user-timing entry ("search-index-ready"), so the bench and DevTools can see what loading costs.
  const start = performance.now();
  const records = unpackRecords(asset);
  await yieldToMain();
  const engine = new SearchEngine(records, indexFromPacked(records, unpackPostings(asset)), synonyms, vocabulary);
  performance.measure?.('search-index-ready', {start});
  return engine;
}

/**
 * The engine from the download src/search/lazy.ts started on intent. Failures reach the error
 * screens with their reason (readIndex.ts); an index that parses but cannot be unpacked is damaged.
 */
export function loadEngine(download: IndexDownload): Promise<SearchEngine> {
  return engineFromAsset(readIndex(download)).catch((error: unknown) => {
    throw error instanceof SearchUnavailableError ? error : new SearchUnavailableError('The search index could not be unpacked.', 'corrupt', {cause: error});
  });
}

export {runRequest} from './client';
export {yieldToMain} from './yieldToMain';
