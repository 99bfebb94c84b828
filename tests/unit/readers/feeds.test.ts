import {XMLParser} from 'fast-xml-parser';
import {describe, expect, it} from 'vitest';
import {feedSite} from '../../../plugins/changelog-feeds';
import {atomFeed, entryTitle, feedLinks, rssFeed} from '../../../plugins/changelog-feeds/feeds';
import type {ChangelogEntry} from '../../../src/data/changelog';

const site = feedSite('https://docs.example.com');
const entries: ChangelogEntry[] = [
  {date: '2026-09-17', product: 'overlays', summary: 'Stickers & <jewels> count now. More later.', links: [{label: 'Events "all"', to: '/overlays/custom-widget-events'}]},
  {date: '2026-09-17', product: 'overlays', summary: 'A second change on the same day.', links: [{label: 'Widgets', to: '/overlays'}]},
];
const parser = new XMLParser({ignoreAttributes: false, isArray: (name) => name === 'item' || name === 'entry'});

describe('changelog feeds', () => {
  it('RSS escapes text, dates every item and keeps ids unique', () => {
    const rss = parser.parse(rssFeed(site, entries)).rss.channel;
    expect(rss.item).toHaveLength(2);
    expect(rss.item[0].title).toBe('Overlays: Stickers & <jewels> count now');
    expect(rss.item[0].pubDate).toBe('Thu, 17 Sep 2026 00:00:00 GMT');
    // Each item leads to its own entry on the changelog page (src/components/Changelog/anchors.ts).
    expect(rss.item[0].link).toBe('https://docs.example.com/chatbot/changelog#2026-09-17-overlays-2');
    expect(rss.item[1].link).toBe('https://docs.example.com/chatbot/changelog#2026-09-17-overlays-1');
    expect(rss.item[0].description).toContain('<p>Stickers &amp; &lt;jewels&gt; count now. More later.</p>');
    expect(rss.item[0].guid['#text']).not.toBe(rss.item[1].guid['#text']);
  });

  it('Atom has a self link, an id per entry and the newest date as updated', () => {
    const feed = parser.parse(atomFeed(site, entries)).feed;
    expect(feed.updated).toBe('2026-09-17T00:00:00Z');
    expect(feed.link.map((l: Record<string, string>) => l['@_rel'] ?? 'alternate')).toEqual(['alternate', 'self']);
    expect(feed.entry.map((e: {link: {'@_href': string}}) => e.link['@_href'])).toEqual([
      'https://docs.example.com/chatbot/changelog#2026-09-17-overlays-2',
      'https://docs.example.com/chatbot/changelog#2026-09-17-overlays-1',
    ]);
    expect(feed.entry.map((e: {id: string}) => e.id)).toEqual([
      'https://docs.example.com/chatbot/changelog#2026-09-17/overlays/2',
      'https://docs.example.com/chatbot/changelog#2026-09-17/overlays/1',
    ]);
  });

  it('keeps a title whole: the product and the summary\'s whole first sentence, never cut', () => {
    const long = {...entries[1], summary: `${'word '.repeat(30)}end. A second sentence.`} as ChangelogEntry;
    expect(entryTitle(long)).toBe(`Overlays: ${'word '.repeat(30)}end`);
    expect(entryTitle(long)).not.toContain('…');
  });

  it('advertises both feeds', () => {
    expect(feedLinks(site)).toMatch(/rel="alternate" type="application\/rss\+xml".*href="\/chatbot\/changelog\.rss\.xml".*type="application\/atom\+xml"/);
  });
});
