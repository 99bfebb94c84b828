import type {Language} from '../data/searchVocabulary';
import {completes} from './expand';
import {findSynonyms, type SynonymTable} from './synonyms';
import {STOP_WORDS, tokenize} from './tokenizer';
import {findVocabulary, siteVocabulary, splitCompound, type Meaning, type VocabularyTable} from './vocabulary';
import {MAX_QUERY_CHARS} from './queryLimit';

/** One way to satisfy a slot: all of `words` must match. */
export interface Alternative {
  words: string[];
  /** 1 for what was typed (and its glued or split form), less for synonyms. */
  weight: number;
  /** Whether the last of `words` is the word being typed (completed as a prefix) and may be corrected. */
  literal: boolean;
  prefix: boolean;
  /**
   * Set on the synonyms a one-way entry spreads from a short identifier (`jwt` -> token): the
   * engine ranks them below pages that mention the identifier itself.
   */
  spread?: true;
  /** A vocabulary key as typed (a shorthand, another language's word): known, so never corrected or completed. */
  exact?: true;
  /** An integrator's reading (src/data/vocabulary/integrator.ts): it answers the reference API's records only. */
  api?: true;
}

/** A part of the query that a result must answer: a word, a glued or spaced pair, or a synonym phrase. */
export interface Slot {
  alternatives: Alternative[];
}

export interface QueryPlan {
  slots: Slot[];
  /** Joined forms of the query's compounds (random.pick, !8ball), which only add score. */
  bonus: string[];
  /** The words highlighting looks for. */
  words: string[];
  /**
   * When the vocabulary read words the index does not know ("comando personalizado"), the query
   * in the docs' words ("custom command"), for the dialog's "Showing results for".
   */
  interpretation?: string;
  /** What the query was read as, for the no-results screen's account of what was tried. */
  reading: QueryReading;
  /** The query names the API, itself or by a synonym ("from my app"): the reader wants the reference's operations. */
  wantsApi?: true;
}

export interface QueryReading {
  /** Languages recognised in the query. */
  languages: Language[];
  /** Typed words read through the vocabulary, and what they were read as. */
  readAs: {typed: string; as: string}[];
  /** Words of a query in another language that matched nothing, left out. */
  ignored: string[];
}

/** Synonym matches rank below literal ones. */
export const SYNONYM_WEIGHT = 0.55;
/** What the vocabulary reads a word as is what the reader meant: nearly a literal match. */
export const VOCABULARY_WEIGHT = 0.9;
/** An integrator's reading (API records only) is a guess at what the words mean there: below literal words, like a synonym. */
export const INTEGRATOR_WEIGHT = 0.55;
const MIN_SPLIT_PART = 2;

/**
 * A phrase's words without its stop words, as a typed query loses them ("post in chat" -> post
 * chat): body text indexes no stop words, so a phrase that kept them could only match titles.
 */
const meaningful = (words: string[]): string[] => {
  const kept = words.filter((w) => !STOP_WORDS.has(w));
  return kept.length > 0 ? kept : words;
};

interface IndexTerms {
  terms: string[];
  has: (term: string) => boolean;
}

interface Unit {
  words: string[];
  synonyms: string[][];
  stop: boolean;
  /** The synonyms spread one way from a short identifier. */
  spread?: boolean;
  /** Set when the vocabulary read these words (`synonyms` are then its meanings). */
  vocabulary?: Meaning;
  /** What an integrator means by these words on the reference API's records. */
  api?: string[][];
  /** Position of the unit's first word among the query's words. */
  start: number;
}

/** A one-way entry's input of one short word (`jwt`, `sr`, `dm`) names one thing, not a family. */
const SHORT_IDENTIFIER = 5;
const spreads = (words: string[], oneWay: boolean) => oneWay && words.length === 1 && (words[0]?.length ?? 0) <= SHORT_IDENTIFIER;

/** "slot machine" -> slotmachine, when the index has the glued name (or, typing the last word, a name it starts). */
function joined(a: Unit, b: Unit, bIsLast: boolean, index: IndexTerms): string | null {
  if (a.words.length !== 1 || b.words.length !== 1 || a.synonyms.length > 0 || b.synonyms.length > 0) return null;
  const glued = `${a.words[0]}${b.words[0]}`;
  if (!/^[a-z0-9]+$/.test(glued)) return null;
  return index.has(glued) || (bIsLast && glued.length >= 6 && completes(index.terms, glued)) ? glued : null;
}

/** "kvstore" -> kv store, when the glued word is not in the index but both halves are. */
function split(word: string, isLast: boolean, index: IndexTerms): string[] | null {
  if (word.length < 5 || !/^[a-z0-9]+$/.test(word) || index.has(word) || (isLast && completes(index.terms, word))) return null;
  let best: string[] | null = null;
  for (let k = MIN_SPLIT_PART; k <= word.length - MIN_SPLIT_PART; k++) {
    const head = word.slice(0, k);
    const tail = word.slice(k);
    if (STOP_WORDS.has(head) || STOP_WORDS.has(tail)) continue;
    if (!index.has(head) || !(index.has(tail) || (isLast && completes(index.terms, tail)))) continue;
    if (!best || Math.min(head.length, tail.length) > Math.min(best[0]!.length, best[1]!.length)) best = [head, tail];
  }
  return best;
}

/**
 * Synonym phrases that stop words split as typed ("bot is offline", "sound effects are off"):
 * runs of plain single words, read again without the stop words, become one phrase unit.
 */
function joinPhrases(units: Unit[], synonyms: SynonymTable): Unit[] {
  const out: Unit[] = [];
  for (let i = 0; i < units.length; ) {
    let end = i;
    // Single words, with or without synonyms of their own: a longer phrase spanning them wins.
    // What the vocabulary read stays as it was read.
    while (end < units.length && units[end]!.words.length === 1 && !units[end]!.vocabulary) end++;
    if (end === i) {
      out.push(units[i]!);
      i++;
      continue;
    }
    const words = units.slice(i, end).map((u) => u.words[0]!);
    const phrases = findSynonyms(words, synonyms);
    for (let k = 0; k < words.length; ) {
      const phrase = phrases.find((p) => p.start === k);
      if (phrase && phrase.length > 1) {
        out.push({words: words.slice(k, k + phrase.length), synonyms: phrase.alternatives, stop: false, spread: spreads(words.slice(k, k + phrase.length), phrase.oneWay), start: units[i + k]!.start});
        k += phrase.length;
      } else {
        out.push(units[i + k]!);
        k++;
      }
    }
    i = end;
  }
  return out;
}

/**
 * Adds the integrator's readings (API records only) to the units they cover. A reading of one unit
 * joins that unit's own alternatives; a reading spanning several plain units ("who am i") takes
 * their place, its stop words included. Nothing else a unit was read as is lost.
 */
function readIntegratorWords(all: string[], units: Unit[], vocabulary: VocabularyTable, scoped: boolean): void {
  for (const span of findVocabulary(all, vocabulary.api)) {
    if (!scoped && !span.meaning.always) continue;
    const covered = units.filter((u) => u.start >= span.start && u.start + u.words.length <= span.start + span.length);
    const first = covered[0];
    const exact = covered.reduce((n, u) => n + u.words.length, 0) === span.length && first?.start === span.start;
    if (!first || !exact) continue;
    if (covered.length === 1) first.api = span.meaning.means;
    else if (covered.every((u) => !u.vocabulary && u.synonyms.length === 0)) {
      units.splice(units.indexOf(first), covered.length, {words: all.slice(span.start, span.start + span.length), synonyms: [], stop: false, api: span.meaning.means, start: span.start});
    }
  }
}

const API_WORD = 'api';

/**
 * A query that names the API, itself or through a synonym ("from my app", "endpoint"), is an
 * integrator's: their words apply to the reference's records as they do with search narrowed to it.
 * They never touch another record, so the rest of the site ranks as before.
 */
function namesTheApi(units: readonly Unit[]): boolean {
  return units.some((unit) => unit.words.includes(API_WORD) || unit.synonyms.some((words) => words.length === 1 && words[0] === API_WORD));
}

const integratorAlternatives = (unit: Unit): Alternative[] =>
  (unit.api ?? []).map((words) => ({words: meaningful(words), weight: INTEGRATOR_WEIGHT, literal: false, prefix: false, api: true as const}));

/** What a search is narrowed to: `api` while it covers the reference API only. */
export interface SearchScope {
  api?: boolean;
}

const overlaps = (a: {start: number; length: number}, b: {start: number; length: number}) => a.start < b.start + b.length && b.start < a.start + a.length;

/**
 * Reads the query's words through the vocabulary (src/search/vocabulary.ts): shorthand and words of
 * other languages become units whose alternatives are the docs' words; German compounds the
 * vocabulary lacks are split into parts it knows. Once a language is recognised, its function words
 * and its words that match nothing are left out ("qué canción suena" -> canción -> song). A
 * shorthand that is also a function word of a recognised language ("del") is read as the latter.
 */
function readVocabulary(all: string[], units: Unit[], index: IndexTerms, vocabulary: VocabularyTable): QueryReading {
  const unknown = (word: string, isLast: boolean) => !index.has(word) && !(isLast && completes(index.terms, word));
  units.forEach((unit, i) => {
    if (unit.vocabulary || unit.api || unit.synonyms.length > 0 || unit.words.length !== 1 || unit.stop) return;
    const word = unit.words[0]!;
    const compound = unknown(word, i === units.length - 1) ? splitCompound(word, vocabulary, index.has) : null;
    if (compound) Object.assign(unit, {synonyms: compound.means, vocabulary: compound});
  });
  const languages = [...new Set(units.flatMap((u) => u.vocabulary?.languages ?? []))];
  const isFunctionWord = (word: string) => languages.some((language) => vocabulary.functionWords.get(language)?.has(word));
  const ignored: string[] = [];
  units.forEach((unit, i) => {
    if (unit.words.length !== 1 || languages.length === 0) return;
    const word = unit.words[0]!;
    if (unit.vocabulary && unit.vocabulary.languages.length === 0 && isFunctionWord(word)) Object.assign(unit, {synonyms: [], vocabulary: undefined, stop: true});
    else if (unit.vocabulary || unit.synonyms.length > 0) return;
    else if (isFunctionWord(word)) unit.stop = true;
    else if (unknown(word, i === units.length - 1)) {
      unit.stop = true;
      ignored.push(word);
    }
  });
  const readAs = units.filter((u) => u.vocabulary).map((u) => ({typed: u.words.join(' '), as: (u.vocabulary?.means[0] ?? []).join(' ')}));
  return {languages, readAs, ignored: all.length > 0 ? ignored : []};
}

/**
 * Turns a query into slots. The vocabulary reads shorthand and other languages first; synonym
 * phrases are found on the words as typed (stop words included: "what's new"); then question words
 * and fillers are dropped unless nothing else is left; adjacent words that the index knows glued
 * become one slot that either form satisfies; a glued word the index does not know may be read as
 * its two halves.
 */
export function planQuery(query: string, index: IndexTerms, synonyms: SynonymTable, vocabulary: VocabularyTable = siteVocabulary(), scope: SearchScope = {}): QueryPlan {
  const tokens = tokenize(query.slice(0, MAX_QUERY_CHARS));
  const all = tokens.filter((t) => t.word).map((t) => t.term);
  const bonus = tokens.filter((t) => !t.word).map((t) => t.term);
  const units: Unit[] = [];
  // Where a synonym phrase and a vocabulary key overlap, the longer reading wins ("mod only" over "mod").
  const found = findSynonyms(all, synonyms);
  const spans = findVocabulary(all, vocabulary).filter((span) => !found.some((p) => overlaps(span, p) && p.length > span.length));
  const phrases = found.filter((p) => !spans.some((span) => overlaps(span, p)));
  for (let i = 0; i < all.length; ) {
    const span = spans.find((s) => s.start === i);
    const phrase = phrases.find((p) => p.start === i);
    if (span) {
      units.push({words: all.slice(i, i + span.length), synonyms: span.meaning.means, stop: false, vocabulary: span.meaning, start: i});
      i += span.length;
    } else if (phrase) {
      const words = all.slice(i, i + phrase.length);
      units.push({words: meaningful(words), synonyms: phrase.alternatives, stop: false, spread: spreads(words, phrase.oneWay), start: i});
      i += phrase.length;
    } else {
      const word = all[i] ?? '';
      units.push({words: [word], synonyms: [], stop: STOP_WORDS.has(word), start: i});
      i++;
    }
  }
  const wantsApi = namesTheApi(units);
  readIntegratorWords(all, units, vocabulary, scope.api === true || wantsApi);
  const reading = readVocabulary(all, units, index, vocabulary);
  const kept = joinPhrases(units.some((u) => !u.stop) ? units.filter((u) => !u.stop) : units, synonyms);

  const slots: Slot[] = [];
  for (let i = 0; i < kept.length; i++) {
    const unit = kept[i]!;
    const next = kept[i + 1];
    const last = i === kept.length - 1;
    if (unit.vocabulary) {
      const alternatives: Alternative[] = [{words: unit.words, weight: 1, literal: true, prefix: false, exact: true}];
      alternatives.push(...integratorAlternatives(unit));
      for (const words of unit.synonyms) {
        alternatives.push({words: meaningful(words), weight: VOCABULARY_WEIGHT, literal: false, prefix: false});
        // "song request" is also the glued name the pages use (songrequest), as for typed words.
        const glue = words.join('');
        if (words.length === 2 && /^[a-z0-9]+$/.test(glue) && index.has(glue)) alternatives.push({words: [glue], weight: VOCABULARY_WEIGHT, literal: false, prefix: false});
      }
      slots.push({alternatives});
      continue;
    }
    const glued = next && !unit.api && !next.api ? joined(unit, next, i + 1 === kept.length - 1, index) : null;
    if (next && glued) {
      const pairIsLast = i + 1 === kept.length - 1;
      slots.push({
        alternatives: [
          {words: [...unit.words, ...next.words], weight: 1, literal: true, prefix: pairIsLast},
          {words: [glued], weight: 1, literal: true, prefix: pairIsLast},
        ],
      });
      i++;
      continue;
    }
    const alternatives: Alternative[] = [{words: unit.words, weight: 1, literal: true, prefix: last}];
    const halves = unit.words.length === 1 ? split(unit.words[0]!, last, index) : null;
    if (halves) alternatives.push({words: halves, weight: 0.9, literal: true, prefix: last});
    for (const words of unit.synonyms) alternatives.push({words: meaningful(words), weight: SYNONYM_WEIGHT, literal: false, prefix: false, ...(unit.spread && {spread: true as const})});
    alternatives.push(...integratorAlternatives(unit));
    slots.push({alternatives});
  }
  // The vocabulary rewrote the query when it read words the index does not know: all of a
  // shorthand's, any of another language's phrase ("filtro de spam" is not about "spam" alone).
  const rewritten = kept.some((u) => u.vocabulary && (u.vocabulary.languages.length > 0 ? u.words.some((w) => !index.has(w)) : u.words.every((w) => !index.has(w))));
  const interpretation = rewritten ? kept.map((u) => (u.vocabulary ? (u.vocabulary.means[0] ?? u.words).join(' ') : u.words.join(' '))).join(' ') : undefined;
  return {slots, bonus, words: kept.flatMap((u) => (u.vocabulary ? [...u.words, ...(u.vocabulary.means[0] ?? [])] : u.words)), ...(interpretation ? {interpretation} : {}), reading, ...(wantsApi ? {wantsApi} : {})};
}
