/** Markdown with fenced code (also fences that open a list item) and inline code spans removed: what is left must be prose, never markup. */
export function proseOf(markdown: string): string {
  return markdown.replace(/^[ \t]*(?:(?:[-*+]|\d+[.)])[ \t]+)?(`{3,}|~{3,})[^\n]*\n[\s\S]*?^[ \t]*\1[ \t]*$/gm, '').replace(/(`+)[^`\n]*?\1/g, '');
}

/** Every place a twin leaks MDX or HTML: import/export lines, JSX or HTML tags, HTML comments. */
export function leaks(markdown: string): string[] {
  const prose = proseOf(markdown);
  const found: string[] = [];
  for (const line of prose.split('\n')) {
    if (/^\s*(import|export)\s/.test(line)) found.push(line);
  }
  // A tag is "<" + name or "</" + name not escaped; autolinks (<https://…>) are Markdown.
  for (const match of prose.matchAll(/(?<!\\)<\/?([A-Za-z][\w.-]*)(?=[\s/>])[^>\n]*>/g)) found.push(match[0]);
  for (const match of prose.matchAll(/<!--[\s\S]*?-->/g)) found.push(match[0]);
  return found;
}

/** Heading text without Markdown punctuation, for comparing a twin with the page. */
export const plainHeading = (text: string) =>
  text.replace(/\]\([^)]*\)/g, '').replace(/[\\`*_[\]]/g, '').replace(/\s+/g, ' ').trim();
