import {describe, expect, it} from 'vitest';
import {boundedDistance, expandWord, maxTypos, swapsOfShortWord} from '@site/src/search/expand';
import {SearchEngine} from '@site/src/search/engine';
import {extractRecords} from '@site/plugins/search-index/extract';
import {docPage, fixtureRecords, SITE} from './fixtures';

const engine = new SearchEngine(fixtureRecords());
const pages = (query: string) => [...new Set(engine.search(query).hits.map((h) => h.record.url.replace(SITE, '').replace(/#.*/, '')))];

describe('typo model: each edit counts as one typo (optimal string alignment)', () => {
  it.each([
    ['insertion', 'follllowage', 'followage', 2],
    ['insertion', 'folloowage', 'followage', 1],
    ['deletion', 'folowage', 'followage', 1],
    ['substitution', 'followaga', 'followage', 1],
    ['swap of two adjacent letters', 'follwoage', 'followage', 1],
    ['two swaps', 'fololwaeg', 'followage', 2],
  ])('%s: %s -> %s is %i', (_kind, typed, word, distance) => {
    expect(boundedDistance(typed, word, 3)).toBe(distance);
  });

  it('gives up past the budget', () => {
    expect(boundedDistance('abcdef', 'uvwxyz', 2)).toBe(3);
    expect(boundedDistance('ab', 'abcdef', 2)).toBe(3);
  });

  it("uses the hosted service's default thresholds: 1 typo from 4 letters, 2 from 8, never in numbers", () => {
    expect(['duel', 'tip', 'raffle', 'followag', 'followage', '100000'].map(maxTypos)).toEqual([1, 0, 1, 2, 2, 0]);
  });

  it('corrects a swap in a 4-letter word; a 3-letter word only by two neighbouring letters swapped', () => {
    const terms = ['duel', 'tip', 'tips', 'top', 'tap', 'pit'].sort();
    const has = (t: string) => terms.includes(t);
    expect(expandWord('deul', terms, has, false).map((e) => e.term)).toEqual(['duel']);
    // "tpi" is "tip" with its last two letters swapped; "tap" and "top" (one letter off) stay out.
    expect(expandWord('tpi', terms, has, false).map((e) => e.term)).toEqual(['tip']);
    expect(expandWord('tpi', terms, has, false)[0]?.weight).toBeLessThan(1);
    // A letter wrong or missing in a short word is no swap: no correction, so "tup" floods nothing.
    expect(expandWord('tup', terms, has, false)).toEqual([]);
    expect(expandWord('ti', terms, has, false)).toEqual([]);
    // A word that matches as typed is never corrected.
    expect(expandWord('pit', terms, has, false).map((e) => e.term)).toEqual(['pit']);
    expect(swapsOfShortWord('tpi', has).map((e) => e.term)).toEqual(['tip']);
  });
});

describe('typos in the engine', () => {
  it.each([
    ['sogrnequest', '/chatbot/commands/default/songrequest'],
    ['follwoage', '/chatbot/commands/default/followage'],
    ['followagee', '/chatbot/commands/default/followage'],
    ['folowage', '/chatbot/commands/default/followage'],
    ['followsge', '/chatbot/commands/default/followage'],
  ])('%s finds %s first', (query, route) => {
    expect(pages(query)[0]).toBe(route);
  });

  it('corrects every word of a query, not only the last', () => {
    expect(pages('rnadom pick')[0]).toBe('/chatbot/variables/random');
    expect(pages('cahnnel tips')[0]).toBe('/websockets/topics/channel-tips');
  });

  it('ranks exact matches above corrected ones, even a title match', () => {
    const records = [
      {route: '/duel', html: docPage({title: 'Duel', description: 'Duel another viewer.', body: '<p>Duel rules.</p>'})},
      {route: '/engine', html: docPage({title: 'Engine', body: '<p>The tank holds fuel for a long drive.</p>'})},
    ].flatMap((p) => extractRecords(p.html, {siteRoot: SITE, route: p.route, section: 'Chatbot'}));
    const small = new SearchEngine(records);
    const found = (q: string) => [...new Set(small.search(q).hits.map((h) => h.record.url.replace(SITE, '').replace(/#.*/, '')))];
    expect(found('fuel')).toEqual(['/engine']);
    expect(found('deul')).toEqual(['/duel']);
  });
});
