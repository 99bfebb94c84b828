import {unpackRecords} from './asset';
import {SearchUnavailableError} from './client';
import {SearchEngine} from './engine';
import type {IndexAsset} from './types';

/** This module is the lazily loaded half of embedded search: engine, adapter and index fetch. */
export async function loadEngine(indexUrl: string): Promise<SearchEngine> {
  if (!indexUrl) {
    throw new SearchUnavailableError('The embedded search index has not been built.', 'not-built');
  }
  let asset: IndexAsset;
  try {
    const response = await fetch(indexUrl, {credentials: 'same-origin'});
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${indexUrl}`);
    asset = (await response.json()) as IndexAsset;
  } catch (cause) {
    throw new SearchUnavailableError('The search index could not be loaded.', 'load-failed', {cause});
  }
  if (asset?.version !== 1 || !Array.isArray(asset.records)) {
    throw new SearchUnavailableError('The search index has an unknown format.', 'load-failed');
  }
  return new SearchEngine(unpackRecords(asset));
}

export {runRequest} from './client';
