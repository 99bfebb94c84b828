import type {ChangelogEntry} from '../../src/data/changelog';
import {changelogProducts} from '../../src/data/changelog';
import {changelogEntryAnchor, changelogEntryKeys} from '../../src/components/Changelog/anchors';

export interface FeedSite {
  /** Absolute site root without trailing slash. */
  siteRoot: string;
  title: string;
  description: string;
  /** Route of the changelog page. */
  pageRoute: string;
  rssPath: string;
  atomPath: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

const absolute = (site: FeedSite, to: string) => (/^https?:/.test(to) ? to : `${site.siteRoot}${to}`);

/**
 * The item's title: the product, then the summary's first sentence, whole (feed readers show titles
 * in lists; the whole summary is the item's description).
 */
export function entryTitle(entry: ChangelogEntry): string {
  const sentence = (entry.summary.trim().split(/(?<=[.!?])\s+(?=\S)/)[0] ?? entry.summary).replace(/\.$/, '');
  return `${changelogProducts[entry.product]}: ${sentence}`;
}

/** Where an item leads: its own entry on the changelog page. */
const entryLink = (site: FeedSite, key: string) => `${absolute(site, site.pageRoute)}#${changelogEntryAnchor(key)}`;

/** The entry's text for feed readers: its summary and the pages it affects, as escaped HTML. */
function entryHtml(site: FeedSite, entry: ChangelogEntry): string {
  const links = entry.links.map((link) => `<li><a href="${escapeXml(absolute(site, link.to))}">${escapeXml(link.label)}</a></li>`).join('');
  return `<p>${escapeXml(entry.summary)}</p><ul>${links}</ul>`;
}

const rfc822 = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString();
const iso = (date: string) => `${date}T00:00:00Z`;

export function rssFeed(site: FeedSite, entries: ChangelogEntry[]): string {
  const ids = changelogEntryKeys(entries);
  const page = absolute(site, site.pageRoute);
  const items = entries.map((entry, i) => [
    '    <item>',
    `      <title>${escapeXml(entryTitle(entry))}</title>`,
    `      <link>${escapeXml(entryLink(site, ids[i] as string))}</link>`,
    `      <guid isPermaLink="false">${escapeXml(`${page}#${ids[i]}`)}</guid>`,
    `      <pubDate>${rfc822(entry.date)}</pubDate>`,
    `      <category>${escapeXml(changelogProducts[entry.product])}</category>`,
    `      <description>${escapeXml(entryHtml(site, entry))}</description>`,
    '    </item>',
  ].join('\n'));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(site.title)}</title>`,
    `    <link>${escapeXml(page)}</link>`,
    `    <description>${escapeXml(site.description)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${escapeXml(absolute(site, site.rssPath))}" rel="self" type="application/rss+xml"/>`,
    ...(entries[0] ? [`    <lastBuildDate>${rfc822(entries[0].date)}</lastBuildDate>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

export function atomFeed(site: FeedSite, entries: ChangelogEntry[]): string {
  const ids = changelogEntryKeys(entries);
  const page = absolute(site, site.pageRoute);
  const items = entries.map((entry, i) => [
    '  <entry>',
    `    <title>${escapeXml(entryTitle(entry))}</title>`,
    `    <link href="${escapeXml(entryLink(site, ids[i] as string))}"/>`,
    `    <id>${escapeXml(`${page}#${ids[i]}`)}</id>`,
    `    <updated>${iso(entry.date)}</updated>`,
    `    <category term="${escapeXml(entry.product)}" label="${escapeXml(changelogProducts[entry.product])}"/>`,
    `    <content type="html">${escapeXml(entryHtml(site, entry))}</content>`,
    '  </entry>',
  ].join('\n'));
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <title>${escapeXml(site.title)}</title>`,
    `  <subtitle>${escapeXml(site.description)}</subtitle>`,
    `  <id>${escapeXml(page)}</id>`,
    `  <link href="${escapeXml(page)}"/>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(absolute(site, site.atomPath))}"/>`,
    `  <updated>${iso(entries[0]?.date ?? '1970-01-01')}</updated>`,
    `  <author><name>${escapeXml(site.title)}</name></author>`,
    ...items,
    '</feed>',
    '',
  ].join('\n');
}

/** The <link rel="alternate"> tags that advertise both feeds. */
export function feedLinks(site: FeedSite): string {
  return [
    `<link rel="alternate" type="application/rss+xml" title="${escapeXml(`${site.title} (RSS)`)}" href="${escapeXml(site.rssPath)}">`,
    `<link rel="alternate" type="application/atom+xml" title="${escapeXml(`${site.title} (Atom)`)}" href="${escapeXml(site.atomPath)}">`,
  ].join('');
}
