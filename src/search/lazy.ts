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
        ({loadEngine}) => loadEngine(download),
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
let latestQuery = '';

const emptyResponse = (request: SearchRequest): SearchResponse => ({
  hits: [],
  nbHits: 0,
  page: 0,
  nbPages: 0,
  hitsPerPage: Number(request.hitsPerPage ?? 20),
  processingTimeMS: 0,
  query: String(request.query ?? ''),
  params: '',
  index: request.indexName,
  exhaustiveNbHits: true,
});

/**
 * One shared client for the dialog and the search page. Keystrokes typed while the index loads
 * queue up one search each; once it is ready, a search whose query the user has since typed past
 * (a prefix of a newer query) is answered empty instead of computed: the dialog only shows the newest.
 */
export function embeddedSearchClient(): SearchClientLike {
  client ??= createSearchClient(async (requests) => {
    const query = String(requests[0]?.query ?? '');
    latestQuery = query;
    const engine = await loadEmbeddedEngine();
    const {runRequest} = await engineModule();
    const superseded = latestQuery !== query && latestQuery.startsWith(query);
    return requests.map((r) => (superseded ? emptyResponse(r) : runRequest(engine, r)));
  });
  return client;
}
