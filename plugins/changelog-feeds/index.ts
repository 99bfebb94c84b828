import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {inPostBuildChain} from '../shared/postBuildChain';
import {changelog} from '../../src/data/changelog';
import {site} from '../../src/site';
import {htmlFileFor, siteRootOf} from '../search-index/build';
import {atomFeed, feedLinks, rssFeed, type FeedSite} from './feeds';

/** The changelog page and its feeds: static files beside the page, not routes. */
export const CHANGELOG_ROUTE = '/chatbot/changelog';
export const feedPaths = {rss: `${CHANGELOG_ROUTE}.rss.xml`, atom: `${CHANGELOG_ROUTE}.atom.xml`};

export function feedSite(siteRoot: string): FeedSite {
  return {
    siteRoot,
    title: `${site.title} changelog`,
    description: `What changed in the ${site.productName} chatbot, overlays and websocket API, and in these docs.`,
    pageRoute: CHANGELOG_ROUTE,
    rssPath: feedPaths.rss,
    atomPath: feedPaths.atom,
  };
}

/** RSS 2.0 and Atom feeds of src/data/changelog.ts, advertised in the changelog page's head only. */
export default function changelogFeedsPlugin(context: LoadContext): Plugin {
  return inPostBuildChain({
    name: 'changelog-feeds',
    async postBuild({outDir}) {
      const feed = feedSite(siteRootOf(context.siteConfig.url, context.baseUrl));
      await writeFile(path.join(outDir, feedPaths.rss), rssFeed(feed, changelog));
      await writeFile(path.join(outDir, feedPaths.atom), atomFeed(feed, changelog));
      const page = htmlFileFor(outDir, CHANGELOG_ROUTE);
      if (!page) throw new Error(`changelog-feeds: no built page for ${CHANGELOG_ROUTE} to advertise the feeds on.`);
      const html = await readFile(page, 'utf8');
      if (!html.includes('</head>')) throw new Error('changelog-feeds: the changelog page has no </head>.');
      await writeFile(page, html.replace('</head>', `${feedLinks(feed)}</head>`));
    },
  });
}
