import {describe, expect, it} from 'vitest';
import {searchSynonyms} from '@site/src/data/searchSynonyms';
import {SearchEngine} from '@site/src/search/engine';
import {compileSynonyms, findSynonyms} from '@site/src/search/synonyms';
import {planQuery} from '@site/src/search/queryPlan';
import {hostedSynonyms} from '@site/scripts/search/hostedExport';
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
    expect(findSynonyms(['what', 's', 'new'], table)).toEqual([{start: 0, length: 3, alternatives: [['changelog']]}]);
    expect(findSynonyms(['donations', 'feed'], table)[0]?.alternatives).toEqual([['tip']]);
  });

  it('the site table is readable data: every entry has words, no entry repeats a phrase', () => {
    for (const entry of searchSynonyms) {
      const phrases = entry.type === 'synonym' ? entry.synonyms : [entry.input, ...entry.synonyms];
      expect(phrases.every((p) => p.trim() !== '')).toBe(true);
      expect(new Set(phrases).size).toBe(phrases.length);
    }
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
    expect(exported).toHaveLength(searchSynonyms.length);
    expect(new Set(exported.map((s) => s.objectID)).size).toBe(exported.length);
    expect(exported).toContainEqual(expect.objectContaining({type: 'synonym', synonyms: expect.arrayContaining(['changelog', "what's new"])}));
    expect(exported).toContainEqual(expect.objectContaining({type: 'oneWaySynonym', input: 'blacklist', synonyms: expect.arrayContaining(['banned words'])}));
    for (const s of exported) expect(s.type === 'synonym' ? 'input' in s : typeof s.input === 'string').toBe(s.type !== 'synonym');
  });
});
