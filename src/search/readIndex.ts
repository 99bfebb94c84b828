import {SearchUnavailableError} from './errors';
import type {IndexDownload} from './fetchIndex';
import type {IndexAsset} from './types';

/**
 * How long the index download may go without a byte arriving (the answer's headers, then each
 * part of its body) before it counts as failed. A silence, not a total: a slow connection that
 * keeps delivering is never cut off, a request that stalls no longer waits forever.
 */
export const INDEX_SILENCE_MS = 6000;

/** The whole body, failing when the server or the network goes silent for INDEX_SILENCE_MS. */
async function readBody({url, response, controller, started}: IndexDownload & {response: Promise<Response>}): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expectMore = (silence = INDEX_SILENCE_MS) => {
    clearTimeout(timer);
    timer = setTimeout(() => controller.abort(), silence);
  };
  try {
    // The request started before this chunk arrived; its silence counts from then.
    expectMore(Math.max(0, INDEX_SILENCE_MS - (performance.now() - started)));
    const answer = await response;
    if (!answer.ok) throw new Error(`HTTP ${answer.status} for ${url}`);
    if (!answer.body) return await answer.text();
    const reader = answer.body.getReader();
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
 * Reads the embedded index asset; every failure becomes the dialog's RetryError, with its reason:
 * no index built, a network failure (including a stall), or an answer that is not an index.
 */
export async function readIndex(download: IndexDownload): Promise<IndexAsset> {
  const {response} = download;
  if (!response) throw new SearchUnavailableError('The embedded search index has not been built.', 'not-built');
  const text = await readBody({...download, response});
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
