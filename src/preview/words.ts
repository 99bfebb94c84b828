/**
 * Splits a variable's inside into its name and values. Values are separated by spaces; a value in
 * double or single quotes or backticks keeps its spaces; a nested variable is part of the value it sits in.
 * The first `|` outside quotes starts the fallback (`${1|everyone}`, an `if`'s else).
 */
import type {ReplyNode, VariableNode} from './types';

export interface Word {
  parts: ReplyNode[];
  /** The quote the value was written in, if any (the quotes are not part of `parts`). */
  quote: '"' | "'" | '`' | null;
  start: number;
  end: number;
}

export interface VariableParts {
  words: Word[];
  /** Everything after the first top-level `|`, or null when there is none. */
  fallback: ReplyNode[] | null;
}

const isSpace = (char: string) => char === ' ' || char === '\t' || char === '\n' || char === '\r';

export function splitVariable(node: VariableNode): VariableParts {
  const words: Word[] = [];
  let fallback: ReplyNode[] | null = null;
  let current: Word | null = null;
  const closed = new Set<Word>();
  const finish = () => {
    if (current) words.push(current);
    current = null;
  };
  const add = (part: ReplyNode, start: number, end: number, quote: Word['quote'] = null) => {
    if (!current) current = {parts: [], quote, start, end};
    const last = current.parts[current.parts.length - 1];
    if (part.kind === 'text' && last?.kind === 'text') {
      last.text += part.text;
      last.end = part.end;
    } else current.parts.push(part);
    current.end = end;
  };

  for (const part of node.content) {
    if (fallback) {
      fallback.push(part);
      continue;
    }
    if (part.kind === 'var') {
      add(part, part.start, part.end);
      continue;
    }
    const {text} = part;
    // Ordinary characters are taken in runs (up to the next space, `|` or closing quote), so a long
    // reply costs one text piece per word, not one per character.
    let i = 0;
    while (i < text.length) {
      const char = text.charAt(i);
      const at = part.start + i;
      const quote: Word['quote'] = current ? current.quote : null;
      if (quote) {
        // A closing quote ends the value only when a space, a `|` or the end follows it.
        const after = text.charAt(i + 1);
        const endsHere = char === quote && (after === '' || isSpace(after) || after === '|');
        if (endsHere) {
          (current as Word).end = at + 1;
          closed.add(current as Word);
          finish();
          i += 1;
          continue;
        }
        const next = text.indexOf(quote, i + 1);
        const end = next === -1 ? text.length : next;
        add({kind: 'text', text: text.slice(i, end), start: at, end: part.start + end}, at, part.start + end);
        i = end;
        continue;
      }
      if (isSpace(char)) {
        finish();
        i += 1;
        continue;
      }
      if (char === '|') {
        finish();
        const rest = text.slice(i + 1);
        fallback = rest ? [{kind: 'text', text: rest, start: at + 1, end: part.end}] : [];
        break;
      }
      if (!current && (char === '"' || char === "'" || char === '`')) {
        current = {parts: [], quote: char, start: at, end: at + 1};
        i += 1;
        continue;
      }
      let end = i + 1;
      while (end < text.length && !isSpace(text.charAt(end)) && text.charAt(end) !== '|') end += 1;
      add({kind: 'text', text: text.slice(i, end), start: at, end: part.start + end}, at, part.start + end);
      i = end;
    }
  }
  finish();
  // An unfinished quote keeps its opening mark, so `"Go` reads as typed.
  for (const word of words) {
    if (word.quote && !closed.has(word)) {
      word.parts.unshift({kind: 'text', text: word.quote, start: word.start, end: word.start + 1});
      word.quote = null;
    }
  }
  return {words, fallback};
}
