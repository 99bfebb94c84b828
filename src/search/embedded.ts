import {unpackRecords} from './asset';
import {SearchEngine} from './engine';
import {indexFromPacked} from './invertedIndex';
import type {IndexAsset} from './types';

/** The lazily loaded half of embedded search: engine and adapter, built from the downloaded asset. */
export async function engineFromAsset(download: Promise<IndexAsset>): Promise<SearchEngine> {
  const asset = await download;
  const records = unpackRecords(asset);
  return new SearchEngine(records, indexFromPacked(records, asset));
}

export {runRequest} from './client';
