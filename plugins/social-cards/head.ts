import {Parser} from 'htmlparser2';

/** The meta values a card needs, read from a built page's <head>. */
export function headMeta(html: string): Record<string, string> {
  const end = html.indexOf('</head>');
  const meta: Record<string, string> = {};
  let inTitle = false;
  const parser = new Parser(
    {
      onopentag(name, attribs) {
        if (name === 'title') inTitle = true;
        const key = attribs.property ?? attribs.name;
        if (name === 'meta' && key && attribs.content !== undefined) meta[key] = attribs.content;
      },
      ontext(text) {
        if (inTitle) meta.title = (meta.title ?? '') + text;
      },
      onclosetag(name) {
        if (name === 'title') inTitle = false;
      },
    },
    {decodeEntities: true, lowerCaseTags: true},
  );
  parser.write(end >= 0 ? html.slice(0, end) : html);
  parser.end();
  return meta;
}

export const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The Open Graph and Twitter tags that point a page at its card. */
export function cardTags(card: {url: string; alt: string; width: number; height: number}): string {
  const tag = (attr: 'property' | 'name', key: string, value: string | number) => `<meta ${attr}="${key}" content="${escapeAttribute(String(value))}">`;
  return [
    tag('property', 'og:image', card.url),
    tag('property', 'og:image:type', 'image/png'),
    tag('property', 'og:image:width', card.width),
    tag('property', 'og:image:height', card.height),
    tag('property', 'og:image:alt', card.alt),
    tag('name', 'twitter:image', card.url),
    tag('name', 'twitter:image:alt', card.alt),
  ].join('');
}
