import type {PrismTheme} from 'prism-react-renderer';
import type {CSSProperties} from 'react';

/** One token of one line, the shape the theme's CodeBlock Line renders. */
export type LineToken = {types: string[]; content: string; empty?: boolean};
type PrismToken = string | {type: string; content: PrismToken | PrismToken[]; alias?: string | string[]};
type Grammar = object;
export type PrismLike = {languages: Record<string, Grammar | undefined>; tokenize: (code: string, grammar: Grammar) => PrismToken[]};

const NEWLINE = /\r\n|\r|\n/;

function withTypes(types: string[], add: string | string[] | undefined): string[] {
  let out = types;
  for (const type of add === undefined ? [] : [add].flat()) if (out.at(-1) !== type) out = [...out, type];
  return out;
}

/** An empty line still needs a token, or the line collapses; the theme marks it `empty`. */
function closeLine(line: LineToken[]): void {
  if (line.length === 0) line.push({types: ['plain'], content: '\n', empty: true});
  else if (line.length === 1 && line[0]!.content === '') Object.assign(line[0]!, {content: '\n', empty: true});
}

/**
 * Prism's nested token stream, flattened into lines of tokens. A token carries its own type, its
 * aliases and those of the tokens it sits in; text outside any token is `plain`.
 */
export function tokensToLines(stream: PrismToken[]): LineToken[][] {
  const lines: LineToken[][] = [[]];
  const walk = (tokens: PrismToken[], types: string[]) => {
    for (const token of tokens) {
      const tokenTypes = typeof token === 'string' ? (types.length > 0 ? types : ['plain']) : withTypes(withTypes(types, token.type), token.alias);
      const content = typeof token === 'string' ? token : token.content;
      if (typeof content !== 'string') {
        walk(Array.isArray(content) ? content : [content], tokenTypes);
        continue;
      }
      content.split(NEWLINE).forEach((part, i) => {
        if (i > 0) {
          closeLine(lines.at(-1)!);
          lines.push([]);
        }
        lines.at(-1)!.push({types: tokenTypes, content: part});
      });
    }
  };
  walk(stream, []);
  closeLine(lines.at(-1)!);
  return lines;
}

/** Lines of tokens for `code`; a language without a grammar comes back as plain text. */
export function highlightLines(prism: PrismLike, code: string, language: string): LineToken[][] {
  const grammar = prism.languages[language.toLowerCase()];
  return tokensToLines(grammar ? prism.tokenize(code, grammar) : [code]);
}

export type StyleDictionary = Record<string, CSSProperties | undefined>;

/** The theme's styles by token type, for one language (theme entries may be limited to some). */
export function styleDictionary(theme: PrismTheme, language: string): StyleDictionary {
  const dictionary: StyleDictionary = {};
  for (const entry of theme.styles) {
    if (entry.languages && !entry.languages.includes(language as never)) continue;
    for (const type of entry.types) dictionary[type] = {...dictionary[type], ...(entry.style as CSSProperties)};
  }
  return {...dictionary, root: theme.plain as CSSProperties, plain: {...(theme.plain as CSSProperties), backgroundColor: undefined}};
}

/** A token's inline style: the styles of all its types, merged; plain text takes the line's. */
export function tokenStyle(dictionary: StyleDictionary, {types, empty}: LineToken): CSSProperties | undefined {
  if (types.length === 1 && types[0] === 'plain') return empty ? {display: 'inline-block'} : undefined;
  if (types.length === 1 && empty) return dictionary[types[0]!];
  return Object.assign(empty ? {display: 'inline-block'} : {}, ...types.map((type) => dictionary[type]));
}
