/** Written into every page by the plugin's injectHtmlTags and replaced by the hashed asset URL after the build. */
export const INDEX_URL_PLACEHOLDER = '__EMBEDDED_SEARCH_INDEX__';

/** Where the embedded index asset of one index text is written, relative to the build folder. */
export const indexAssetPath = (hash: string) => `assets/search/index.${hash}.json`;

/**
 * The search page needs the index and the engine before it can show anything, so its HTML asks
 * for both straight away, in parallel with the page's scripts, instead of after they have run.
 * Every other page still loads search on intent only. The index preload's attributes match the
 * page's fetch() so the browser reuses the download.
 */
export function withSearchPreloads(html: string, urls: {index: string; engine: string}): string {
  if (!html.includes('</head>')) throw new Error('search-index: the search page has no </head> to put the preloads in.');
  const links = `<link rel="preload" href="${urls.index}" as="fetch" crossorigin="anonymous"><link rel="preload" href="${urls.engine}" as="script">`;
  return html.replace('</head>', `${links}</head>`);
}
