import type {Root as HastRoot} from 'hast';
import {Parser} from 'htmlparser2';
import type {Root as MdastRoot} from 'mdast';
import rehypeParse from 'rehype-parse';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {isArticleContainer} from '../search-index/extract';
import {headMeta} from '../social-cards/head';
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
  .use(remarkGfm)
  .use(remarkStringify, {bullet: '-', emphasis: '_', fences: true, rule: '-', listItemIndent: 'one'});

/**
 * The article's HTML, found with the search extraction's fast tokenizer: building a syntax tree of
 * the whole page (navigation, sidebar, footer) only to throw most of it away was most of the time.
 */
export function articleHtml(html: string): string | undefined {
  let depth = 0;
  let start = -1;
  let startDepth = -1;
  let end = -1;
  const tokenizer = new Parser(
    {
      onopentag(_name, attribs) {
        depth++;
        if (start < 0 && isArticleContainer(attribs)) {
          start = tokenizer.startIndex;
          startDepth = depth;
        }
      },
      onclosetag() {
        if (depth === startDepth && end < 0) end = tokenizer.endIndex + 1;
        depth--;
      },
    },
    {lowerCaseTags: true},
  );
  tokenizer.write(html);
  tokenizer.end();
  return start < 0 ? undefined : html.slice(start, end < 0 ? html.length : end);
}

/**
 * One built page's Markdown twin: the page's article (the region the search index reads, cleaned the
 * same way) converted by rehype-remark, with the page description under the title. Returns
 * undefined for pages without an article (search, tag lists, 404).
 */
export async function pageTwin(html: string, pageUrl: string, siteRoot: string, cache?: TwinCache): Promise<PageTwin | undefined> {
  const fragment = articleHtml(html);
  if (fragment === undefined) return undefined;
  const meta = headMeta(html);
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
