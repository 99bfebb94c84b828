import {Parser} from 'htmlparser2';

/**
 * Backticks that reached a page as text: `code` that a data string meant (src/data marks code
 * with backticks, which TextWithCode renders) or a Markdown span that did not parse. Text inside
 * code, pre, kbd, samp, scripts and styles may hold backticks, as may form fields.
 */
const CODE_TAGS = new Set(['code', 'pre', 'kbd', 'samp', 'script', 'style', 'textarea', 'template']);
/** Attributes whose text is read or spoken like page text. */
const TEXT_ATTRIBUTES = ['alt', 'title', 'aria-label', 'aria-description', 'placeholder'];
const VOID_TAGS = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);

/** Up to `limit` snippets of text with a literal backtick in a built page's body. */
export function literalBackticks(html: string, limit = 5): string[] {
  const found: string[] = [];
  const open: string[] = [];
  let codeDepth = 0;
  let inBody = false;
  const note = (text: string) => {
    if (found.length < limit) found.push(text.replace(/\s+/g, ' ').trim().slice(0, 160));
  };
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'body') inBody = true;
        if (inBody && codeDepth === 0) {
          for (const attribute of TEXT_ATTRIBUTES) if (attributes[attribute]?.includes('`')) note(`${attribute}="${attributes[attribute]}"`);
        }
        if (VOID_TAGS.has(name)) return;
        open.push(name);
        if (CODE_TAGS.has(name)) codeDepth++;
      },
      ontext(text) {
        if (inBody && codeDepth === 0 && text.includes('`')) note(text);
      },
      onclosetag(name) {
        if (VOID_TAGS.has(name)) return;
        // Unclosed elements (<p>, <li>) close with their parent, as in a browser.
        while (open.length > 0) {
          const top = open.pop() as string;
          if (CODE_TAGS.has(top)) codeDepth--;
          if (top === name) break;
        }
      },
    },
    {decodeEntities: true, lowerCaseTags: true},
  );
  parser.write(html);
  parser.end();
  return found;
}
