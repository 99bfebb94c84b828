import type {Element, ElementContent, Root, RootContent} from 'hast';
import {isArticleContainer, SKIP_TAGS, skipByAttributes} from '../shared/article';

/**
 * Prepares a page's article (hast) for Markdown: the same region and the same noise removal as the
 * search extraction (plugins/shared/article.ts), plus the few rewrites Markdown needs.
 *
 * Conventions for components (docs-dev/readers.md, "Markdown twins"):
 * - `data-md-fallback="text"`: the element becomes one paragraph with that text (interactive tools
 *   that render only in the browser say in words what they do).
 * - `data-md-skip`: the element is left out of the twin.
 * - `data-md-label`: a label the page sets apart by its look (a product badge) is written in bold
 *   with a colon, so it does not run into the text after it.
 * - `data-needs-js` (the controls a page without JavaScript hides, plugins/no-script): left out, as
 *   by search (`skipByAttributes`, plugins/shared/article.ts).
 */

/** Twins keep table heads, which search leaves out because a header row is not a result. */
const TWIN_SKIP_TAGS = new Set([...SKIP_TAGS].filter((tag) => tag !== 'thead'));

const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** hast properties as the HTML attributes the search extraction tests (class, role, aria-*, data-*). */
export function attributesOf(node: Element): Record<string, string> {
  const attribs: Record<string, string> = {};
  for (const [key, value] of Object.entries(node.properties ?? {})) {
    if (value === undefined || value === null || value === false) continue;
    const name = key === 'className' ? 'class' : /^(aria|data)[A-Z]/.test(key) ? kebab(key) : key.toLowerCase();
    attribs[name] = Array.isArray(value) ? value.join(' ') : String(value);
  }
  return attribs;
}

const isElement = (node: RootContent | ElementContent | Root): node is Element => node.type === 'element';
const text = (value: string): ElementContent => ({type: 'text', value});
const element = (tagName: string, children: ElementContent[], properties: Element['properties'] = {}): Element => ({type: 'element', tagName, properties, children});

export function textOf(node: ElementContent | Root): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' && node.type !== 'root') return '';
  if (isElement(node) && node.tagName === 'br') return '\n';
  return node.children.map((child) => textOf(child as ElementContent)).join('');
}

/** The first element (depth first) that matches. */
export function findElement(node: Root | Element, test: (el: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (!isElement(child)) continue;
    if (test(child)) return child;
    const found = findElement(child, test);
    if (found) return found;
  }
  return undefined;
}

export const findArticle = (tree: Root) => findElement(tree, (el) => isArticleContainer(attributesOf(el)));

/** A code block as `pre > code.language-x` with plain text, the shape rehype-remark turns into a fence. */
function codeBlock(pre: Element): Element {
  const language = /(?:^|\s)language-([\w-]+)/.exec(attributesOf(pre).class ?? '')?.[1];
  const lines: string[] = [];
  const collect = (node: Element) => {
    for (const child of node.children) {
      if (!isElement(child)) continue;
      if (/\btoken-line\b/.test(attributesOf(child).class ?? '')) lines.push(textOf(child).replace(/\n$/, ''));
      else collect(child);
    }
  };
  collect(pre);
  const body = lines.length > 0 ? lines.join('\n') : textOf(pre);
  return element('pre', [element('code', [text(body.replace(/\n+$/, ''))], language ? {className: [`language-${language}`]} : {})]);
}

/** An admonition box becomes a blockquote that starts with its label in bold. */
function admonition(box: Element, type: string): Element {
  const heading = findElement(box, (el) => /admonitionHeading/.test(attributesOf(el).class ?? ''));
  const content = findElement(box, (el) => /admonitionContent/.test(attributesOf(el).class ?? ''));
  const label = (heading ? textOf(heading) : type).trim() || type;
  const title = label.charAt(0).toUpperCase() + label.slice(1);
  return element('blockquote', [element('p', [element('strong', [text(title)])]), ...(content ? content.children : box.children)]);
}

/** A list of terms (command facts) becomes a bullet list of "**Term:** definition". */
function definitionList(dl: Element): Element {
  const items: Element[] = [];
  const collect = (node: Element) => {
    for (const child of node.children) {
      if (!isElement(child)) continue;
      if (child.tagName === 'dt') items.push(element('li', [element('strong', [text(`${textOf(child).trim()}:`)]), text(' ')]));
      else if (child.tagName === 'dd') items.at(-1)?.children.push(...child.children);
      else collect(child);
    }
  };
  collect(dl);
  return element('ul', items);
}

/** Tab labels are controls (left out, as in search); each panel starts with its label in bold instead. */
function labelTabPanels(container: Element) {
  const tablist = findElement(container, (el) => el.properties.role === 'tablist');
  const labels = tablist ? tablist.children.filter(isElement).map((tab) => textOf(tab).trim()) : [];
  const panels: Element[] = [];
  const collect = (node: Element) => {
    for (const child of node.children) {
      if (!isElement(child)) continue;
      if (child.properties.role === 'tabpanel') panels.push(child);
      else collect(child);
    }
  };
  collect(container);
  panels.forEach((panel, i) => {
    if (labels[i]) panel.children.unshift(element('p', [element('strong', [text(labels[i])])]));
  });
}

/** Parts of a table cell that start a line of their own on the page. */
const CELL_BLOCKS = new Set(['p', 'div', 'ul', 'ol']);

/**
 * A Markdown table cell holds one line, so what the page shows on lines of their own inside a cell
 * (a paragraph of known values under a field's meaning, a list of a variable's forms or a setting's
 * values) follows the text before it in the same row: after a space when that text already ends a
 * sentence or a clause, else after "; ". A list gives its items in turn; paragraphs are unwrapped.
 */
function inlineCellLists(cell: Element) {
  const out: ElementContent[] = [];
  const separate = () => {
    const before = out.map((node) => textOf(node)).join('');
    if (before.trim() === '' || /\s$/.test(before)) return;
    out.push(text(/[.!?:;]$/.test(before) ? ' ' : '; '));
  };
  const unwrap = (parts: ElementContent[]) => parts.flatMap((part) => (isElement(part) && part.tagName === 'p' ? part.children : [part]));
  for (const child of cell.children) {
    if (!isElement(child) || !CELL_BLOCKS.has(child.tagName)) {
      out.push(child);
      continue;
    }
    if (child.tagName === 'ul' || child.tagName === 'ol') {
      for (const item of child.children.filter(isElement).filter((part) => part.tagName === 'li')) {
        separate();
        out.push(...unwrap(item.children));
      }
      continue;
    }
    separate();
    out.push(...unwrap([child]));
  }
  cell.children = out;
}

/**
 * Markdown has no table caption, and rehype-remark drops `<caption>`: it becomes a bold line right
 * before its table, so tables of the same columns (session keys per event, an operation's
 * parameters and responses) stay told apart. Returns that line, or undefined for a table without one.
 */
function takeCaption(table: Element): Element | undefined {
  const caption = table.children.find((child): child is Element => isElement(child) && child.tagName === 'caption');
  if (!caption) return undefined;
  table.children = table.children.filter((child) => child !== caption);
  return textOf(caption).trim() === '' ? undefined : element('p', [element('strong', caption.children)]);
}

function absolute(url: string, pageUrl: string, siteRoot: string): string {
  if (url.startsWith('#')) return `${pageUrl}${url}`;
  if (url.startsWith('/') && !url.startsWith('//')) return `${siteRoot}${url}`;
  return url;
}

/** Rewrites the article in place; returns it for chaining. */
export function prepareArticle(article: Element, pageUrl: string, siteRoot: string): Element {
  const visit = (parent: Element) => {
    const out: ElementContent[] = [];
    for (const child of parent.children) {
      if (!isElement(child)) {
        if (child.type === 'text') out.push(child);
        continue; // comments and raw nodes never reach a twin
      }
      const attribs = attributesOf(child);
      if ('data-md-skip' in attribs) continue;
      if ('data-md-fallback' in attribs) {
        out.push(element('p', [text(attribs['data-md-fallback'])]));
        continue;
      }
      if (TWIN_SKIP_TAGS.has(child.tagName) || skipByAttributes(attribs)) continue;
      if ('data-md-label' in attribs) {
        out.push(element('strong', [text(`${textOf(child).replace(/\s+/g, ' ').trim()}:`)]));
        continue;
      }
      if (child.tagName === 'pre') {
        out.push(codeBlock(child));
        continue;
      }
      const admonitionType = /\btheme-admonition-(\w+)/.exec(attribs.class ?? '')?.[1];
      if (admonitionType) {
        const quote = admonition(child, admonitionType);
        visit(quote);
        out.push(quote);
        continue;
      }
      if (/\btabs-container\b/.test(attribs.class ?? '')) labelTabPanels(child);
      if (child.tagName === 'summary') child.tagName = 'p';
      if (child.tagName === 'a' && typeof child.properties.href === 'string') child.properties.href = absolute(child.properties.href, pageUrl, siteRoot);
      if (child.tagName === 'img' && typeof child.properties.src === 'string') child.properties.src = absolute(child.properties.src, pageUrl, siteRoot);
      visit(child);
      if (child.tagName === 'td' || child.tagName === 'th') inlineCellLists(child);
      if (child.tagName === 'table') {
        const caption = takeCaption(child);
        if (caption) out.push(caption);
      }
      // Adjacent inline boxes (a speaker's role and name) are separate words on the page.
      const previous = out[out.length - 1];
      if (child.tagName === 'span' && previous && isElement(previous) && previous.tagName === 'span' && !/^[\s:;,.]/.test(textOf(child))) out.push(text(' '));
      out.push(child.tagName === 'dl' ? definitionList(child) : child);
    }
    parent.children = out;
  };
  visit(article);
  return article;
}
