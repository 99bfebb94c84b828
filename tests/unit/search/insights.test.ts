import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {INSIGHTS_ORIGIN} from '@site/src/search/hostedOrigins';

type Sent = {url: URL; events: Record<string, unknown>[]};
let sent: Sent[];

/** A fresh module per test: the client and its pause after a failure are per page visit. */
async function freshInsights(fetchImpl?: typeof fetch) {
  vi.resetModules();
  vi.stubGlobal(
    'fetch',
    fetchImpl ??
      vi.fn(async (url: string, init?: RequestInit) => {
        sent.push({url: new URL(url), events: (JSON.parse(String(init?.body)) as {events: Record<string, unknown>[]}).events});
        return new Response(null, {status: 200});
      }),
  );
  const {searchInsights, ITEM_SELECTED} = await import('@site/src/search/insights');
  return {insights: searchInsights({appId: 'APPID', apiKey: 'search-key'}), ITEM_SELECTED};
}

const answer = {queryID: 'q-1', index: 'docs', hits: [{objectID: 'a'}, {objectID: 'b'}, {objectID: 'c'}], page: 1, hitsPerPage: 3};
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  sent = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('search insights', () => {
  it('sends one "Item Selected" per hit of an answer, with its rank in the answer as position', async () => {
    const {insights, ITEM_SELECTED} = await freshInsights();
    insights.noteAnswer(answer, 'fallback-index');
    insights.selected('q-1', 'b');
    insights.selected('q-1', 'b');
    await flush();
    expect(sent).toHaveLength(1);
    const [{url, events}] = sent as [Sent];
    expect(url.origin).toBe(INSIGHTS_ORIGIN);
    expect(url.pathname).toBe('/1/events');
    expect(url.searchParams.get('X-Algolia-Application-Id')).toBe('APPID');
    expect(url.searchParams.get('X-Algolia-API-Key')).toBe('search-key');
    expect(events).toEqual([
      expect.objectContaining({eventType: 'click', eventName: ITEM_SELECTED, index: 'docs', queryID: 'q-1', objectIDs: ['b'], positions: [5], userToken: expect.stringMatching(/^anonymous-/)}),
    ]);
  });

  it("replaces DocSearch's own selection events by the normalised one, and passes views through", async () => {
    const {insights} = await freshInsights();
    insights.noteAnswer({...answer, page: 0}, 'docs');
    const client = insights.client as unknown as (method: string, ...args: unknown[]) => unknown;
    // DocSearch 3.9's mouse path: a 0-based position; its keyboard path: the position inside the section.
    client('clickedObjectIDsAfterSearch', {eventName: 'Item Selected', index: 'docs', queryID: 'q-1', objectIDs: ['c'], positions: [2]}, {headers: {}});
    client('clickedObjectIDsAfterSearch', {eventName: 'Item Selected', index: 'docs', queryID: 'q-1', objectIDs: ['c'], positions: [1]});
    client('clickedObjectIDsAfterSearch', {eventName: 'Item Selected', index: 'docs', queryID: 'unknown', objectIDs: ['a'], positions: [1]});
    client('viewedObjectIDs', {eventName: 'Items Viewed', index: 'docs', objectIDs: ['a', 'b', 'c']});
    await flush();
    expect(sent.map((s) => s.events[0])).toEqual([
      expect.objectContaining({eventType: 'click', objectIDs: ['c'], positions: [3]}),
      expect.objectContaining({eventType: 'view', eventName: 'Items Viewed', objectIDs: ['a', 'b', 'c']}),
    ]);
  });

  it('warns once when the service cannot be reached, then sends nothing more this visit', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const {insights} = await freshInsights(failing as unknown as typeof fetch);
    insights.noteAnswer(answer, 'docs');
    insights.selected('q-1', 'a');
    await flush();
    insights.selected('q-1', 'b');
    await flush();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
