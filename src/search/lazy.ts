import {INDEX_META_NAME} from './meta';
import type {SearchRequest, SearchResponse} from './client';
import {createSearchClient, type SearchClientLike} from './contract';
import {SearchUnavailableError} from './errors';
import {startIndexDownload} from './fetchIndex';
import type {SearchEngine} from './engine';
import type {SearchThemeConfig} from './dialogConfig';

/**
 * The only embedded-search code in the first-load bundle: a stand-in client that satisfies the
 * DocSearch contract synchronously and pulls in the engine chunk and the index on intent
 * (hover, focus or touch on the search button, a shortcut, or the first search), never on page load.
 */
let enginePromise: Promise<SearchEngine> | null = null;
/** The last load failed: searches report that failure until something retries (see retryFailedSearchLoad). */
let loadFailed = false;
/** The engine has loaded: a search asked now would otherwise run inside the keystroke's own task. */
let engineReady = false;
/** One import site, so the bundler emits the engine chunk once. */
const engineModule = () => import(/* webpackChunkName: "search-engine" */ './embedded');

function indexUrl(): string {
  return document.querySelector<HTMLMetaElement>(`meta[name="${INDEX_META_NAME}"]`)?.content ?? '';
}

/**
 * Starts (once) loading the engine and the index. A failed load stays failed, so each keystroke
 * does not wait through another stall, until retryFailedSearchLoad() (the error screens' Retry,
 * opening the dialog again) lets the next search start over.
 */
export function loadEmbeddedEngine(): Promise<SearchEngine> {
  if (!enginePromise) {
    // The index download and the engine chunk start together; neither waits for the other.
    const download = startIndexDownload(indexUrl(), loadFailed);
    loadFailed = false;
    enginePromise = engineModule()
      .then(
        ({loadEngine}) =>
          loadEngine(download).then((engine) => {
            engineReady = true;
            return engine;
          }),
        (cause: unknown) => {
          download.controller.abort();
          throw new SearchUnavailableError('The search code could not be loaded.', 'network', {cause});
        },
      )
      .catch((error: unknown) => {
        loadFailed = true;
        throw error;
      });
  }
  return enginePromise;
}

/** After a failed load, lets the next search load again (bypassing the HTTP cache). */
export function retryFailedSearchLoad(): void {
  if (loadFailed) enginePromise = null;
}

/**
 * Fire-and-forget warm-up on the intent to search (the dialog's button or shortcut, opening the
 * search page); errors surface on the actual search. Hosted search has nothing to load ahead.
 */
export function warmUpSearch({embedded}: Pick<SearchThemeConfig, 'embedded'>): void {
  if (embedded) loadEmbeddedEngine().catch(() => undefined);
}

let client: SearchClientLike | null = null;
/** The newest search asked of the client, so an older one of the same shape can take its answer. */
let newest: {id: number; shape: string; answer: Promise<SearchResponse[]>} | null = null;
let searches = 0;

/** A request's parameters besides the query: only searches alike in everything else share an answer. */
const shapeOf = (requests: SearchRequest[]) => JSON.stringify(requests.map(({query: _query, ...rest}) => rest));

/**
 * One shared client for the dialog and the search page. A search asked once the engine is in first
 * lets the browser paint (the letter just typed shows at once, the hits follow in a task of their
 * own; run inside the keystroke's task, it held the next frame until the search and its render were
 * done); one asked while the engine loads already runs in a task of its own, when the load ends.
 * Then it runs, unless a newer search of the same shape was asked meanwhile (keys typed while the
 * index loads, or faster than a slow phone searches): only the newest is computed and the older
 * ones take its answer, which is what the dialog shows anyway, so no screen flashes an answer to a
 * query no longer typed.
 */
export function embeddedSearchClient(): SearchClientLike {
  client ??= createSearchClient((requests) => {
    const id = ++searches;
    const shape = shapeOf(requests);
    const askedWhenReady = engineReady;
    const answer = (async () => {
      const engine = await loadEmbeddedEngine();
      const {runRequest, yieldToMain} = await engineModule();
      if (askedWhenReady) await yieldToMain();
      const later = newest;
      if (later && later.id > id && later.shape === shape) return later.answer;
      return requests.map((r) => runRequest(engine, r));
    })();
    newest = {id, shape, answer};
    return answer;
  });
  return client;
}
