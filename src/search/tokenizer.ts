/**
 * One tokenizer for the index (build time, Node) and the query (browser), so both sides agree.
 * Symbols are words here: `!8ball`, `${random.pick}`, `channel.tips` and `onEventReceived` must be
 * findable with and without their punctuation, so each chunk yields its plain words plus the
 * joined forms ("random.pick", "randompick"), the command form ("!8ball") and camelCase parts.
 */

/** Characters that always end a chunk; `.`, `-`, `:`, `!`, `$`, `#`, `@` stay inside so compounds survive. */
const CHUNK = /[^\s,;()[\]{}<>"'`|=+*/\\?&^~]+/gu;
const WORD = /[\p{L}\p{N}_]+/gu;
const CAMEL = /[\p{Lu}]?[\p{Ll}\p{N}]+|[\p{Lu}]+(?![\p{Ll}])/gu;
const EDGE = /^[^\p{L}\p{N}_]+|[^\p{L}\p{N}_]+$/gu;

/** Lower case without accents, so "Ä" matches "a". */
export function fold(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

export interface Token {
  /** The folded token. */
  term: string;
  /** True for a plain word; false for a derived form (compound, joined, command, camel part). */
  word: boolean;
}

function pushUnique(out: Token[], seen: Set<string>, term: string, word: boolean): void {
  if (term === '' || seen.has(term)) return;
  seen.add(term);
  out.push({term, word});
}

/** Tokens of one chunk of text (no whitespace inside). */
export function chunkTokens(chunk: string, out: Token[] = [], seen = new Set<string>()): Token[] {
  const words = chunk.match(WORD);
  if (!words) return out;
  for (const w of words) {
    pushUnique(out, seen, fold(w), true);
    const parts = w.match(CAMEL);
    // camelCase and PascalCase identifiers also answer to their parts: onEventReceived -> event.
    if (parts && parts.length > 1 && parts.join('') === w) {
      for (const p of parts) pushUnique(out, seen, fold(p), false);
    }
  }
  if (words.length > 1) {
    pushUnique(out, seen, fold(chunk.replace(EDGE, '')), false);
    pushUnique(out, seen, fold(words.join('')), false);
  }
  if (chunk.startsWith('!') && chunk.slice(1).startsWith(words[0] ?? '\u0000')) {
    pushUnique(out, seen, `!${fold(words[0] ?? '')}`, false);
  }
  return out;
}

/** Every token of a text, each term once, in order of first appearance. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const seen = new Set<string>();
  for (const chunk of text.match(CHUNK) ?? []) chunkTokens(chunk, out, seen);
  return out;
}

/** Index-side tokenizer for MiniSearch: every term, repeats kept so term frequency counts. */
export function indexTerms(text: string): string[] {
  const out: string[] = [];
  for (const chunk of text.match(CHUNK) ?? []) {
    for (const t of chunkTokens(chunk)) out.push(t.term);
  }
  return out;
}

/** Words a question carries that say nothing about the topic ("how do I ... in the chat"). */
export const STOP_WORDS = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'can', 'do', 'does', 'for', 'from', 'how', 'i',
  'in', 'is', 'it', 'my', 'of', 'on', 'or', 'the', 'to', 'what', 'when', 'where', 'which', 'who',
  'why', 'with', 'you', 'your', 'me', 'there', 'this', 'that', 'get', 'use', 'using',
]);

export interface QueryTerms {
  /** Words that must all match (stop words dropped unless nothing else is left). */
  required: string[];
  /** Joined forms of the query's compounds, used to reward exact symbol matches. */
  bonus: string[];
}

/** Splits a query into required words and bonus compounds. */
export function queryTerms(query: string): QueryTerms {
  const tokens = tokenize(query.slice(0, 64));
  const words = tokens.filter((t) => t.word).map((t) => t.term);
  const meaningful = words.filter((w) => !STOP_WORDS.has(w));
  return {
    required: meaningful.length > 0 ? meaningful : words,
    bonus: tokens.filter((t) => !t.word).map((t) => t.term),
  };
}
