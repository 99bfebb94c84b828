/**
 * A plain banned phrase with * wildcards (any run of non-space characters), matched as a whole word
 * in any case, without a regular expression. The expression it stands for,
 * `(?<![\p{L}\p{N}_])a\S*b\S*c(?![\p{L}\p{N}_])`, retries every way of splitting a long word between
 * its stars and took seconds on one word of a few hundred letters; this walk is linear.
 *
 * With no space inside the phrase's parts, a match lies inside one run of non-space characters. In
 * a run, the first place the phrase may start is the only one worth trying: each part taken at its
 * first place leaves the most room for the next, so a later start never matches where the first did not.
 */
/** A character of a word, as the whole-word match reads it (also the expressions' boundary, bannedWords.ts). */
export const WORD_CHAR = '[\\p{L}\\p{N}_]';
const wordChar = new RegExp(WORD_CHAR, 'u');
const isWord = (char: string | undefined) => char !== undefined && wordChar.test(char);

function matchesInRun(run: string, pieces: readonly string[]): boolean {
  const first = pieces[0]!;
  let start = -1;
  if (first === '') start = 0;
  else {
    for (let at = run.indexOf(first); at >= 0; at = run.indexOf(first, at + 1)) {
      if (at === 0 || !isWord(run[at - 1])) {
        start = at;
        break;
      }
    }
  }
  if (start < 0) return false;
  let at = start + first.length;
  for (let i = 1; i < pieces.length - 1; i++) {
    const found = run.indexOf(pieces[i]!, at);
    if (found < 0) return false;
    at = found + pieces[i]!.length;
  }
  const last = pieces[pieces.length - 1]!;
  if (last === '') return true;
  for (let found = run.indexOf(last, at); found >= 0; found = run.indexOf(last, found + 1)) {
    if (!isWord(run[found + last.length])) return true;
  }
  return false;
}

/** A test for a phrase with wildcards and no space in its parts; null for any other phrase (the expression runs it). */
export function plainWildcardTest(phrase: string): ((text: string) => boolean) | null {
  const pieces = phrase.trim().toLowerCase().split('*');
  if (pieces.length < 2 || pieces.some((piece) => /\s/u.test(piece))) return null;
  return (text) => text.toLowerCase().split(/\s+/u).some((run) => run !== '' && matchesInRun(run, pieces));
}
