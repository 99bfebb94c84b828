/**
 * The pages readers of each top-level section (src/data/sections.ts) reach for first: offered by
 * search when a query finds nothing ("Popular in Chatbot"), for the section the reader is in. The
 * site keeps no analytics, so this is an editor's list: the pages that do each section's everyday
 * jobs, most asked first. An address may carry a heading's anchor. Every address must be a page of
 * the site (tests/unit/search/fallback.test.ts).
 */
export const popularPages: Readonly<Record<string, readonly string[]>> = {
  Chatbot: ['/chatbot/commands/custom', '/chatbot/commands/default', '/chatbot/timers', '/chatbot/variables', '/chatbot/filters', '/chatbot/troubleshooting'],
  Overlays: ['/overlays/getting-started', '/overlays/custom-widget', '/overlays/custom-code-alertboxes', '/overlays/custom-widget-events', '/overlays/widget-structure'],
  Websockets: ['/websockets', '/websockets/topics', '/websockets/examples', '/websockets/topics/channel-activities', '/websockets/topics/channel-tips'],
  API: ['/api', '/api#which-token-to-use', '/api#rate-limits', '/api#list-activities', '/api#add-user-points'],
};

/** How many popular pages the no-results screen offers. */
export const POPULAR_SHOWN = 4;
