import {SearchUnavailableError} from './errors';
import type {IndexAsset} from './types';

/** Downloads the embedded index asset; every failure becomes the dialog's RetryError. */
export async function fetchIndex(indexUrl: string): Promise<IndexAsset> {
  if (!indexUrl) {
    throw new SearchUnavailableError('The embedded search index has not been built.', 'not-built');
  }
  let asset: IndexAsset;
  try {
    const response = await fetch(indexUrl, {credentials: 'same-origin'});
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${indexUrl}`);
    const text = await response.text();
    const start = performance.now();
    asset = JSON.parse(text) as IndexAsset;
    performance.measure?.('search-index-parse', {start});
  } catch (cause) {
    throw new SearchUnavailableError('The search index could not be loaded.', 'load-failed', {cause});
  }
  if (asset?.version !== 2 || !Array.isArray(asset.records) || typeof asset.terms !== 'string' || typeof asset.postings !== 'string') {
    throw new SearchUnavailableError('The search index has an unknown format.', 'load-failed');
  }
  return asset;
}
