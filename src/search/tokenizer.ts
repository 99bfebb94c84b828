/**
 * One tokenizer for the index (build time, Node) and the query (browser), so both sides agree.
 * Symbols are words here: `!8ball`, `${random.pick}`, `channel.tips` and `onEventReceived` must be
 * findable with and without their punctuation, so each chunk yields its plain words plus the
 * joined forms ("random.pick", "randompick"), the command form ("!8ball") and camelCase parts.
 */

import {pathTerms} from './pathTerms';
import {placeholderTerms} from './placeholderTerms';
import {MAX_QUERY_CHARS} from './queryLimit';

function hasNonAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 127) return true;
  return false;
}

export function fold(text: string): string {
  // Most text is ASCII; Unicode normalisation is the costly part of indexing, so skip it there.
  if (!hasNonAscii(text)) return text.toLowerCase();
  // German ß (and capital ẞ, which lower-cases to ß) has no decomposition; people without a German keyboard type "ss".
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/ß/g, 'ss');
}

export interface Token {
  /** The folded token. */
  term: string;
  /** True for a plain word; false for a derived form (compound, joined, command, camel part). */
  word: boolean;
}

/*
 * A hand-written scanner instead of regular expressions: indexing runs in the browser on the
 * first search, and this is several times faster. A chunk is a run of characters without
 * whitespace or hard separators (so "channel.tips", "!8ball" and "${random.pick" stay whole);
 * a word is a run of letters, digits and "_" inside a chunk.
 */
const SEPARATORS = ' \t\n\r\f\v,;()[]{}<>"\'`|=+*/\\?&^~';
const SEP = new Uint8Array(128);
for (const c of SEPARATORS) SEP[c.charCodeAt(0)] = 1;
const unicodeWordChar = new Map<number, boolean>();
const UNICODE_WORD = /[\p{L}\p{N}]/u;
const UNICODE_SPACE = /\s/u;

function isWordChar(code: number): boolean {
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57) || code === 95;
  let known = unicodeWordChar.get(code);
  if (known === undefined) unicodeWordChar.set(code, (known = UNICODE_WORD.test(String.fromCharCode(code))));
  return known;
}

function isSeparator(code: number): boolean {
  return code < 128 ? SEP[code] === 1 : code === 0xa0 || (code >= 0x2000 && code <= 0x200b) || code === 0x3000 || (code > 0x1000 && UNICODE_SPACE.test(String.fromCharCode(code)));
}

const isUpper = (code: number) => code >= 65 && code <= 90;
const isLower = (code: number) => (code >= 97 && code <= 122) || (code >= 48 && code <= 57);

/** camelCase parts of an ASCII identifier: onEventReceived -> on, Event, Received; XMLHttp -> XML, Http. */
function camelParts(word: string): string[] {
  const parts: string[] = [];
  let from = 0;
  for (let i = 1; i < word.length; i++) {
    const prev = word.charCodeAt(i - 1);
    const cur = word.charCodeAt(i);
    const next = i + 1 < word.length ? word.charCodeAt(i + 1) : 0;
    if ((isLower(prev) && isUpper(cur)) || (isUpper(prev) && isUpper(cur) && isLower(next) && next !== 0 && !(next >= 48 && next <= 57))) {
      parts.push(word.slice(from, i));
      from = i;
    }
  }
  parts.push(word.slice(from));
  return parts;
}

/** Emits the tokens of text[start, end) (one chunk) through `emit`. */
function scanChunk(text: string, start: number, end: number, emit: (term: string, word: boolean) => void): void {
  let words = 0;
  let firstWord = '';
  let firstStart = -1;
  let joined = '';
  let lastEnd = start;
  let i = start;
  while (i < end) {
    if (!isWordChar(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const from = i;
    let mixed = false;
    while (i < end && isWordChar(text.charCodeAt(i))) {
      if (i > from && isUpper(text.charCodeAt(i)) && !isUpper(text.charCodeAt(i - 1))) mixed = true;
      else if (i > from + 1 && isLower(text.charCodeAt(i)) && isUpper(text.charCodeAt(i - 1)) && isUpper(text.charCodeAt(i - 2))) mixed = true;
      i++;
    }
    const raw = text.slice(from, i);
    const term = fold(raw);
    emit(term, true);
    if (mixed && !hasNonAscii(raw)) {
      const parts = camelParts(raw);
      if (parts.length > 1) for (const part of parts) emit(fold(part), false);
    }
    if (words === 0) {
      firstWord = term;
      firstStart = from;
    }
    joined += term;
    words++;
    lastEnd = i;
  }
  if (words > 1) {
    emit(fold(text.slice(firstStart, lastEnd)), false);
    emit(joined, false);
  }
  if (words > 0 && text.charCodeAt(start) === 33 && firstStart === start + 1) emit(`!${firstWord}`, false);
}

function scan(text: string, emit: (term: string, word: boolean) => void): void {
  let i = 0;
  const n = text.length;
  while (i < n) {
    while (i < n && isSeparator(text.charCodeAt(i))) i++;
    const start = i;
    while (i < n && !isSeparator(text.charCodeAt(i))) i++;
    if (i > start) scanChunk(text, start, i, emit);
  }
}

/** Tokens of one chunk of text (no whitespace inside), each term once. */
export function chunkTokens(chunk: string): Token[] {
  return tokenize(chunk);
}

/** Every token of a text, each term once, in order of first appearance. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const seen = new Set<string>();
  // A repeated stop word stays: it may be part of a synonym phrase ("a bunch of commands with a script").
  const add = (term: string, word: boolean) => {
    if (term === '' || (seen.has(term) && !(word && STOP_WORDS.has(term)))) return;
    seen.add(term);
    out.push({term, word});
  };
  scan(text, add);
  pathTerms(text, (term) => add(term, false));
  placeholderTerms(text, (term) => add(term, false));
  return out;
}

/** Index-side tokenizer: every term, repeats kept so term frequency counts. */
export function indexTerms(text: string): string[] {
  const out: string[] = [];
  const add = (term: string) => {
    if (term !== '') out.push(term);
  };
  scan(text, add);
  pathTerms(text, add);
  placeholderTerms(text, add);
  return out;
}

/** Words a question carries that say nothing about the topic ("how do I ... in the chat"). */
export const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from', 'how', 'i',
  'in', 'is', 'it', 'my', 'of', 'on', 'or', 'the', 'to', 'what', 'when', 'where', 'which', 'who',
  'why', 'with', 'you', 'your', 'me', 'there', 'this', 'that', 'get', 'use', 'using',
  's', 't', 'its', 'has', 'have', 'will', 'if', 'but', 'so', 'then', 'than', 'also', 'into', 'they',
  'them', 'their', 'these', 'those', 'was', 'were', 'been', 'more', 'only', 'such', 'one',
  'someone', 'somebody', 'something', 'anyone', 'anybody', 'anything', 'way', 'please',
  // Fillers of a wish, not its object: "let viewers pick", "I want chat to", "need the bot to".
  'let', 'lets', 'want', 'wants', 'need', 'needs', 'while',
]);

export interface QueryTerms {
  /** Words that must all match (stop words dropped unless nothing else is left). */
  required: string[];
  /** Joined forms of the query's compounds, used to reward exact symbol matches. */
  bonus: string[];
}

/** Splits a query into required words and bonus compounds. */
export function queryTerms(query: string): QueryTerms {
  const tokens = tokenize(query.slice(0, MAX_QUERY_CHARS));
  const words = tokens.filter((t) => t.word).map((t) => t.term);
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return {
    required: meaningful.length > 0 ? meaningful : words,
    bonus: tokens.filter((t) => !t.word).map((t) => t.term),
  };
}
