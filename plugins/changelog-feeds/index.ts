import {site} from '../../src/site';
import type {FeedSite} from './feeds';

/** The changelog page and its feeds: static files beside the page, not routes. */
export const CHANGELOG_ROUTE = '/chatbot/changelog';
export const feedPaths = {rss: `${CHANGELOG_ROUTE}.rss.xml`, atom: `${CHANGELOG_ROUTE}.atom.xml`};

/** The feeds' own description of the site (plugins/post-build/steps/changelogFeeds.ts writes them). */
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
