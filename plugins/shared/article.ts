/**
 * The part of a built page that readers other than the browser take: the docs article, less the
 * controls, decorations and navigation inside it. Search records (plugins/search-index/extract.ts)
 * and Markdown twins (plugins/markdown-twins/article.ts) read the same region with the same rules.
 */

/** Elements whose text never belongs in search: controls, decorations, navigation. */
export const SKIP_TAGS = new Set(['button', 'nav', 'svg', 'script', 'style', 'noscript', 'template', 'select', 'thead']);

/**
 * Decorations, navigation and hidden parts by their attributes, and the controls a page without
 * JavaScript hides (`data-needs-js`, plugins/no-script): neither a search result nor a twin is read
 * with the page's scripts, so a control's label ("Open the preview") is not content for them.
 */
export function skipByAttributes(attribs: Record<string, string>): boolean {
  const cls = attribs.class ?? '';
  return (
    'data-needs-js' in attribs ||
    /\bhash-link\b/.test(cls) ||
    attribs.role === 'tablist' ||
    attribs['aria-hidden'] === 'true' ||
    /\btheme-doc-toc-mobile\b|\bsearch-ignore\b/.test(cls) ||
    'data-search-ignore' in attribs
  );
}

/** The page's article: the docs markdown container. Search records and Markdown twins read only this. */
export const isArticleContainer = (attribs: Record<string, string>) => /\btheme-doc-markdown\b/.test(attribs.class ?? '');
