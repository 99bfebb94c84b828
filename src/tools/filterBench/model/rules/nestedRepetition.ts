/**
 * Nested repetition in a regular expression: a group that holds an open-ended quantifier (`*`, `+`,
 * `{n,}`) and is itself repeated, as in `(a+)+` or `(?:\w+\s?)*`. The browser's engine backtracks
 * through every way of splitting the text between the two, which takes seconds to minutes on a line
 * of a few dozen characters that almost matches; RE2, which the chatbot uses, runs it in linear time.
 */
type Group = {repeats: boolean};

/** Whether the character at `at` starts an open-ended quantifier: `*`, `+` or `{n,}`. */
function openEndedAt(source: string, at: number): boolean {
  const char = source[at];
  if (char === '*' || char === '+') return true;
  return char === '{' && /^\{\d+,\}/u.test(source.slice(at));
}

export function hasNestedRepetition(source: string): boolean {
  const stack: Group[] = [{repeats: false}];
  let inClass = false;
  for (let at = 0; at < source.length; at++) {
    const char = source[at];
    if (char === '\\') {
      at += 1;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      continue;
    }
    if (char === '[') inClass = true;
    else if (char === '(') stack.push({repeats: false});
    else if (char === ')' && stack.length > 1) {
      const group = stack.pop()!;
      if (group.repeats && openEndedAt(source, at + 1)) return true;
      // A group that repeats inside makes its enclosing group repeat inside too.
      if (group.repeats) stack[stack.length - 1]!.repeats = true;
    } else if (openEndedAt(source, at)) stack[stack.length - 1]!.repeats = true;
  }
  return false;
}
