import {describe, expect, it} from 'vitest';
import {SearchEngine} from '@site/src/search/engine';
import {extractRecords} from '@site/plugins/search-index/extract';
import {sectionFor} from '@site/plugins/shared/builtPages';
import {docPage, fixtureRecords, h, SITE} from './fixtures';

const engine = new SearchEngine(fixtureRecords());
const pagesFor = (query: string, searcher = engine) => [...new Set(searcher.search(query).hits.map((h) => h.record.url.replace(SITE, '').replace(/#.*/, '')))];
const top = (query: string) => pagesFor(query)[0];

describe('engine relevance', () => {
  it.each([
    ['!8ball', '/chatbot/commands/default/8ball'],
    ['8ball', '/chatbot/commands/default/8ball'],
    ['${random.pick', '/chatbot/variables/random'],
    ['random pick', '/chatbot/variables/random'],
    ['channel.tips', '/websockets/topics/channel-tips'],
    ['channel tips', '/websockets/topics/channel-tips'],
    ['onEventReceived', '/overlays/custom-widget-events'],
    ['oneventreceived', '/overlays/custom-widget-events'],
    ['sonrequest', '/chatbot/commands/default/songrequest'],
    ['folowage', '/chatbot/commands/default/followage'],
    ['songreq', '/chatbot/commands/default/songrequest'],
    ['eightball', '/chatbot/commands/default/8ball'],
  ])('%s finds %s first', (query, route) => {
    expect(top(query)).toBe(route);
  });

  it('ranks the page titled by the word above a page that only mentions it', () => {
    const songs = pagesFor('song request');
    expect(songs.indexOf('/chatbot/commands/default/songrequest')).toBeLessThan(songs.indexOf('/chatbot/troubleshooting'));
  });

  it('puts the command first for "!alias", above a page that names the alias more often', () => {
    const route = '/chatbot/modules/songrequest';
    const modulePage = docPage({
      title: 'Song requests',
      keywords: 'sr, song request, songrequest',
      body: `<p>Viewers type <code>!sr</code> and a link; <code>!sr</code> with a search picks the first match.</p>${h(2, 'limits', 'Limits')}<p>Each <code>!sr</code> counts against the viewer's queue limit; a moderator's <code>!sr</code> skips it.</p>`,
    });
    const withModule = new SearchEngine([...fixtureRecords(), ...extractRecords(modulePage, {siteRoot: SITE, route, section: sectionFor(route)})]);
    expect(pagesFor('!sr', withModule)[0]).toBe('/chatbot/commands/default/songrequest');
    // Without the sigil the word is the module's as much as the command's: no lift either way.
    expect(pagesFor('sr', withModule)).toContain(route);
  });

  it('returns one hit per url, best record first', () => {
    const urls = engine.search('8ball').hits.map((h) => h.record.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('answers questions by dropping question words', () => {
    expect(top('how do I pick a random item')).toBe('/chatbot/variables/random');
  });

  it('falls back to hits that match some words when none match all', () => {
    expect(pagesFor('tips zzzunknownword')).toContain('/websockets/topics/channel-tips');
  });

  it('finds nothing for a word the site does not have', () => {
    expect(engine.search('qwxzv').hits).toEqual([]);
    expect(engine.search('   ').hits).toEqual([]);
  });

  it('applies the record filter', () => {
    const hits = engine.search('8ball', (r) => r.hierarchy.lvl0 === 'Overlays').hits;
    expect(hits).toEqual([]);
  });
});
