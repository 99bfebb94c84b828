import {describe, expect, it} from 'vitest';
import {createEmbeddedClient, runRequest, SearchUnavailableError, type SearchRequest} from '@site/src/search/client';
import {SearchEngine} from '@site/src/search/engine';
import {packRecords, packTerms, unpackPostings, unpackRecords, unpackTerms} from '@site/src/search/asset';
import {decodePostings, encodePostings, indexFromPacked} from '@site/src/search/invertedIndex';
import {fixtureRecords, SITE} from './fixtures';

const records = fixtureRecords();
const engine = new SearchEngine(records);
const docsearchRequest = (query: string, words = 10): SearchRequest => ({
  query,
  indexName: 'docs',
  attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'content', 'type', 'url'],
  attributesToSnippet: ['hierarchy.lvl1', 'hierarchy.lvl2', 'content'].map((a) => `${a}:${words}`),
  snippetEllipsisText: '…',
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  clickAnalytics: false,
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
});

describe('DocSearch client contract', () => {
  const client = createEmbeddedClient(async () => engine);

  it('has addAlgoliaAgent and transporter.algoliaAgent', () => {
    client.addAlgoliaAgent('docsearch-react', '3.9.0');
    client.addAlgoliaAgent('docusaurus', '3.10.2');
    expect(client.transporter.algoliaAgent.value).toContain('docsearch-react (3.9.0)');
    expect(client.transporter.algoliaAgent.value).toContain('docusaurus (3.10.2)');
  });

  it('answers {requests} with results carrying hits and nbHits', async () => {
    const {results} = await client.search({requests: [docsearchRequest('8ball')]});
    expect(results).toHaveLength(1);
    const [first] = results;
    expect(first?.nbHits).toBeGreaterThan(0);
    expect(first?.hits[0]).toMatchObject({type: 'lvl1', url: `${SITE}/chatbot/commands/default/8ball`, hierarchy: {lvl0: 'Chatbot'}});
    expect(first?.hits[0]?._highlightResult.hierarchy.lvl1?.value).toBe('<mark>!8ball</mark>');
    expect(first?.hits[0]).not.toHaveProperty('keywords');
  });

  it('honours hitsPerPage and page', () => {
    const all = runRequest(engine, {indexName: 'docs', query: 'ch', hitsPerPage: 1000});
    const firstPage = runRequest(engine, {indexName: 'docs', query: 'ch', hitsPerPage: 2, page: 0});
    const second = runRequest(engine, {indexName: 'docs', query: 'ch', hitsPerPage: 2, page: 1});
    expect(all.nbHits).toBeGreaterThan(4);
    expect(firstPage.hits).toHaveLength(2);
    expect(firstPage.nbPages).toBe(Math.ceil(all.nbHits / 2));
    expect(second.hits[0]?.objectID).toBe(all.hits[2]?.objectID);
  });

  it('reads a page or page size that is not a whole number as the default, or its whole part', () => {
    const first = runRequest(engine, {indexName: 'docs', query: 'ch', hitsPerPage: 2, page: 0});
    for (const page of [Number.NaN, Number.POSITIVE_INFINITY, 'x' as unknown as number]) {
      const answer = runRequest(engine, {indexName: 'docs', query: 'ch', hitsPerPage: 2, page});
      expect(answer.page, String(page)).toBe(0);
      expect(answer.hits.map((hit) => hit.objectID)).toEqual(first.hits.map((hit) => hit.objectID));
    }
    expect(runRequest(engine, {indexName: 'docs', query: 'ch', hitsPerPage: 2, page: 1.5}).page).toBe(1);
    const noSize = runRequest(engine, {indexName: 'docs', query: 'ch', hitsPerPage: Number.NaN});
    expect(Number.isFinite(noSize.nbPages)).toBe(true);
    expect(noSize.hits.length).toBeGreaterThan(0);
  });

  it('cuts snippets to the requested word count with the ellipsis', () => {
    const long = runRequest(engine, docsearchRequest('payload amount', 5));
    const hit = long.hits.find((h) => h.type === 'content');
    const words = (hit?._snippetResult.content?.value ?? '').replace(/<\/?mark>/g, '').split(/\s+/).filter((w) => w !== '…');
    expect(words.length).toBeLessThanOrEqual(5);
    expect(hit?._snippetResult.content?.value).toMatch(/…/);
    expect(hit?._snippetResult.content?.value).toContain('<mark>amount</mark>');
  });

  it('applies facetFilters with the hosted semantics (AND of items, OR inside a nested list)', () => {
    expect(runRequest(engine, docsearchRequest('8ball')).nbHits).toBeGreaterThan(0);
    expect(runRequest(engine, {...docsearchRequest('8ball'), facetFilters: ['language:fr']}).nbHits).toBe(0);
    expect(runRequest(engine, {...docsearchRequest('8ball'), facetFilters: [['language:fr', 'language:en']]}).nbHits).toBeGreaterThan(0);
    expect(runRequest(engine, {...docsearchRequest('8ball'), facetFilters: ['-docusaurus_tag:default']}).nbHits).toBe(0);
  });

  it('escapes page text and adds only <mark>', () => {
    const {hits} = runRequest(engine, docsearchRequest('script onerror'));
    const html = JSON.stringify(hits.map((h) => [h._highlightResult, h._snippetResult]));
    expect(html).not.toMatch(/<(?!\/?mark>)/);
    expect(html).toContain('&lt;img');
  });

  it('escapes the query too', () => {
    const {hits, query} = runRequest(engine, docsearchRequest('<img src=x onerror=alert(1)>'));
    expect(query).toBe('<img src=x onerror=alert(1)>');
    expect(JSON.stringify(hits.map((h) => h._highlightResult))).not.toMatch(/<(?!\/?mark>)/);
  });

  it('fails with a RetryError, the name the dialog turns into its error screen', async () => {
    const broken = createEmbeddedClient(async () => {
      throw new SearchUnavailableError('index missing', 'network');
    });
    await expect(broken.search([docsearchRequest('8ball')])).rejects.toMatchObject({name: 'RetryError'});
  });
});

describe('index asset', () => {
  it('packs and unpacks records without loss', () => {
    const back = unpackRecords(packRecords(records, SITE));
    expect(back).toEqual(records);
  });

  it('front-codes the sorted terms and reads them back, long shared prefixes included', () => {
    const terms = ['!8ball', '!accept', '!accountage', 'a', 'a'.repeat(40), `${'a'.repeat(40)}b`, `${'a'.repeat(40)}bc`, 'zebra'];
    const packed = packTerms(terms);
    expect(packed.split('\n')[2]).toBe('4ountage'); // "!accountage" shares "!acc" with "!accept"
    expect(unpackTerms(packed)).toEqual(terms);
    expect(unpackTerms(packTerms([]))).toEqual([]);
    expect(() => packTerms(['line\nbreak'])).toThrow(/line break/);
  });

  it('stores records as small differences, mostly 0 and 1', () => {
    const asset = packRecords(records, SITE);
    expect(asset.records.length).toBe(records.length * 3);
    const deltas = asset.records.filter((_, i) => i % 3 !== 1);
    expect(deltas.filter((d) => d === 0 || d === 1).length / deltas.length).toBeGreaterThan(0.5);
  });

  it('round-trips postings through their string form', () => {
    const list = [0, 0, 1, 3, 2, 5, 3, 1, 1, 2000, 2, 70, 4095, 2, 1];
    expect(decodePostings(encodePostings(list))).toEqual(list);
  });

  it('ranks the same from the shipped (packed) index as from text', () => {
    const asset = JSON.parse(JSON.stringify(packRecords(records, SITE))) as ReturnType<typeof packRecords>;
    const unpacked = unpackRecords(asset);
    const shipped = new SearchEngine(unpacked, indexFromPacked(unpacked, unpackPostings(asset)));
    for (const q of ['8ball', 'sonrequest', '${random.pick', 'payload amount']) {
      expect(shipped.search(q).hits.map((h) => h.record.objectID)).toEqual(engine.search(q).hits.map((h) => h.record.objectID));
    }
  });
});
