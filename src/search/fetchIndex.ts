import {SearchUnavailableError} from './errors';
import type {IndexAsset} from './types';

/**
 * How long the index download may go without a byte arriving (the answer's headers, then each
 * part of its body) before it counts as failed. A silence, not a total: a slow connection that
 * keeps delivering is never cut off, a request that stalls no longer waits forever.
 */
export const INDEX_SILENCE_MS = 6000;

/** Reads the whole body, failing when the server or the network goes silent for INDEX_SILENCE_MS. */
async function download(indexUrl: string, bypassCache: boolean): Promise<string> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expectMore = () => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), INDEX_SILENCE_MS);
  };
  try {
    expectMore();
    const response = await fetch(indexUrl, {credentials: 'same-origin', signal: controller.signal, ...(bypassCache ? {cache: 'reload' as const} : {})});
    if (!response.ok) throw new Error(`HTTP ${response.status} for ${indexUrl}`);
    if (!response.body) return await response.text();
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      expectMore();
      const {done, value} = await reader.read();
      if (done) return text + decoder.decode();
      text += decoder.decode(value, {stream: true});
    }
  } catch (cause) {
    const message = controller.signal.aborted ? `The search index stopped arriving (nothing for ${INDEX_SILENCE_MS} ms).` : 'The search index could not be loaded.';
    throw new SearchUnavailableError(message, 'network', {cause});
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Downloads the embedded index asset; every failure becomes the dialog's RetryError, with its
 * reason: no index built, a network failure (including a stall), or an answer that is not an index.
 * `bypassCache` is for a retry: a damaged copy in the HTTP cache must not come back.
 */
export async function fetchIndex(indexUrl: string, {bypassCache = false} = {}): Promise<IndexAsset> {
  if (!indexUrl) {
    throw new SearchUnavailableError('The embedded search index has not been built.', 'not-built');
  }
  const text = await download(indexUrl, bypassCache);
  let asset: IndexAsset;
  try {
    const start = performance.now();
    asset = JSON.parse(text) as IndexAsset;
    performance.measure?.('search-index-parse', {start});
  } catch (cause) {
    throw new SearchUnavailableError('The search index is not valid JSON.', 'corrupt', {cause});
  }
  if (asset?.version !== 2 || !Array.isArray(asset.records) || typeof asset.terms !== 'string' || typeof asset.postings !== 'string') {
    throw new SearchUnavailableError('The search index has an unknown format.', 'corrupt');
  }
  return asset;
}
