import {describe, expect, it} from 'vitest';
import {searchSynonyms} from '@site/src/data/searchSynonyms';
import {SearchEngine} from '@site/src/search/engine';
import {compileSynonyms, findSynonyms} from '@site/src/search/synonyms';
import {planQuery, SYNONYM_WEIGHT} from '@site/src/search/queryPlan';
import {hostedSynonyms, vocabularySynonyms} from '@site/scripts/search/hostedExport';
import {fixtureRecords, SITE} from './fixtures';

const table = compileSynonyms([
  {type: 'synonym', synonyms: ['tip', 'donation']},
  {type: 'oneWaySynonym', input: 'music', synonyms: ['song']},
  {type: 'synonym', synonyms: ['changelog', "what's new"]},
]);
const engine = new SearchEngine(fixtureRecords(), undefined, table);
const pages = (query: string) => [...new Set(engine.search(query).hits.map((h) => h.record.url.replace(SITE, '').replace(/#.*/, '')))];

describe('synonym table', () => {
  it('maps both ways for a two-way entry and one way for a one-way entry', () => {
    expect(table.alternatives.get('tip')).toEqual([['donation']]);
    expect(table.alternatives.get('donation')).toEqual([['tip']]);
    expect(table.alternatives.get('music')).toEqual([['song']]);
    expect(table.alternatives.has('song')).toBe(false);
  });

  it('finds phrases with their stop words, longest first', () => {
    expect(findSynonyms(['what', 's', 'new'], table)).toEqual([{start: 0, length: 3, alternatives: [['changelog']], oneWay: false}]);
    expect(findSynonyms(['music'], table)[0]?.oneWay).toBe(true);
    expect(findSynonyms(['donations', 'feed'], table)[0]?.alternatives).toEqual([['tip']]);
  });
});

describe('synonym lookup through base forms', () => {
  const forms = compileSynonyms([
    {type: 'synonym', synonyms: ['tip', 'donate']},
    {type: 'synonym', synonyms: ['tips', 'donations']},
    {type: 'oneWaySynonym', input: 'ban', synonyms: ['timeout']},
    {type: 'oneWaySynonym', input: 'ban word', synonyms: ['blocklist']},
    {type: 'oneWaySynonym', input: 'banned words', synonyms: ['banned phrases']},
    {type: 'oneWaySynonym', input: 'moderate', synonyms: ['filters']},
    {type: 'oneWaySynonym', input: 'subscribe', synonyms: ['topics']},
  ]);
  const lookup = (...words: string[]) => findSynonyms(words, forms).map((m) => ({length: m.length, to: m.alternatives.map((a) => a.join(' '))}));

  it('reaches the entry for the base form of each inflected word', () => {
    expect(lookup('donating')).toEqual([{length: 1, to: ['tip']}]);
    expect(lookup('moderating')).toEqual([{length: 1, to: ['filters']}]);
    expect(lookup('subscribed')).toEqual([{length: 1, to: ['topics']}]);
    expect(lookup('banning')).toEqual([{length: 1, to: ['timeout']}]);
    expect(lookup('donation')).toEqual([]);
  });

  it('matches a phrase whose words are all inflected ("banning words" -> ban word)', () => {
    expect(lookup('banning', 'words')).toEqual([{length: 2, to: ['blocklist']}]);
  });

  it('prefers the entry spelled as typed to one reached through a base form', () => {
    expect(lookup('tips')).toEqual([{length: 1, to: ['donations']}]);
    expect(lookup('banned', 'words')).toEqual([{length: 2, to: ['banned phrases']}]);
    expect(lookup('banned')).toEqual([{length: 1, to: ['timeout']}]);
  });

  it('finds the base forms of a long query without multiplying lookups', () => {
    const words = ['donating', 'subscribed', 'moderating', 'banning', 'replies', 'following', 'tipping', 'betting'];
    expect(findSynonyms(words, forms).map((m) => m.start)).toEqual([0, 1, 2, 3, 6]);
  });
});

describe('base-form synonyms in the engine', () => {
  const followSong = compileSynonyms([
    {type: 'oneWaySynonym', input: 'follow', synonyms: ['tip']},
    {type: 'synonym', synonyms: ['tip', 'donate']},
  ]);
  const inflected = new SearchEngine(fixtureRecords(), undefined, followSong);
  const pagesFor = (query: string) => [...new Set(inflected.search(query).hits.map((h) => h.record.url.replace(SITE, '').replace(/#.*/, '')))];

  it('an inflected query finds the page of its base form\'s synonym', () => {
    expect(pagesFor('donating')[0]).toBe('/websockets/topics/channel-tips');
  });

  it('keeps the word as typed at full weight and its base form\'s synonym at the synonym weight', () => {
    const index = {terms: ['donating', 'tip'], has: (t: string) => t === 'donating' || t === 'tip'};
    expect(planQuery('donating', index, followSong).slots[0]?.alternatives).toEqual([
      {words: ['donating'], weight: 1, literal: true, prefix: true},
      {words: ['tip'], weight: SYNONYM_WEIGHT, literal: false, prefix: false},
    ]);
  });

  it('a page reached through a base form\'s synonym scores below the same page found literally', () => {
    const literal = inflected.search('tip').hits[0]?.score ?? 0;
    const viaBaseForm = inflected.search('donating').hits[0]?.score ?? 0;
    expect(viaBaseForm).toBeGreaterThan(0);
    expect(viaBaseForm).toBeLessThan(literal);
  });
});

describe('synonym phrases in a query plan', () => {
  const offline = compileSynonyms([{type: 'oneWaySynonym', input: 'bot offline', synonyms: ['troubleshooting']}]);
  const index = {terms: ['bot', 'offline', 'troubleshooting'], has: (t: string) => ['bot', 'offline', 'troubleshooting'].includes(t)};
  const synonymWords = (query: string) =>
    planQuery(query, index, offline).slots.flatMap((slot) => slot.alternatives.filter((a) => !a.literal).map((a) => a.words.join(' ')));

  it('finds a phrase typed as it is written', () => {
    expect(synonymWords('bot offline')).toEqual(['troubleshooting']);
  });

  it('finds a phrase that stop words split ("the bot is offline")', () => {
    expect(synonymWords('the bot is offline')).toEqual(['troubleshooting']);
  });

  it('does not join words that other words separate', () => {
    expect(synonymWords('bot keeps offline')).toEqual([]);
  });
});

describe('synonyms in the engine', () => {
  it('expands two-way entries in both directions', () => {
    expect(pages('donation')).toContain('/websockets/topics/channel-tips');
    expect(pages('donation')[0]).toBe('/websockets/topics/channel-tips');
  });

  it('expands a one-way entry only from its input', () => {
    expect(pages('music')[0]).toBe('/chatbot/commands/default/songrequest');
    const songHits = engine.search('song').hits.flatMap((h) => h.terms);
    expect(songHits).not.toContain('music');
  });

  it('ranks synonym matches below literal ones', () => {
    const literal = engine.search('tip').hits[0]?.score ?? 0;
    const viaSynonym = engine.search('donation').hits[0]?.score ?? 0;
    expect(viaSynonym).toBeGreaterThan(0);
    expect(viaSynonym).toBeLessThan(literal);
  });
});

describe('synonym export for the hosted index', () => {
  it("writes the table in the hosted service's format, with stable unique objectIDs", () => {
    const exported = hostedSynonyms();
    expect(exported).toHaveLength(searchSynonyms.length + vocabularySynonyms().length);
    expect(new Set(exported.map((s) => s.objectID)).size).toBe(exported.length);
    expect(exported).toContainEqual(expect.objectContaining({type: 'synonym', synonyms: expect.arrayContaining(['changelog', "what's new"])}));
    expect(exported).toContainEqual(expect.objectContaining({type: 'oneWaySynonym', input: 'blacklist', synonyms: expect.arrayContaining(['banned words'])}));
    for (const s of exported) expect(s.type === 'synonym' ? 'input' in s : typeof s.input === 'string').toBe(s.type !== 'synonym');
  });
});
