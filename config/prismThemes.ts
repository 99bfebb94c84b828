import type {PrismTheme} from 'prism-react-renderer';

/** The token kinds both code themes colour, in the order their styles are listed. */
const tokenGroups = {
  strings: ['string', 'attr-value', 'char', 'template-string', 'url'],
  values: ['number', 'boolean', 'constant', 'property', 'variable', 'regex', 'symbol', 'entity', 'inserted', 'attr-name'],
  keywords: ['keyword', 'atrule', 'selector', 'important', 'deleted'],
  functions: ['function', 'function-variable', 'class-name', 'builtin'],
  tags: ['tag'],
  punctuation: ['punctuation', 'operator'],
};

type Palette = Record<keyof typeof tokenGroups | 'comment', string>;

/**
 * Code colours that keep every token at WCAG AA contrast (4.5:1) on their background.
 * The stock github/dracula themes fall below it for strings, numbers and comments.
 */
function theme(plain: PrismTheme['plain'], palette: Palette): PrismTheme {
  return {
    plain,
    styles: [
      {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: palette.comment, fontStyle: 'italic'}},
      {types: ['namespace'], style: {opacity: 0.85}},
      ...Object.entries(tokenGroups).map(([group, types]) => ({types, style: {color: palette[group as keyof typeof tokenGroups]}})),
    ],
  };
}

export const lightCodeTheme = theme(
  {color: '#24292f', backgroundColor: '#f6f8fa'},
  {strings: '#0a3069', values: '#0550ae', keywords: '#a0111f', functions: '#6639ba', tags: '#116329', punctuation: '#24292f', comment: '#57606a'},
);

export const darkCodeTheme = theme(
  {color: '#e6edf3', backgroundColor: '#1b1f2a'},
  {strings: '#a5d6ff', values: '#79c0ff', keywords: '#ff9492', functions: '#d2a8ff', tags: '#7ee787', punctuation: '#c9d1d9', comment: '#9ea7b3'},
);
