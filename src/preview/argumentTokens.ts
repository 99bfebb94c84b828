/**
 * The argument tokens (src/data/variables/entries/args.ts, updates-2026c): `${N}`, `${N:}`,
 * `${N:M}` and `${:M}` pick words of the chat message by position, the command being word 0. A
 * single position may be followed by `username` (or `word`) or `emote`, after a space, or by `.word`
 * or `.emote`. A range written backwards or with a negative number is no token: the bot leaves it as
 * typed. There is no `${args}`.
 */

export type WordCheck = 'username' | 'emote';

export type ArgumentToken =
  | {kind: 'words'; from: number; to: number | null; check: WordCheck | null; single: boolean}
  | {kind: 'invalid'; why: string};

/** What may follow a single position after a space (`${1 word}` is `${1 username}`). */
const spacedChecks: Readonly<Record<string, WordCheck>> = {username: 'username', word: 'username', emote: 'emote'};
/** What may follow it after a dot: only the two forms the facts give. */
const dottedChecks: Readonly<Record<string, WordCheck>> = {word: 'username', emote: 'emote'};

/** Anything made of digits, colons and minus signs only is read as a token (and may be invalid). */
const tokenShaped = /^[\d:-]+$/;

/**
 * Reads a variable's name (lower case) as an argument token; null when it is no token at all. A
 * name such as `3:1` or `-2` is a token the bot does not accept: `invalid`, with the reason.
 */
export function parseArgumentToken(name: string): ArgumentToken | null {
  const dotted = /^(\d+)\.([a-z]+)$/.exec(name);
  if (dotted) {
    const check = dottedChecks[dotted[2] ?? ''];
    return check ? {kind: 'words', from: Number(dotted[1]), to: Number(dotted[1]), check, single: true} : null;
  }
  if (!tokenShaped.test(name) || !/\d/.test(name)) return name === ':' ? {kind: 'invalid', why: 'it names no position'} : null;
  if (name.includes('-')) return {kind: 'invalid', why: 'a position cannot be negative'};
  const single = /^(\d+)$/.exec(name);
  if (single) return {kind: 'words', from: Number(single[1]), to: Number(single[1]), check: null, single: true};
  const range = /^(\d*):(\d*)$/.exec(name);
  if (!range) return {kind: 'invalid', why: 'it is not one of the four shapes'};
  const [, start = '', end = ''] = range;
  const from = start === '' ? 0 : Number(start);
  const to = end === '' ? null : Number(end);
  if (to !== null && to < from) return {kind: 'invalid', why: 'the range runs backwards'};
  return {kind: 'words', from, to, check: null, single: false};
}

/** The check a value after a single position asks for (`username`, `word`, `emote`), or null for any other value. */
export function spacedCheck(value: string): WordCheck | null {
  return spacedChecks[value.toLowerCase()] ?? null;
}

/** Letters, digits and `_`, an optional `@` in front, up to 30 characters (src/data/variables: args). */
export const usernameShape = /^@?[\p{L}\p{N}_]{1,30}$/u;

/** A leading `/` or `.` is dropped from every word the chatter typed. */
export const stripLeading = (word: string): string => word.replace(/^[/.]+/, '');

/** The words a token picks from the message's words (word 0 is the command). */
export function pickWords(token: Extract<ArgumentToken, {kind: 'words'}>, words: readonly string[]): string[] {
  const end = token.to === null ? words.length : token.to + 1;
  return words.slice(token.from, end);
}
