import {changelog} from '../../../src/data/changelog';
import {CHANGELOG_ROUTE, feedPaths, feedSite} from '../../changelog-feeds';
import {atomFeed, feedLinks, rssFeed} from '../../changelog-feeds/feeds';
import {writeBuildFile} from '../files';
import type {PostBuild} from '../types';

/** RSS 2.0 and Atom feeds of src/data/changelog.ts, advertised in the changelog page's head only. */
export async function writeChangelogFeeds({outDir, siteRoot, pages}: PostBuild): Promise<void> {
  const feed = feedSite(siteRoot);
  await writeBuildFile(outDir, feedPaths.rss, rssFeed(feed, changelog));
  await writeBuildFile(outDir, feedPaths.atom, atomFeed(feed, changelog));
  const page = pages.find((p) => p.route === CHANGELOG_ROUTE);
  if (!page) throw new Error(`changelog-feeds: no built page for ${CHANGELOG_ROUTE} to advertise the feeds on.`);
  if (!page.html.includes('</head>')) throw new Error('changelog-feeds: the changelog page has no </head>.');
  page.html = page.html.replace('</head>', `${feedLinks(feed)}</head>`);
}
