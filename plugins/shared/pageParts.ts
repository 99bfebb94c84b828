import {Parser} from 'htmlparser2';
import {isArticleContainer} from './article';

export interface PageParts {
  /** The page's `<title>` (as `title`) and every `<meta>` of its head, by name or property. */
  head: Record<string, string>;
  /** The docs article's HTML (./article.ts), or undefined on pages without one (search, tag lists, 404). */
  article: string | undefined;
}

/**
 * A built page's head values and article in one pass of htmlparser2's tokenizer: building a syntax
 * tree of the whole page (navigation, sidebar, footer) only to throw most of it away would be most
 * of the time readers spend. Only what stands before the first `</head>` counts as head, so an
 * SVG's `<title>` in the body is not the page's.
 */
export function pageParts(html: string): PageParts {
  const headEnd = html.indexOf('</head>');
  const inHead = (index: number) => headEnd < 0 || index < headEnd;
  const head: Record<string, string> = {};
  let inTitle = false;
  let depth = 0;
  let start = -1;
  let startDepth = -1;
  let end = -1;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        depth++;
        if (inHead(parser.startIndex)) {
          if (name === 'title') inTitle = true;
          const key = attribs.property ?? attribs.name;
          if (name === 'meta' && key && attribs.content !== undefined) head[key] = attribs.content;
        }
        if (start < 0 && isArticleContainer(attribs)) {
          start = parser.startIndex;
          startDepth = depth;
        }
      },
      ontext(text) {
        if (inTitle) head.title = (head.title ?? '') + text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
        if (depth === startDepth && end < 0) end = parser.endIndex + 1;
        depth--;
      },
    },
    {decodeEntities: true, lowerCaseTags: true},
  );
  parser.write(html);
  parser.end();
  return {head, article: start < 0 ? undefined : html.slice(start, end < 0 ? html.length : end)};
}
