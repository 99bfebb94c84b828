import {SearchUnavailableError} from './errors';
import type {IndexDownload} from './fetchIndex';
import type {IndexAsset} from './types';

/**
 * How long the index download may go without a byte arriving (the answer's headers, then each
 * part of its body) before it counts as failed. A silence, not a total: a slow connection that
 * keeps delivering is never cut off, a request that stalls no longer waits forever.
 */
export const INDEX_SILENCE_MS = 6000;

/** How often the watchdog looks for silence: the download fails within a sixth of the silence after it. */
const WATCH_EVERY_MS = INDEX_SILENCE_MS / 6;

/** UTF-8 text of the parts, decoded in one go (synchronously: a Blob would cost a trip through the browser). */
function decode(parts: Uint8Array[]): string {
  const bytes = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return new TextDecoder().decode(bytes);
}

/**
 * The whole body, failing when the server or the network goes silent for INDEX_SILENCE_MS. Each part
 * only records the time it arrived (a watchdog timer does the rest), and the text is decoded once at
 * the end, so reading costs no more than `response.text()`.
 */
async function readBody({url, response, controller, started}: IndexDownload & {response: Promise<Response>}): Promise<string> {
  // The request started before this chunk arrived; its silence counts from then.
  let lastArrival = started;
  const watchdog = setInterval(() => Date.now() - lastArrival >= INDEX_SILENCE_MS && controller.abort(), WATCH_EVERY_MS);
  try {
    const answer = await response;
    lastArrival = Date.now();
    if (!answer.ok) throw new Error(`HTTP ${answer.status} for ${url}`);
    if (!answer.body) return await answer.text();
    const reader = answer.body.getReader();
    const parts: Uint8Array[] = [];
    for (;;) {
      const {done, value} = await reader.read();
      lastArrival = Date.now();
      if (done) return decode(parts);
      parts.push(value);
    }
  } catch (cause) {
    const message = controller.signal.aborted ? `The search index stopped arriving (nothing for ${INDEX_SILENCE_MS} ms).` : 'The search index could not be loaded.';
    throw new SearchUnavailableError(message, 'network', {cause});
  } finally {
    clearInterval(watchdog);
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
