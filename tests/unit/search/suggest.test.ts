import {describe, expect, it} from 'vitest';
import {runRequest, type SearchRequest, type SearchResponse} from '@site/src/search/client';
import {isSuggestionCarrier, withSuggestions} from '@site/src/search/dialogSuggestions';
import {SearchEngine} from '@site/src/search/engine';
import {closest, looseSimilarity} from '@site/src/search/suggest';
import {hostedSuggestions} from '@site/src/search/suggestHosted';
import {embeddedSuggestions, SUGGESTION_TRIES} from '@site/src/search/suggestEmbedded';
import {NEAREST_TRIES} from '@site/src/search/fallbackEmbedded';
import {extractRecords} from '@site/plugins/search-index/extract';
import {sectionFor} from '@site/plugins/shared/builtPages';
import {docPage, fixtureRecords, h, SITE} from './fixtures';

const engine = new SearchEngine(fixtureRecords());
const ask = (query: string) => runRequest(engine, {indexName: 'test', query});

describe('the loose measure behind "Try searching for"', () => {
  it('forgives three typos, a shared start or shared letter triples, but not a short word inside a long one', () => {
    expect(looseSimilarity('sonrqeuset', 'songrequest')).toBeGreaterThan(0.6);
    expect(looseSimilarity('leaderb', 'leaderboard')).toBeGreaterThan(0.5);
    expect(looseSimilarity('sgonrqeuset', 'set')).toBeLessThan(0.34);
    expect(closest('folowgaee', ['!followage', 'followage', 'random'], 3).map((c) => c.text)).toEqual(['!followage']);
  });
});

describe('embedded suggestions', () => {
  it('offers a name mistyped three times, which the ranking does not correct', () => {
    const response = ask('sonrqeuset');
    expect(response.nbHits).toBe(0);
    expect(response.suggestions?.[0]?.replace('!', '')).toBe('songrequest');
  });

  it('narrowed to the API, still offers three, filled up with its headings', () => {
    const html = docPage({title: 'API', body: ['Bot', 'Activities', 'Points', 'Giveaways'].map((name) => `${h(2, name.toLowerCase(), name)}<p>Operations about ${name.toLowerCase()} records.</p>`).join('')});
    const records = [...fixtureRecords(), ...extractRecords(html, {siteRoot: SITE, route: '/api', section: sectionFor('/api')})];
    const withApi = new SearchEngine(records);
    const api = (record: {hierarchy: {lvl0?: string | null}}) => record.hierarchy.lvl0 === 'API';
    expect(records.some(api)).toBe(true);
    for (const query of ['lurk', 'qqzzxxnothing']) {
      const suggestions = embeddedSuggestions(withApi, query, api);
      expect(suggestions, query).toHaveLength(3);
      for (const s of suggestions) expect(withApi.search(s, api).hits.length, `${query} -> ${s}`).toBeGreaterThan(0);
    }
  });

  it('always offers up to three suggestions, each of which returns results', () => {
    for (const query of ['sonrqeuset', 'qqzzxxnothing', 'zzqx wwvq']) {
      const {suggestions = []} = ask(query);
      expect(suggestions.length, query).toBeGreaterThan(0);
      expect(suggestions.length).toBeLessThanOrEqual(3);
      for (const s of suggestions) expect(ask(s).nbHits, `${query} -> ${s}`).toBeGreaterThan(0);
    }
  });

  it('searches a bounded number of candidates for a query of many unknown words, as it does with every keystroke', () => {
    // Pages named by words that share a start: every unknown word below is close to each of them (a
    // shared start) and none is within a typo. The search is narrowed to a language no page has, as a
    // scope with nothing in it would be, so no candidate finds anything and each would be tried.
    const names = ['command', 'comment', 'commit', 'common', 'commune', 'communal', 'community', 'commute'];
    const records = names.flatMap((name) =>
      extractRecords(docPage({title: name, description: `The ${name} page.`, body: `<p>All about ${name} and nothing else.</p>`}), {siteRoot: SITE, route: `/chatbot/${name}`, section: sectionFor(`/chatbot/${name}`)}),
    );
    const words = ['commqqqq', 'commzzzz', 'commyyyy', 'commwwww'];
    const base = new SearchEngine(records);
    const searches: string[] = [];
    const counted = Object.assign(Object.create(base) as SearchEngine, {
      search: (...args: Parameters<SearchEngine['search']>) => {
        searches.push(args[0]);
        return base.search(...args);
      },
    });
    expect(runRequest(counted, {indexName: 'test', query: words.join(' '), facetFilters: ['language:de']}).nbHits).toBe(0);
    // The query itself, then the suggestions' candidates and the nearest pages' replacements (no page is accepted, so no section is tried).
    expect(searches.length).toBeLessThanOrEqual(1 + SUGGESTION_TRIES + NEAREST_TRIES);
    expect(searches.length, 'every candidate was tried up to the limits').toBe(1 + SUGGESTION_TRIES + NEAREST_TRIES);
  });

  it('suggests nothing when there are results', () => {
    expect(ask('followage').suggestions).toBeUndefined();
  });
});

const response = (query: string, hits: {hierarchy: Record<string, string | null>}[]): SearchResponse =>
  ({hits, nbHits: hits.length, page: 0, nbPages: 1, hitsPerPage: 20, processingTimeMS: 0, query, params: '', index: 'test', exhaustiveNbHits: true}) as unknown as SearchResponse;
const hit = (lvl0: string, lvl1: string) => ({hierarchy: {lvl0, lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null}});

describe('suggestions in the dialog', () => {
  it('carries suggestions as section names DocSearch adopts, more groups than it ever held, and nothing it would render', async () => {
    let answer = response('overlay', [hit('Chatbot', 'a'), hit('Overlays', 'b'), hit('Websockets', 'c'), hit('API', 'd')]);
    const client = withSuggestions({search: async (_arg: {requests: SearchRequest[]}) => ({results: [answer]})}, async () => ['!followage', 'followage module', 'Chatbot']);
    const first = (await client.search({requests: [{indexName: 'test', query: 'overlay'}]})) as {results: SearchResponse[]};
    expect(first.results[0]?.hits).toHaveLength(4);
    answer = response('qqq', []);
    const second = (await client.search({requests: [{indexName: 'test', query: 'qqq'}]})) as {results: SearchResponse[]};
    const carried = second.results[0]!;
    expect(carried.nbHits).toBe(0);
    const lvl0s = carried.hits.map((h) => h.hierarchy.lvl0);
    expect(lvl0s.slice(0, 3)).toEqual(['!followage', 'followage module', 'Chatbot']);
    expect(new Set(lvl0s).size).toBeGreaterThan(4);
    expect(carried.hits.every((h) => isSuggestionCarrier(h))).toBe(true);
    const third = (await client.search({requests: [{indexName: 'test', query: 'zzz'}]})) as {results: SearchResponse[]};
    expect(third.results[0]!.hits.length).toBeGreaterThan(lvl0s.length);
  });
});

describe('hosted suggestions', () => {
  it('asks the index again with the query loosened and ranks its titles by the loose measure', async () => {
    const sent: SearchRequest[] = [];
    const client = {
      search: async ({requests}: {requests: SearchRequest[]}) => {
        sent.push(...requests);
        return {results: [response('x', [hit('Chatbot', '!followage'), hit('Chatbot', '!points'), hit('Chatbot', 'Followers')]), response('', [hit('Overlays', 'Overlays'), hit('API', 'API')])]};
      },
    };
    const suggestions = await hostedSuggestions(client, {indexName: 'docs', query: 'folowgaee', facetFilters: ['language:en']});
    expect(suggestions[0]).toBe('!followage');
    expect(suggestions).toHaveLength(3);
    expect(sent[0]).toMatchObject({indexName: 'docs', query: 'fol', queryType: 'prefixAll', removeWordsIfNoResults: 'allOptional', facetFilters: ['language:en']});
    expect(sent[1]).toMatchObject({query: ''});
  });
});
