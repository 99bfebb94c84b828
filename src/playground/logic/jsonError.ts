/**
 * Where JSON text first goes wrong, as an offset. JSON.parse's messages carry a position in some
 * engines and versions but not in others, so the playground finds it itself with a small scanner.
 */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i += 1;
  };
  const fail = (): never => {
    throw i;
  };
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail();
  };
  const string = () => {
    i += 1;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') {
        i += 1;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail();
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? 'x')) fail();
      } else if (text.charCodeAt(i) < 0x20) fail();
      i += 1;
    }
    if (i >= text.length) fail();
    i += 1;
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/.exec(text.slice(i));
    if (!match) fail();
    i += match![0].length;
  };
  const value = (): void => {
    space();
    const char = text[i];
    if (char === '{') {
      i += 1;
      space();
      if (text[i] === '}') return void (i += 1);
      for (;;) {
        space();
        if (text[i] !== '"') fail();
        string();
        space();
        if (text[i] !== ':') fail();
        i += 1;
        value();
        space();
        if (text[i] === ',') i += 1;
        else if (text[i] === '}') return void (i += 1);
        else fail();
      }
    }
    if (char === '[') {
      i += 1;
      space();
      if (text[i] === ']') return void (i += 1);
      for (;;) {
        value();
        space();
        if (text[i] === ',') i += 1;
        else if (text[i] === ']') return void (i += 1);
        else fail();
      }
    }
    if (char === '"') return string();
    if (char === 't') return literal('true');
    if (char === 'f') return literal('false');
    if (char === 'n') return literal('null');
    return number();
  };
  try {
    value();
    space();
    return i < text.length ? i : -1;
  } catch (offset) {
    return typeof offset === 'number' ? offset : 0;
  }
}
