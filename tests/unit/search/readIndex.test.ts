import {afterEach, describe, expect, it, vi} from 'vitest';
import {startIndexDownload} from '@site/src/search/fetchIndex';
import {INDEX_SILENCE_MS, readIndex} from '@site/src/search/readIndex';

/** What src/search/lazy.ts does: start the request (first load), read it in the engine chunk. */
const fetchIndex = (url: string, {bypassCache = false} = {}) => readIndex(startIndexDownload(url, bypassCache));

/** A fetch whose answer (or body) goes silent after `parts`, erroring like a real one when aborted. */
function silentFetch({answer, parts = []}: {answer: boolean; parts?: string[]}) {
  return vi.fn((_url: string, init?: RequestInit) => {
    const signal = init?.signal as AbortSignal;
    const aborted = () => new DOMException('aborted', 'AbortError');
    if (!answer) return new Promise<Response>((_, reject) => signal.addEventListener('abort', () => reject(aborted())));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of parts) controller.enqueue(new TextEncoder().encode(part));
        signal.addEventListener('abort', () => controller.error(aborted()));
      },
    });
    return Promise.resolve(new Response(body));
  });
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the index download', () => {
  it('gives up on a request that never answers, as a network failure', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', silentFetch({answer: false}));
    const result = expect(fetchIndex('/assets/search/index.json')).rejects.toMatchObject({name: 'RetryError', reason: 'network'});
    await vi.advanceTimersByTimeAsync(INDEX_SILENCE_MS);
    await result;
  });

  it('gives up on a body that stops arriving, but not on one that keeps arriving slowly', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('fetch', silentFetch({answer: true, parts: ['{"version":']}));
    const stalled = expect(fetchIndex('/i.json')).rejects.toMatchObject({reason: 'network', message: expect.stringContaining('stopped arriving')});
    await vi.advanceTimersByTimeAsync(INDEX_SILENCE_MS);
    await stalled;

    const body = new TransformStream<Uint8Array, Uint8Array>();
    vi.stubGlobal('fetch', vi.fn(async () => new Response(body.readable)));
    const loading = fetchIndex('/i.json');
    const writer = body.writable.getWriter();
    const index = JSON.stringify({version: 2, records: [], terms: '', postings: ''});
    for (const char of index) {
      await vi.advanceTimersByTimeAsync(INDEX_SILENCE_MS - 1);
      await writer.write(new TextEncoder().encode(char));
    }
    await writer.close();
    await expect(loading).resolves.toMatchObject({version: 2});
  });

  it('reports an answer that is not an index as a damaged index, not a network failure', async () => {
    for (const text of ['<!doctype html><title>Oops</title>', '{"version":2,"records":[1,2', '{"version":1}']) {
      vi.stubGlobal('fetch', vi.fn(async () => new Response(text)));
      await expect(fetchIndex('/i.json')).rejects.toMatchObject({name: 'RetryError', reason: 'corrupt'});
    }
  });

  it('treats an HTTP error as a network failure, and a retry bypasses the HTTP cache', async () => {
    const fetchMock = vi.fn(async () => new Response('gone', {status: 404}));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchIndex('/i.json', {bypassCache: true})).rejects.toMatchObject({reason: 'network'});
    expect(fetchMock).toHaveBeenCalledWith('/i.json', expect.objectContaining({cache: 'reload'}));
  });
});

describe('the index download, without a built index', () => {
  it('says the index is not built', async () => {
    await expect(fetchIndex('')).rejects.toMatchObject({name: 'RetryError', reason: 'not-built'});
  });
});
