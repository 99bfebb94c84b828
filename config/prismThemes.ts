import type {PrismTheme} from 'prism-react-renderer';

/**
 * Code colours that keep every token at WCAG AA contrast (4.5:1) on their background.
 * The stock github/dracula themes fall below it for strings, numbers and comments.
 */
function theme(plain: PrismTheme['plain'], colors: Record<string, string[]>, comment: string): PrismTheme {
  return {
    plain,
    styles: [
      {types: ['comment', 'prolog', 'doctype', 'cdata'], style: {color: comment, fontStyle: 'italic'}},
      {types: ['namespace'], style: {opacity: 0.85}},
      ...Object.entries(colors).map(([color, types]) => ({types, style: {color}})),
    ],
  };
}

export const lightCodeTheme = theme(
  {color: '#24292f', backgroundColor: '#f6f8fa'},
  {
    '#0a3069': ['string', 'attr-value', 'char', 'template-string', 'url'],
    '#0550ae': ['number', 'boolean', 'constant', 'property', 'variable', 'regex', 'symbol', 'entity', 'inserted', 'attr-name'],
    '#a0111f': ['keyword', 'atrule', 'selector', 'important', 'deleted'],
    '#6639ba': ['function', 'function-variable', 'class-name', 'builtin'],
    '#116329': ['tag'],
    '#24292f': ['punctuation', 'operator'],
  },
  '#57606a',
);

export const darkCodeTheme = theme(
  {color: '#e6edf3', backgroundColor: '#1b1f2a'},
  {
    '#a5d6ff': ['string', 'attr-value', 'char', 'template-string', 'url'],
    '#79c0ff': ['number', 'boolean', 'constant', 'property', 'variable', 'regex', 'symbol', 'entity', 'inserted', 'attr-name'],
    '#ff9492': ['keyword', 'atrule', 'selector', 'important', 'deleted'],
    '#d2a8ff': ['function', 'function-variable', 'class-name', 'builtin'],
    '#7ee787': ['tag'],
    '#c9d1d9': ['punctuation', 'operator'],
  },
  '#9ea7b3',
);
