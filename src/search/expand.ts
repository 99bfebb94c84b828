/**
 * Typo thresholds as the hosted service sets them by default (minWordSizefor1Typo 4,
 * minWordSizefor2Typos 8): none under 4 letters, one from 4, two from 8. Numbers are never corrected.
 */
export const MIN_WORD_SIZE_FOR_1_TYPO = 4;
export const MIN_WORD_SIZE_FOR_2_TYPOS = 8;

/** How many typos a query word may carry. */
export function maxTypos(term: string): number {
  if (term.length < MIN_WORD_SIZE_FOR_1_TYPO || /^\d+$/.test(term)) return 0;
  return term.length < MIN_WORD_SIZE_FOR_2_TYPOS ? 1 : 2;
}

// Three reusable rows: the typo scan calls this for thousands of terms per query.
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);
let rowC = new Int32Array(64);

/**
 * Optimal string alignment distance (Damerau-Levenshtein without re-editing a swapped pair):
 * an inserted, deleted or substituted letter, or two adjacent letters swapped, each count as one
 * typo, as the hosted service counts them. Gives up (returning budget + 1) as soon as the
 * distance must exceed the budget.
 */
export function boundedDistance(a: string, b: string, budget: number): number {
  if (Math.abs(a.length - b.length) > budget) return budget + 1;
  if (rowA.length <= b.length) {
    rowA = new Int32Array(b.length * 2 + 1);
    rowB = new Int32Array(b.length * 2 + 1);
    rowC = new Int32Array(b.length * 2 + 1);
  }
  let before = rowC; // row i - 2
  let prev = rowA; // row i - 1
  let cur = rowB;
  for (let j = 0; j <= b.length; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= b.length; j++) {
      const cb = b.charCodeAt(j - 1);
      let value = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) value = Math.min(value, before[j - 2]! + 1);
      cur[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > budget) return budget + 1;
    [before, prev, cur] = [prev, cur, before];
  }
  return prev[b.length]!;
}

/** Terms that are plain glued words (letters and digits only), found once per term list. */
const gluedTerms = new WeakMap<string[], string[]>();
function glued(terms: string[]): string[] {
  let list = gluedTerms.get(terms);
  if (!list) gluedTerms.set(terms, (list = terms.filter((t) => /^[a-z0-9]+$/.test(t))));
  return list;
}

/** Index of the first term >= prefix in a sorted list. */
export function lowerBound(terms: string[], prefix: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((terms[mid] ?? '') < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export interface Expansion {
  term: string;
  /** 1 for the word itself, less for completions and typo corrections. */
  weight: number;
}

const PREFIX_WEIGHT = 0.6;
/** Variable and command names glue words together (customapi, bttvemotes, getcount): a word may end one. */
/** Completing a word before the last one: only for words of this length that match nothing as typed. */
const MID_PREFIX_MIN = 4;
const MID_PREFIX_WEIGHT = 0.4;
const SUFFIX_WEIGHT = 0.35;
const TYPO_WEIGHT = [1, 0.45, 0.25];
const MAX_PREFIX_TERMS = 60;
const INFLECTION_WEIGHT = 0.7;
/**
 * GET names most of the reference API's records (GET /tips), and "gets" and "getting" are among
 * English's commonest verbs ("my app gets pinged"): only the word itself reaches those records. The
 * other methods' inflections stay, because the docs' prose uses them as verbs too (the bot posts).
 */
const NOT_REACHED_BY_INFLECTION = new Set(['get']);
const SUFFIXES = ['s', 'es', 'ed', 'd', 'ing', 'er', 'ers'];

/** Other forms of an English word: with a common ending added, or its ending taken off. */
export function inflections(word: string): string[] {
  if (word.length < 3 || !/^[a-z]+$/.test(word)) return [];
  const forms = SUFFIXES.map((s) => word + s);
  for (const s of SUFFIXES) if (word.length - s.length >= 3 && word.endsWith(s)) forms.push(word.slice(0, -s.length));
  // Adverbs lead to their adjective ("randomly" -> random), never the other way round.
  if (word.length >= 6 && word.endsWith('ly')) forms.push(word.slice(0, -2));
  return forms;
}

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
/** "bann" -> ban, "bett" -> bet: the doubled consonant an ending adds (banned, betting). */
const undouble = (stem: string) =>
  stem.length >= 3 && stem.at(-1) === stem.at(-2) && !VOWELS.has(stem.at(-1)!) && !/[lsz]$/.test(stem) ? stem.slice(0, -1) : null;

/**
 * The base forms an inflected word may come from, most likely first: the ending taken off as
 * `inflections` does (donations -> donation, subscribed -> subscribe, following -> follow), with
 * the spelling changes English makes (donating -> donate, banned -> ban, replies -> reply). Used
 * to look query words up in the synonym table, whose entries are base forms. Agent nouns
 * (-er, -ers) are left alone: a streamer is not a stream, a timer not a time, a better not a bet.
 */
export function baseForms(word: string): string[] {
  if (word.length < 4 || !/^[a-z]+$/.test(word)) return [];
  const forms: string[] = [];
  const add = (form: string | null) => {
    if (form && form.length >= 2 && form !== word && !forms.includes(form)) forms.push(form);
  };
  const strip = (suffix: string) => (word.endsWith(suffix) ? word.slice(0, -suffix.length) : null);
  if (word.endsWith('ies') || word.endsWith('ied')) add(`${word.slice(0, -3)}y`);
  if (!word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) add(strip('s'));
  add(strip('es'));
  for (const ending of ['ed', 'ing']) {
    const stem = strip(ending);
    if (!stem || stem.length < 2) continue;
    add(stem);
    add(undouble(stem));
    add(`${stem}e`);
  }
  add(strip('d'));
  if (word.length >= 6) add(strip('ly'));
  return forms;
}

/**
 * The index terms a query word stands for: itself; its completions when it is the word being
 * typed (the last one); glued names that end with it (api -> customapi); and, only when it matches
 * nothing as typed, the terms within its typo budget (in every query word, not only the last), so
 * a correct word is never diluted by look-alikes while a misspelt one still finds its page, and
 * exact matches always rank above corrected ones. `known` says whether a word matches anything as
 * typed; a caller matching one record's terms at a time passes the whole index's (a word the index
 * knows is neither cut short nor misspelt, even where this record lacks it).
 */
export function expandWord(word: string, terms: string[], has: (t: string) => boolean, isLast: boolean, typos = true, known: (t: string) => boolean = has): Expansion[] {
  const out: Expansion[] = [];
  if (has(word)) out.push({term: word, weight: 1});
  if (isLast && word.length >= 2 && !/^\d$/.test(word)) {
    for (let i = lowerBound(terms, word), n = 0; i < terms.length && n < MAX_PREFIX_TERMS; i++, n++) {
      const t = terms[i] ?? '';
      if (!t.startsWith(word)) break;
      if (t !== word) out.push({term: t, weight: PREFIX_WEIGHT * (word.length / t.length) ** 0.5});
    }
  }
  // Plurals and simple verb forms (tip/tips, block/blocked, follow/following), as the hosted
  // service's ignorePlurals does for nouns, with English spelling changes (quoting -> quote,
  // skipping -> skip).
  for (const form of [...inflections(word), ...baseForms(word)]) if (has(form) && !NOT_REACHED_BY_INFLECTION.has(form) && !out.some((e) => e.term === form)) out.push({term: form, weight: INFLECTION_WEIGHT});
  // Typo correction is for words that match nothing as typed (suffix matches do not count).
  const found = out.length > 0 || known(word);
  // A word before the last that matches nothing may still be a name cut short ("resub message"):
  // its completions count, below the completions of the word being typed, and typos are still tried.
  if (!found && !isLast && word.length >= MID_PREFIX_MIN && /^[a-z]+$/.test(word)) {
    for (let i = lowerBound(terms, word), n = 0; i < terms.length && n < MAX_PREFIX_TERMS; i++, n++) {
      const t = terms[i] ?? '';
      if (!t.startsWith(word)) break;
      out.push({term: t, weight: MID_PREFIX_WEIGHT * (word.length / t.length) ** 0.5});
    }
  }
  if (word.length >= 3 && /^[a-z]+$/.test(word)) {
    for (const t of glued(terms)) {
      if (t.length > word.length + 1 && t.endsWith(word)) out.push({term: t, weight: SUFFIX_WEIGHT});
    }
  }
  const budget = typos ? maxTypos(word) : 0;
  if (found) return out;
  if (typos && budget === 0) out.push(...swapsOfShortWord(word, has));
  if (budget === 0) return out;
  for (const t of terms) {
    const d = boundedDistance(word, t, budget);
    if (d <= budget) out.push({term: t, weight: TYPO_WEIGHT[d] ?? 0.2});
    else if (isLast && t.length > word.length && boundedDistance(word, t.slice(0, word.length), budget) <= budget) {
      out.push({term: t, weight: (TYPO_WEIGHT[budget] ?? 0.2) * PREFIX_WEIGHT});
    }
  }
  return out;
}

/**
 * The typo rule for three-letter words (too short for the hosted service's one typo from four
 * letters): two neighbouring letters swapped, the commonest slip in a short word ("tpi": tip).
 * A swap of three letters has at most two readings, so a short word never floods the results the
 * way a full typo budget would ("tip" is one edit from a dozen words); a letter missing or wrong
 * in a short word is left to the vocabulary (src/data/vocabulary/shorthand/misspellings.ts).
 */
export function swapsOfShortWord(word: string, has: (t: string) => boolean): Expansion[] {
  if (word.length !== SHORT_SWAP_LENGTH || !/^[a-z]+$/.test(word)) return [];
  const swaps = [`${word[1]}${word[0]}${word[2]}`, `${word[0]}${word[2]}${word[1]}`];
  return [...new Set(swaps)].filter((t) => t !== word && has(t)).map((term) => ({term, weight: TYPO_WEIGHT[1] ?? 0.45}));
}
const SHORT_SWAP_LENGTH = 3;

/** True when some index term starts with `prefix` (and is longer than it). */
export function completes(terms: string[], prefix: string): boolean {
  const t = terms[lowerBound(terms, prefix)];
  return t !== undefined && t !== prefix && t.startsWith(prefix);
}
