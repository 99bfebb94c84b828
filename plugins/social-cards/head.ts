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
