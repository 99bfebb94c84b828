import type {Root as HastRoot} from 'hast';
import type {Root as MdastRoot} from 'mdast';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import remarkBareAddresses from './bareAddresses';
import {pageParts, type PageParts} from '../shared/pageParts';
import {findArticle, findElement, prepareArticle, textOf} from './article';
import type {TwinCache} from './cache';

export interface PageTwin {
  title: string;
  description: string;
  markdown: string;
}

const parser = unified().use(rehypeParse, {fragment: true});
const toMarkdown = unified()
  .use(rehypeRemark)
  // Tables without alignment padding: a column as wide as its longest cell padded every other row
  // to match, a fifth of llms-full.txt in spaces and dashes. One space either side of a cell stays.
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkBareAddresses)
  .use(remarkStringify, {bullet: '-', emphasis: '_', fences: true, rule: '-', listItemIndent: 'one'});

/**
 * One built page's Markdown twin: the page's article (the region the search index reads, cleaned the
 * same way) converted by rehype-remark, with the page description under the title. Returns
 * undefined for pages without an article (search, tag lists, 404).
 */
export async function pageTwin(html: string, pageUrl: string, siteRoot: string, cache?: TwinCache): Promise<PageTwin | undefined> {
  return articleTwin(pageParts(html), pageUrl, siteRoot, cache);
}

/** The same from a page's head values and article, as the post-build pipeline has already read them. */
export async function articleTwin({head: meta, article: fragment}: PageParts, pageUrl: string, siteRoot: string, cache?: TwinCache): Promise<PageTwin | undefined> {
  if (fragment === undefined) return undefined;
  const description = (meta.description ?? '').trim();
  const key = cache?.key(fragment, description, meta['og:title'] ?? '', pageUrl, siteRoot);
  const cached = key ? cache?.get(key) : undefined;
  if (cached) return cached;
  const article = findArticle(parser.parse(fragment) as HastRoot);
  if (!article) return undefined;
  prepareArticle(article, pageUrl, siteRoot);
  const h1 = findElement(article, (el) => el.tagName === 'h1');
  const title = (h1 ? textOf(h1) : (meta['og:title'] ?? '')).replace(/\s+/g, ' ').trim();
  if (description && h1) {
    // The description sits under the title, as on llms.txt: a quote with the page's one-line summary.
    const quote = {type: 'element' as const, tagName: 'blockquote', properties: {}, children: [{type: 'element' as const, tagName: 'p', properties: {}, children: [{type: 'text' as const, value: description}]}]};
    const parent = findElement(article, (el) => el.children.includes(h1)) ?? article;
    parent.children.splice(parent.children.indexOf(h1) + 1, 0, quote);
  }
  const mdast = (await toMarkdown.run({type: 'root', children: [article]})) as MdastRoot;
  const markdown = `${toMarkdown.stringify(mdast).trim()}\n`;
  const twin = {title, description, markdown};
  if (key) cache?.set(key, twin);
  return twin;
}
