import {unpackRecords} from './asset';
import {SearchEngine, compiledSiteSynonyms} from './engine';
import {indexFromPacked} from './invertedIndex';
import type {IndexAsset} from './types';

/** The lazily loaded half of embedded search: engine and adapter, built from the downloaded asset. */
export async function engineFromAsset(download: Promise<IndexAsset>): Promise<SearchEngine> {
  // The synonym table (a few milliseconds to compile) is ready while the index still downloads.
  const synonyms = compiledSiteSynonyms();
  const asset = await download;
  // A user-timing entry ("search-index-ready"), so the bench and DevTools can see what loading costs.
  const start = performance.now();
  const records = unpackRecords(asset);
  const engine = new SearchEngine(records, indexFromPacked(records, asset), synonyms);
  performance.measure?.('search-index-ready', {start});
  return engine;
}

export {runRequest} from './client';
