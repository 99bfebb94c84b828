/** Measurements of a chat message that the filters' rules share. Linear in the message's length. */

/** Code points (an emoji is one); see approximations.characters. */
export function characterCount(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i += 1;
    }
    count += 1;
  }
  return count;
}

const upper = /\p{Lu}/u;
/** Capital letters of any alphabet. */
export function capitalCount(text: string): number {
  let count = 0;
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code < 128 ? code >= 65 && code <= 90 : upper.test(char)) count += 1;
  }
  return count;
}

const notSymbol = /[\p{L}\p{M}\p{Nd}\s]/u;
const joiner = /^(?:\u200d|\p{Emoji_Modifier}|[\u{e0020}-\u{e007f}]|[\ufe00-\ufe0f])$/u;
/** The mark that makes a digit, * or # a keycap emoji (1️⃣). */
const KEYCAP = '\u20e3';
/**
 * Symbols: every character that is not a letter, a digit or a space (accents are marks on letters,
 * not symbols). A run of code points joined by a zero-width joiner or a variation selector, and a
 * pair of regional indicators (a flag), count once; a joiner after a letter joins nothing, so it
 * cannot hide the symbol after it. A keycap (a digit with its keycap mark) is an emoji and counts.
 */
export function symbolCount(text: string): number {
  let count = 0;
  let afterSymbol = false;
  let joinNext = false;
  let flagHalf = false;
  for (const char of text) {
    if (char === KEYCAP) {
      // A digit's keycap is one emoji; # and * were counted already as what they are.
      if (!afterSymbol) count += 1;
      afterSymbol = true;
      continue;
    }
    if (joiner.test(char)) {
      if (char === '\u200d') joinNext = afterSymbol;
      continue;
    }
    const code = char.charCodeAt(0);
    // ASCII without a regular expression: letters, digits and white space are not symbols.
    const plain = code < 128 ? (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 32 || (code >= 9 && code <= 13) : notSymbol.test(char);
    const isFlagHalf = code >= 0xd800 && /\p{Regional_Indicator}/u.test(char);
    if (plain) {
      joinNext = false;
      flagHalf = false;
      afterSymbol = false;
      continue;
    }
    if (joinNext) joinNext = false;
    else if (isFlagHalf && flagHalf) flagHalf = false;
    else {
      count += 1;
      flagHalf = isFlagHalf;
    }
    afterSymbol = true;
  }
  return count;
}

/** Non-spacing and enclosing marks, less the variation selectors that pick an emoji's style. */
const combining = /(?![\ufe00-\ufe0f\u{e0100}-\u{e01ef}])[\p{Mn}\p{Me}]/u;
export function combiningCount(text: string): number {
  let count = 0;
  for (const char of text) if (combining.test(char)) count += 1;
  return count;
}

/** The message's words, split at white space. */
export const words = (text: string): string[] => text.split(/\s+/u).filter((word) => word !== '');

/** A word with the punctuation at its edges taken off, in lower case (see approximations.repeatedWords). */
export const bareWord = (word: string): string => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '').toLowerCase();

/** "62 %": a share to the nearest whole percent, never rounded onto or over a limit it is under. */
export function percentText(share: number): string {
  return `${Math.floor(share * 1000) / 10} %`.replace('.0 %', ' %');
}

/** One formatter for every count: `toLocaleString` builds a new one per call, which a 1,000-line log pays thousands of times. */
const counts = new Intl.NumberFormat('en');
export const count = (value: number): string => counts.format(value);
export const plural = (n: number, one: string, many = `${one}s`): string => `${count(n)} ${n === 1 ? one : many}`;
