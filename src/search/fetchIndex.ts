/**
 * The first-load half of the index download: it only starts the request, on the intent to search,
 * so the index and the engine chunk arrive together. Reading, checking and timing it out is the
 * engine chunk's job (readIndex.ts).
 */
export interface IndexDownload {
  url: string;
  response: Promise<Response> | null;
  /** Aborts the request (a stall, or the engine chunk failed to arrive). */
  controller: AbortController;
  /** Date.now() when the request started (the time the download's silence counts from). */
  started: number;
}

/** `bypassCache` is for a retry: a damaged copy in the HTTP cache must not come back. */
export function startIndexDownload(url: string, bypassCache: boolean): IndexDownload {
  const controller = new AbortController();
  const response = url ? fetch(url, {credentials: 'same-origin', signal: controller.signal, ...(bypassCache ? {cache: 'reload' as const} : {})}) : null;
  response?.catch(() => undefined);
  return {url, response, controller, started: Date.now()};
}
