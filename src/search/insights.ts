import {createInsightsClient, LocalStorage, type InsightsClient} from 'search-insights';
import {INSIGHTS_ORIGIN} from './hostedOrigins';
import {keepRecent} from './keepRecent';

/**
 * Hosted search's click analytics (DOCSEARCH_INSIGHTS=true; never in embedded mode). Loaded with
 * the dialog's chunks or the search page's first hosted search, never with a page.
 *
 * The client is search-insights, the library DocSearch's insights option drives: DocSearch sends the
 * "Items Viewed" events (the ids of the hits shown, 20 per event, 400 ms after the list settles) and
 * its "Item Selected" events through it. Three things are the site's own:
 * - It is bundled and handed to DocSearch, so DocSearch never adds a script tag for it from a CDN.
 * - Events go out with a quiet fetch: an unreachable service costs one failed request and one
 *   console warning, and nothing more is sent for the rest of the visit (until the first event has
 *   gone through, each waits for the one before).
 * - Selections are normalised: DocSearch 3.9 reports a mouse click with a 0-based position and not
 *   at all for the first hit, and Enter with the position inside its section. Here every selection
 *   is one "Item Selected" event whose position is the hit's rank in the answer that listed it
 *   (1 = the first hit of the first page), as the insights service defines it.
 * The anonymous user token lives in memory (no cookie), and search-insights' object-to-query cache,
 * kept for conversion events this site never sends, is not written to localStorage.
 */
export const ITEM_SELECTED = 'Item Selected';
/** Answers remembered for positions; a visitor rarely selects from an older one. */
const ANSWERS_KEPT = 30;

interface Answer {
  index: string;
  objectIDs: string[];
  /** Rank of the answer's first hit minus one (page × hits per page). */
  offset: number;
}

export interface AnswerLike {
  queryID?: string;
  index?: string;
  hits: {objectID: string}[];
  page?: number;
  hitsPerPage?: number;
}

export interface SearchInsights {
  /** For DocSearch's `insights` option. */
  client: InsightsClient;
  /** Remembers an answer (with clickAnalytics, it carries a queryID) so selections can name their rank in it. */
  noteAnswer(answer: AnswerLike, indexName: string): void;
  /** One "Item Selected" event for a hit of a remembered answer; repeats of the same hit and answer are dropped. */
  selected(queryID: string | undefined, objectID: string): void;
}

let paused = false;
/** Until one event has gone through, the next waits for the one before, so an unreachable service sees one request. */
let reachable = false;
let previous: Promise<unknown> = Promise.resolve();

function post(url: string, data: Record<string, unknown>): Promise<boolean> {
  if (paused) return Promise.resolve(false);
  // No custom headers and a text body: a simple request, as a beacon would send it, with no preflight.
  return fetch(url, {method: 'POST', body: JSON.stringify(data), mode: 'no-cors', credentials: 'omit', keepalive: true}).then(
    () => (reachable = true),
    (error: unknown) => {
      if (!paused) console.warn('Search click analytics are off for this visit: the insights service did not answer.', error);
      paused = true;
      return false;
    },
  );
}

/** Fire and forget: a failure warns once and stops further events, so search and navigation never notice. */
function sendQuietly(url: string, data: Record<string, unknown>): Promise<boolean> {
  if (reachable) return post(url, data);
  const sent = previous.then(() => post(url, data));
  previous = sent;
  return sent;
}

let instance: SearchInsights | null = null;

export function searchInsights({appId, apiKey}: {appId: string; apiKey: string}): SearchInsights {
  if (instance) return instance;
  // The cache maps clicked objects to queries for conversion events, which this site never sends.
  LocalStorage.store = undefined;
  const aa = createInsightsClient(sendQuietly);
  aa('init', {appId, apiKey, host: INSIGHTS_ORIGIN, useCookie: false, anonymousUserToken: true});

  const answers = new Map<string, Answer>();
  const reported = new Set<string>();

  const selected = (queryID: string | undefined, objectID: string) => {
    const answer = queryID === undefined ? undefined : answers.get(queryID);
    const rank = answer?.objectIDs.indexOf(objectID) ?? -1;
    const key = `${queryID} ${objectID}`;
    if (!answer || !queryID || rank < 0 || reported.has(key)) return;
    reported.add(key);
    aa('clickedObjectIDsAfterSearch', {eventName: ITEM_SELECTED, index: answer.index, queryID, objectIDs: [objectID], positions: [answer.offset + rank + 1]});
  };

  // DocSearch's own selection events are replaced by the normalised one; everything else passes through.
  const client = ((method: string, ...args: unknown[]) => {
    if (method !== 'clickedObjectIDsAfterSearch') return (aa as (m: string, ...a: unknown[]) => unknown)(method, ...args);
    for (const event of args as {queryID?: string; objectIDs?: string[]}[]) {
      for (const objectID of event?.objectIDs ?? []) selected(event.queryID, objectID);
    }
    return undefined;
  }) as InsightsClient;
  client.version = aa.version;

  instance = {
    client,
    noteAnswer(answer, indexName) {
      if (!answer.queryID) return;
      const noted = {
        index: answer.index ?? indexName,
        objectIDs: answer.hits.map((hit) => hit.objectID),
        offset: (answer.page ?? 0) * (answer.hitsPerPage ?? answer.hits.length),
      };
      keepRecent(answers, answer.queryID, noted, ANSWERS_KEPT);
    },
    selected,
  };
  return instance;
}
