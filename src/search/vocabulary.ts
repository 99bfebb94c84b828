import {apiWords, LANGUAGES, languageFunctionWords, shorthands, translations, type Language, type Shorthand, type Translation} from '../data/searchVocabulary';
import {phraseWords} from './synonyms';

/** What a vocabulary key stands for. */
export interface Meaning {
  /** The docs' words, one list per alternative; the first is what the dialog says it searched for. */
  means: string[][];
  /** The languages the key is a word of; empty for shorthand. */
  languages: Language[];
  /** An integrator's reading (reference API records only) that applies outside an API search too. */
  always?: true;
}

export interface VocabularyTable {
  /** Key (its words, joined by a space) -> what it stands for. */
  entries: Map<string, Meaning>;
  /** The readings that apply to the reference API's records only, in the same shape. */
  api: {entries: Map<string, Meaning>; longest: number};
  /** Most words in any key: how far ahead a query is scanned. */
  longest: number;
  functionWords: Map<Language, Set<string>>;
}

/**
 * Umlauts as German speakers type them without a German keyboard ("ueberspringen"); folding turns
 * the typed "ü" into "u" (src/search/tokenizer.ts), so a German key is kept in both spellings.
 */
const UMLAUTS: [RegExp, string][] = [
  [/ä/g, 'ae'],
  [/ö/g, 'oe'],
  [/ü/g, 'ue'],
  [/Ä/g, 'Ae'],
  [/Ö/g, 'Oe'],
  [/Ü/g, 'Ue'],
];
const spellingsOf = (phrase: string, language: Language | null): string[] =>
  language === 'de' && /[äöüÄÖÜ]/.test(phrase) ? [phrase, UMLAUTS.reduce((text, [from, to]) => text.replace(from, to), phrase)] : [phrase];

/** Compiles the vocabulary (src/data/searchVocabulary.ts) into a lookup table; a key listed twice means all it was given. */
export function compileVocabulary(shorthandList: Shorthand[] = shorthands, translationList: Translation[] = translations, functionWords = languageFunctionWords, apiLists = apiWords): VocabularyTable {
  const api = {entries: new Map<string, Meaning>(), longest: 1};
  const addApi = (list: Shorthand[], always: boolean) => {
    for (const {typed, means} of list) {
      const meanings = means.map(phraseWords).filter((words) => words.length > 0);
      for (const phrase of typed) {
        const words = phraseWords(phrase);
        const entry: Meaning = api.entries.get(words.join(' ')) ?? {means: [], languages: []};
        entry.means.push(...meanings.filter((m) => !entry.means.some((e) => e.join(' ') === m.join(' '))));
        if (always) entry.always = true;
        api.entries.set(words.join(' '), entry);
        api.longest = Math.max(api.longest, words.length);
      }
    }
  };
  addApi(apiLists.scoped, false);
  addApi(apiLists.always, true);
  const entries = new Map<string, Meaning>();
  let longest = 1;
  const add = (typed: string, means: string[], language: Language | null) => {
    const meanings = means.map(phraseWords).filter((words) => words.length > 0);
    for (const spelling of spellingsOf(typed, language)) {
      const words = phraseWords(spelling);
      if (words.length === 0) continue;
      const key = words.join(' ');
      const entry = entries.get(key) ?? {means: [], languages: []};
      for (const meaning of meanings) if (!entry.means.some((m) => m.join(' ') === meaning.join(' '))) entry.means.push(meaning);
      if (language && !entry.languages.includes(language)) entry.languages.push(language);
      entries.set(key, entry);
      longest = Math.max(longest, words.length);
    }
  };
  for (const {typed, means} of shorthandList) for (const phrase of typed) add(phrase, means, null);
  for (const translation of translationList) {
    for (const language of LANGUAGES) for (const phrase of translation[language] ?? []) add(phrase, translation.en, language);
  }
  const fn = new Map(LANGUAGES.map((language) => [language, new Set(functionWords[language].flatMap((w) => spellingsOf(w, language)).flatMap(phraseWords))]));
  return {entries, longest, functionWords: fn, api};
}

let compiled: VocabularyTable | undefined;
/** The site's vocabulary, compiled once (in the engine's chunk: it never reaches a page's first load). */
export const siteVocabulary = (): VocabularyTable => (compiled ??= compileVocabulary());

/** Plural and gender endings of Spanish, Portuguese, French and German nouns, tried when a word is not a key as typed. */
const ENDINGS = ['es', 's', 'en', 'n', 'e'];
const MIN_STEM = 4;

function lookUp(table: Pick<VocabularyTable, 'entries'>, key: string, single: boolean): Meaning | undefined {
  const found = table.entries.get(key);
  if (found || !single) return found;
  for (const ending of ENDINGS) {
    if (key.length - ending.length >= MIN_STEM && key.endsWith(ending)) {
      const stem = table.entries.get(key.slice(0, -ending.length));
      if (stem && stem.languages.length > 0) return stem;
    }
  }
  return undefined;
}

export interface VocabularySpan {
  start: number;
  length: number;
  meaning: Meaning;
}

/** The vocabulary keys a query's words contain, longest first, never overlapping. */
export function findVocabulary(words: string[], table: Pick<VocabularyTable, 'entries' | 'longest'>): VocabularySpan[] {
  const found: VocabularySpan[] = [];
  for (let i = 0; i < words.length; ) {
    let span: VocabularySpan | undefined;
    for (let n = Math.min(table.longest, words.length - i); n >= 1 && !span; n--) {
      const meaning = lookUp(table, words.slice(i, i + n).join(' '), n === 1);
      if (meaning) span = {start: i, length: n, meaning};
    }
    if (span) {
      found.push(span);
      i += span.length;
    } else i++;
  }
  return found;
}

/** Linking letters German puts between the parts of a compound (Todes|zähler, Zuschauer|punkte). */
const LINKS = ['', 's', 'es', 'n', 'en', 'e'];
const MIN_PART = 3;
const MIN_COMPOUND = 7;

/**
 * A German compound the vocabulary does not list, read as its two parts ("Zuschauerpunkte" ->
 * Zuschauer + Punkte -> viewer points; "Todeszähler" -> death counter). Each part is a German key
 * or a word the index knows ("Streamtitel" -> stream + Titel), at least one of them German.
 */
export function splitCompound(word: string, table: VocabularyTable, known: (term: string) => boolean): Meaning | null {
  if (word.length < MIN_COMPOUND || !/^[a-z]+$/.test(word)) return null;
  const part = (text: string): {words: string[]; german: boolean} | null => {
    const meaning = lookUp(table, text, true);
    if (meaning?.languages.includes('de')) return {words: meaning.means[0] ?? [], german: true};
    return text.length >= MIN_PART + 1 && known(text) ? {words: [text], german: false} : null;
  };
  let best: {words: string[]; tail: number} | null = null;
  for (let k = MIN_PART; k <= word.length - MIN_PART; k++) {
    const tail = part(word.slice(k));
    if (!tail) continue;
    for (const link of LINKS) {
      const headText = word.slice(0, k);
      if (!headText.endsWith(link) || headText.length - link.length < MIN_PART) continue;
      const head = part(headText.slice(0, headText.length - link.length));
      if (!head || !(head.german || tail.german)) continue;
      // The longest tail wins: German puts the thing last and what kind of thing first.
      if (!best || word.length - k > best.tail) best = {words: [...head.words, ...tail.words], tail: word.length - k};
      break;
    }
  }
  return best ? {means: [best.words], languages: ['de']} : null;
}
