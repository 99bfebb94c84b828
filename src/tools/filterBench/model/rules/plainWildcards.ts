/**
 * A plain banned phrase with * wildcards (any run of non-space characters), matched as a whole word
 * in any case, without a regular expression. The expression it stands for, with flags `iu`, is
 * `(?<![\p{L}\p{N}_])a\S*b c\S*(?![\p{L}\p{N}_])` for `a*b c*`: each * a `\S*`, every other character
 * literal, spaces and tabs included. The browser's engine retries every way of splitting a long word
 * between the stars: seconds on one word of a few hundred letters, and the page froze once the
 * phrase held a space.
 *
 * The walk reads the text once, keeping every place in the phrase that a match begun after a
 * non-word character could have reached so far; a star's place stays while non-space characters
 * follow. That costs text length times phrase length at worst, and it keeps the expression's odd
 * cases without listing them: a phrase part that is only stars may match nothing, so `* b` finds
 * ` b` inside the two spaces of `x  b`.
 */
/** A character of a word, as the whole-word match reads it (also the expressions' boundary, bannedWords.ts). */
export const WORD_CHAR = '[\\p{L}\\p{N}_]';
// With the i flag, as in the expression: there U+0345, a combining mark, counts as a letter (it folds to ι).
const wordChar = new RegExp(`^${WORD_CHAR}$`, 'iu');
const spaceChar = /^\s$/u;

// What the walk needs of a code point besides itself, kept per code point met.
const WORD = 1;
const SPACE = 2;
const bmp = new Int8Array(0x10000).fill(-1);
const astral = new Map<number, number>();

function kind(code: number): number {
  const known = code < 0x10000 ? bmp[code]! : astral.get(code);
  if (known !== undefined && known >= 0) return known;
  const char = String.fromCodePoint(code);
  const found = (wordChar.test(char) ? WORD : 0) + (spaceChar.test(char) ? SPACE : 0);
  if (code < 0x10000) bmp[code] = found;
  else {
    if (astral.size >= 4096) astral.clear();
    astral.set(code, found);
  }
  return found;
}

/**
 * Whether a code point equals `literal` ignoring case, as the expression's i flag compares. The
 * engine itself answers outside ASCII: lowercasing is not the same (it keeps the Kelvin sign apart
 * from k, turns İ into two characters and a final Σ into ς), and its classes follow the browser's
 * Unicode version (ΐ and ΐ are equal in recent ones).
 */
function sameAs(literal: number): (code: number) => boolean {
  const expression = new RegExp(`^\\u{${literal.toString(16)}}$`, 'iu');
  const known = new Map<number, boolean>();
  return (code) => {
    if (code === literal) return true;
    if (code < 0x80 && literal < 0x80) return (code | 32) === (literal | 32) && (code | 32) >= 0x61 && (code | 32) <= 0x7a;
    let found = known.get(code);
    if (found === undefined) {
      if (known.size >= 4096) known.clear();
      found = expression.test(String.fromCodePoint(code));
      known.set(code, found);
    }
    return found;
  };
}

/** Whether `text` holds the phrase: `literals` test its characters in turn, `loops[s]` says a star follows the s-th. */
function walk(text: string, literals: readonly ((code: number) => boolean)[], loops: readonly boolean[]): boolean {
  const end = literals.length;
  let now = new Int32Array(end + 1);
  let next = new Int32Array(end + 1);
  // The step at which a place was last put in `next`, so that each is kept once.
  const listed = new Int32Array(end + 1).fill(-1);
  let count = 0;
  let afterWord = false;
  for (let at = 0, step = 0; ; step++) {
    const code = at < text.length ? text.codePointAt(at)! : -1;
    const info = code < 0 ? 0 : kind(code);
    if (!afterWord && listed[0] !== step) {
      listed[0] = step;
      now[count++] = 0;
    }
    if (listed[end] === step && (info & WORD) === 0) return true;
    if (code < 0) return false;
    let nextCount = 0;
    for (let i = 0; i < count; i++) {
      const place = now[i]!;
      if (place < end && listed[place + 1] !== step + 1 && literals[place]!(code)) {
        listed[place + 1] = step + 1;
        next[nextCount++] = place + 1;
      }
      if (loops[place] && (info & SPACE) === 0 && listed[place] !== step + 1) {
        listed[place] = step + 1;
        next[nextCount++] = place;
      }
    }
    [now, next] = [next, now];
    count = nextCount;
    afterWord = (info & WORD) !== 0;
    at += code > 0xffff ? 2 : 1;
  }
}

/** A test for a phrase with wildcards; null for a phrase without a star (bannedWords.ts matches it as a literal). */
export function plainWildcardTest(phrase: string): ((text: string) => boolean) | null {
  const trimmed = phrase.trim();
  if (!trimmed.includes('*')) return null;
  const literals: ((code: number) => boolean)[] = [];
  const loops: boolean[] = [false];
  for (const char of trimmed) {
    if (char === '*') loops[literals.length] = true;
    else {
      literals.push(sameAs(char.codePointAt(0)!));
      loops.push(false);
    }
  }
  return (text) => walk(text, literals, loops);
}
