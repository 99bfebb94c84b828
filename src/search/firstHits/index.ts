import {FIRST_HITS_EVENT} from '@site/src/shared/scriptTiming';
import {site} from '@site/src/site';
import type {SearchResponse} from '../client';
import {embeddedSearchClient, loadEmbeddedEngine} from '../lazy';
import {yieldToMain} from '../yieldToMain';
import {pageSearchRequest, referrerSection, SCOPE_PARAM, scopedInSearch, searchPageTitle} from '../pageView';
import {sectionOf} from '../../data/sections';
import {drawIdle, drawResults, type DrawHandlers} from './draw';
import {findRegion, keepPageInHistory, markDrawn, onClaim, pageInHistory, queryInUrl, stateWithoutPage} from './region';

/**
 * The search page's first hits, drawn before the app. The page's hits are its largest content, and
 * the app (React and the theme, the bulk of the first load) used to download alongside the index
 * before any of them could show. This entry (plugins/search-index adds it to the search page only) needs just the
 * webpack runtime, the engine chunk and the index: it runs the page's query and draws the results,
 * then tells the page template's loader to start the app (config/ssrTemplate.ts), which takes the
 * drawn hits over at hydration (src/theme/SearchPage).
 *
 * Until then the search box and the pager work here too: typing redraws the hits (and updates
 * ?q=), the pager turns pages. Embedded search only; the index holds a single docs version and
 * locale, so the page's contextual filters select all of it and none are sent.
 */
const DEBOUNCE_MS = 150;
/** A user-timing entry from the script's start to its first hits drawn, for DevTools and the browser tests. */
const FIRST_HITS_MEASURE = 'first-hits-drawn';

/** Waits this long after the next frame when no paint entry names the drawn hits (they were not the page's largest content). */
const PAINT_FALLBACK_MS = 100;

/**
 * Starts the app once the drawn hits are on screen, so the app's download and start cannot hold up
 * their first paint. The browser confirms that paint with a largest-contentful-paint entry for an
 * element of the region (reported once the frame is presented, a little after the frame's tasks
 * have run); when the hits are not the largest content, shortly after the next frame instead.
 * A hidden tab paints nothing and starts at once.
 */
function startAppAfterPaint(region?: HTMLElement): void {
  let started = false;
  let observer: PerformanceObserver | undefined;
  const start = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    document.dispatchEvent(new Event(FIRST_HITS_EVENT));
  };
  if (!region || document.visibilityState === 'hidden') return start();
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => region.contains((entry as PerformanceEntry & {element?: Element | null}).element ?? null))) start();
    });
    observer.observe({type: 'largest-contentful-paint'});
  }
  requestAnimationFrame(() => setTimeout(start, PAINT_FALLBACK_MS));
}

function firstHits(): void {
  const region = findRegion();
  const readerSection = referrerSection(document.referrer, window.location.origin, sectionOf);
  const input = document.querySelector<HTMLInputElement>('main form[role="search"] input[name="q"]');
  const heading = document.querySelector('main h1');
  const query = queryInUrl();
  if (!region || !input || !heading) {
    startAppAfterPaint();
    return;
  }
  const idleTitle = searchPageTitle('');
  const titleSuffix = document.title.startsWith(idleTitle) ? document.title.slice(idleTitle.length) : '';
  /** The app's handlers, once it has taken the region over (its markup stays until the app's answer): the script has stopped. */
  let app: DrawHandlers | null = null;
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const showTitle = (q: string) => {
    heading.textContent = searchPageTitle(q);
    if (titleSuffix) document.title = searchPageTitle(q) + titleSuffix;
  };

  /** Draws one page of hits for `q`; resolves false when nothing was drawn (an error, a newer search, the app). */
  const show = async (q: string, page: number): Promise<boolean> => {
    const run = ++latest;
    if (q.trim() === '') {
      showTitle('');
      drawIdle(region);
      markDrawn(region, {query: '', page: 0});
      return true;
    }
    let response: SearchResponse;
    try {
      // The search and the drawing get a task of their own, after the engine's (src/search/yieldToMain.ts).
      await loadEmbeddedEngine();
      await yieldToMain();
      const request = pageSearchRequest(site.searchIndexName, q.trim(), page, null, {scoped: scopedInSearch(window.location.search), readerSection});
      const {results} = await embeddedSearchClient().search({requests: [request]});
      response = results[0] as SearchResponse;
    } catch {
      return false; // the app shows the error screen
    }
    if (app || run !== latest) return false;
    // A page kept from an earlier visit that the hits no longer reach: the last one they do.
    if (page > 0 && response.nbPages > 0 && page >= response.nbPages) return show(q, response.nbPages - 1);
    showTitle(q);
    const handlers: DrawHandlers = {
      onQuery: (next) => {
        if (app) return app.onQuery(next);
        input.value = next;
        setQuery(next);
      },
      onPage: (next) => {
        if (app) return app.onPage(next);
        void show(q, next).then((drawn) => {
          if (!drawn) return;
          keepPageInHistory(next);
          window.scrollTo({top: 0});
        });
      },
      onScope: (scoped) => {
        if (app) return app.onScope(scoped);
        const url = new URL(window.location.href);
        if (scoped) url.searchParams.set(SCOPE_PARAM, 'api');
        else url.searchParams.delete(SCOPE_PARAM);
        window.history.replaceState(stateWithoutPage(), '', url);
        void show(q, 0);
      },
    };
    drawResults(region, q, response, handlers, scopedInSearch(window.location.search));
    markDrawn(region, {query: q, page});
    return true;
  };

  /** Puts `q` in the address (?q=), as the app does, without a new history entry. */
  const writeQuery = (q: string) => {
    const url = new URL(window.location.href);
    if (q) url.searchParams.set('q', q);
    else url.searchParams.delete('q');
    window.history.replaceState(stateWithoutPage(), '', url);
  };

  const setQuery = (q: string) => {
    writeQuery(q);
    void show(q, 0);
  };

  const onInput = () => {
    clearTimeout(timer);
    timer = setTimeout(() => setQuery(input.value), DEBOUNCE_MS);
  };
  const onSubmit = (event: Event) => event.preventDefault();
  input.addEventListener('input', onInput);
  input.form?.addEventListener('submit', onSubmit);
  onClaim((handlers) => {
    app = handlers;
    clearTimeout(timer);
    input.removeEventListener('input', onInput);
    input.form?.removeEventListener('submit', onSubmit);
  });

  // What the visitor typed into the box before this script ran is the query, not what the address
  // bar had (the app keeps the same rule at hydration): on a slow phone the box is there seconds earlier.
  const first = input.value || query;
  if (first !== query) writeQuery(first);
  if (first.trim() === '') {
    startAppAfterPaint();
    return;
  }
  input.value = first;
  const started = performance.now();
  // Back from a hit, or a reload: the page of hits the reader had turned to, for the same query.
  void show(first, first === query ? pageInHistory() : 0)
    .then((drawn) => {
      if (drawn) performance.measure?.(FIRST_HITS_MEASURE, {start: started});
      startAppAfterPaint(drawn ? region : undefined);
    })
    .catch(() => startAppAfterPaint());
}

firstHits();
