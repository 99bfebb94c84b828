import {describe, expect, it} from 'vitest';
import {extractRecords} from '@site/plugins/search-index/extract';
import {withPageKeywords} from '@site/plugins/search-index/pageKeywords';
import {SearchEngine} from '@site/src/search/engine';
import {topicsNamedForFeatures, withoutKindWord} from '@site/src/search/featureNames';
import {namesAlike, numberForms} from '@site/src/search/ranking';
import {compileSynonyms} from '@site/src/search/synonyms';
import {docPage, SITE} from './fixtures';

/*
 * A websocket topic is named after the feature whose events it carries. Typed alone, that name finds
 * the feature's own page first and the topic right after it; a query that says topic, or that is one
 * of the topic's own keywords, still finds the topic first.
 */

const page = (route: string, title: string, body: string, keywords?: string) => ({route, html: docPage({title, description: `${title}.`, body, keywords})});
const filler = ['Duel', 'Roulette', 'Quotes', 'Counters', 'Emote bingo', 'Raffle'].map((title) =>
  page(`/chatbot/${title.toLowerCase().replace(' ', '-')}`, title, `<p>${title} is a chat game with points and a cooldown.</p>`),
);
const site = [
  ...filler,
  page('/chatbot/modules/giveaways', 'Giveaways module', '<p>Runs a giveaway in chat: viewers buy tickets with points and the bot draws a winner.</p>'),
  // The topic's page says "giveaway" far more often than the module's: without the rule it leads.
  page(
    '/websockets/topics/channel-giveaway',
    'Giveaways',
    '<p>The giveaway topic reports each giveaway live: a giveaway opening, giveaway entries and the giveaway winner.</p>',
    'channel.giveaway, giveaway event',
  ),
  page('/chatbot/commands/default/tip', '!tip', '<p>Posts the link to your tipping page.</p>'),
  page('/websockets/topics/channel-tips', 'Tips', '<p>Each tip as it arrives, with the tipper, the amount and the message of the tip.</p>', 'tip event'),
  page('/websockets/topics/channel-stream-status', 'Stream status', '<p>Whether the stream is live, and how many watch it.</p>'),
];
const records = withPageKeywords(
  site.flatMap((p) => extractRecords(p.html, {siteRoot: SITE, route: p.route, section: p.route.startsWith('/websockets') ? 'Websockets' : 'Chatbot'})),
  new Map(),
);
const engine = new SearchEngine(records, undefined, compileSynonyms([]));
const pagesOf = (query: string) => [...new Set(engine.search(query).hits.map((h) => new URL(h.record.url).pathname))];

describe('withoutKindWord', () => {
  it('takes the kind word off a bare title, and leaves a title without one or with nothing else alone', () => {
    expect(withoutKindWord('giveawaysmodule')).toBe('giveaways');
    expect(withoutKindWord('emotesfilter')).toBe('emotes');
    expect(withoutKindWord('giveaways')).toBeNull();
    expect(withoutKindWord('module')).toBeNull();
  });
});

describe('numberForms', () => {
  it('lists exactly the forms namesAlike pairs with a name', () => {
    const names = ['giveaway', 'giveaways', 'tip', 'tips', 'box', 'boxes', 'class', 'bus'];
    const candidates = names.flatMap((name) => [name, `${name}s`, `${name}es`, name.slice(0, -1), name.slice(0, -2), `${name}x`]);
    for (const name of names) for (const form of candidates) expect(numberForms(name).includes(form), `${name} / ${form}`).toBe(namesAlike([name], form));
  });
});

describe('topicsNamedForFeatures', () => {
  it('pairs each topic with the pages named like it outside the topics, in either number, and no other topic', () => {
    const pages = records.flatMap((r, doc) => (r.type === 'lvl1' ? [{doc, url: r.url, title: r.hierarchy.lvl1 ?? ''}] : []));
    const docOf = (path: string) => pages.find((p) => new URL(p.url).pathname === path)!.doc;
    const echoes = topicsNamedForFeatures(pages);
    expect(echoes.get(docOf('/websockets/topics/channel-giveaway'))).toEqual([docOf('/chatbot/modules/giveaways')]);
    expect(echoes.get(docOf('/websockets/topics/channel-tips'))).toEqual([docOf('/chatbot/commands/default/tip')]);
    expect(echoes.has(docOf('/websockets/topics/channel-stream-status'))).toBe(false);
    expect([...echoes.keys()].every((doc) => new URL(pages.find((p) => p.doc === doc)!.url).pathname.startsWith('/websockets/topics/'))).toBe(true);
  });
});

describe("a feature's page before the topic named after it", () => {
  it('puts the module first and the topic right after it for the bare name, in either number', () => {
    expect(pagesOf('giveaways').slice(0, 2)).toEqual(['/chatbot/modules/giveaways', '/websockets/topics/channel-giveaway']);
    expect(pagesOf('tips').slice(0, 2)).toEqual(['/chatbot/commands/default/tip', '/websockets/topics/channel-tips']);
  });

  it('keeps the topic first when the query says topic, or is one of its own keywords', () => {
    expect(pagesOf('giveaways topic')[0]).toBe('/websockets/topics/channel-giveaway');
    expect(pagesOf('giveaway event')[0]).toBe('/websockets/topics/channel-giveaway');
    expect(pagesOf('channel.giveaway')[0]).toBe('/websockets/topics/channel-giveaway');
  });

  it('leaves a topic without a feature of its name where its score puts it', () => {
    expect(pagesOf('stream status')[0]).toBe('/websockets/topics/channel-stream-status');
  });
});
