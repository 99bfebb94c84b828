import type {Processor} from 'unified';

/**
 * remark-gfm's writer escapes the `:` of `https://`, the `.` after `www` and the `@` of an address
 * (`https\://example.com`), so that text the page showed as plain text is not read back as a link.
 * A twin's readers copy from the raw file, where the backslash is in the way, and a GFM reader links
 * a bare address anyway: this plugin, used after remark-gfm, writes those characters as they are.
 * Only those three escapes go; everything else the writer escapes stays escaped.
 */
type Unsafe = {character: string; before?: string; after?: string};
type Extension = {unsafe?: Unsafe[]; extensions?: Extension[]};

const AUTOLINK_LITERAL_ESCAPES: Unsafe[] = [
  {character: '@', before: '[+\\-.\\w]', after: '[\\-.\\w]'},
  {character: '.', before: '[Ww]', after: '[\\-.\\w]'},
  {character: ':', before: '[ps]', after: '\\/'},
];

const isAutolinkEscape = (rule: Unsafe) => AUTOLINK_LITERAL_ESCAPES.some((escape) => escape.character === rule.character && escape.before === rule.before && escape.after === rule.after);

/** A copy of the extension without the autolink-literal escapes (the objects remark-gfm made are not changed). */
function withoutAutolinkEscapes(extension: Extension): Extension {
  return {
    ...extension,
    ...(extension.unsafe ? {unsafe: extension.unsafe.filter((rule) => !isAutolinkEscape(rule))} : {}),
    ...(extension.extensions ? {extensions: extension.extensions.map(withoutAutolinkEscapes)} : {}),
  };
}

export default function remarkBareAddresses(this: Processor): void {
  const data = this.data() as {toMarkdownExtensions?: Extension[]};
  if (data.toMarkdownExtensions) data.toMarkdownExtensions = data.toMarkdownExtensions.map(withoutAutolinkEscapes);
}
