import {completes, expandWord, type Expansion} from './expand';
import {buildIndex, type InvertedIndex} from './invertedIndex';
import {planQuery} from './queryPlan';
import {deferringSections, SECTION_INDEX_WEIGHT, sectionsAbove} from './sectionIndex';
import {isTopicUrl, TOPIC_AFTER_FEATURE, topicsNamedForFeatures} from './featureNames';
import {ANCHORED_SPREAD_WEIGHT, CONTENT_BIT, KEYWORDS_BIT, statedJobFactor, TITLE_BIT} from './statedJob';
import {compileSynonyms, type SynonymTable} from './synonyms';
import {isPlaceholderTerm} from './placeholderTerms';
import {keepRecent} from './keepRecent';
import type {QueryReading, SearchScope} from './queryPlan';
import {B, bare, BONUS_WEIGHT, CONTEXT_WEIGHT, API_WANTED_BOOST, KIND_SCORE, KIND_SECTIONS, distinctHits, EXACT_NAME_BOOST, EXACT_TITLE_BOOST, FIELD_BOOST, K1, likeliest, NAMED_PART_BOOST, namesAlike, PLACEHOLDER_PAGE_BOOST, PAGE_BODY_WEIGHT, PARTIAL_MATCH_WEIGHT, PLACEHOLDER_WEIGHT, symbolHead, TITLE_INFLECTED_BOOST, TITLE_MEANT_BOOST, TYPE_WEIGHT} from './ranking';
import {siteVocabulary, type VocabularyTable} from './vocabulary';
import {API_SECTION} from './scope';
import type {DocSearchRecord} from './types';

export {maxTypos} from './expand';

export interface EngineHit {
  record: DocSearchRecord;
  score: number;
  /** Index terms that matched in the record (after completion and typo expansion). */
  terms: string[];
}

export interface EngineResult {
  hits: EngineHit[];
  /** The query's words after stop-word removal: what highlighting looks for. */
  words: string[];
  /** When the vocabulary rewrote the query: the query in the docs' words ("Showing results for"). */
  interpretation?: string;
  /** What the query was read as (languages, vocabulary, words left out): the no-results screen says what was tried. */
  reading: QueryReading;
}

/** How one record answers a query's slots (see SearchEngine.slotScores). */
interface SlotScores {
  score: number;
  matched: number;
  jobSlots: number;
  titleSlots: number;
  ownSlots: number;
}

/** A query's slots as matched: per slot, per alternative, its weight and one WordMatches per word. */
type MatchedSlots = readonly (readonly {weight: number; api: boolean; words: WordMatches[]}[])[];

/**
 * One word's matches, by record number. Arrays as long as the index, not maps: ranking reads them
 * for every candidate, slot and alternative, and a common word ("bot") has thousands of records.
 */
interface WordMatches {
  /** record -> score for this word (0 where it has no match) */
  scores: Float64Array;
  /** record -> the fields it matched in, one bit per field (FIELDS order); 0: no match */
  fields: Uint8Array;
  /** The records with a match, in the order they were found (ties keep the postings' order). */
  matched: number[];
  /** page record -> the best score of this word in any other record of that page (0: none) */
  body: Float64Array;
  /** The page records with a body score, in the order they were found. */
  bodies: number[];
  /** The expansions searched; a record's terms are found through the next two. */
  expansions: readonly Expansion[];
  /** record -> the first expansion that matched it (read only where `fields` is set) */
  firstTerm: Int32Array;
  /** record -> the further expansions that matched it, for the few records with more than one */
  moreTerms: Map<number, number[]>;
}

/** The index terms that matched `doc` (after completion and typo expansion), in the order found. */
function termsOf(m: WordMatches, doc: number): string[] {
  if (!m.fields[doc]) return [];
  const more = m.moreTerms.get(doc);
  const terms = [m.expansions[m.firstTerm[doc] ?? 0]!.term];
  if (more) for (const e of more) terms.push(m.expansions[e]!.term);
  return terms;
}

/**
 * A hit whose matched terms are listed when asked: only the hits shown are highlighted, and a
 * common word has thousands of hits.
 */
class RankedHit implements EngineHit {
  private listed: string[] | undefined;
  constructor(
    readonly record: DocSearchRecord,
    readonly score: number,
    readonly doc: number,
    private readonly list: (doc: number) => string[],
  ) {}

  get terms(): string[] {
    return (this.listed ??= this.list(this.doc));
  }

  withScore(score: number): RankedHit {
    return new RankedHit(this.record, score, this.doc, this.list);
  }
}

let compiled: SynonymTable | undefined;
/** The site's synonym table (src/data/searchSynonyms.ts), compiled once. */
export const compiledSiteSynonyms = (): SynonymTable => (compiled ??= compileSynonyms());

/** Word expansions kept per engine (a few hundred bytes each); the oldest goes first. */
const MAX_KEPT_EXPANSIONS = 512;

/** Full-text search over DocSearch records with DocSearch-like ranking (see plugins/search-index/README.md). */
export class SearchEngine {
  readonly records: DocSearchRecord[];
  private readonly index: InvertedIndex;
  /** For each record: the page record (lvl1) and the heading record it sits under, or -1. */
  private readonly pageOf: Int32Array;
  private readonly headingOf: Int32Array;
  /** 1 for the reference API's records, whose alternatives in integrators' words apply. */
  private readonly inApi: Uint8Array;
  /** For each page record, the section index pages above it. */
  private readonly sections: Map<number, number[]>;
  /** Normalised title and keywords per record, computed when a record is first ranked. */
  private readonly titleKeys: (string[] | undefined)[];
  private readonly synonyms: SynonymTable;
  private readonly vocabularyTable: VocabularyTable;
  private words: string[] | undefined;
  private titles: string[] | undefined;
  /** Topic pages named after a feature with pages of its own, and those pages (src/search/featureNames.ts); found the first time a topic's title is searched. */
  private echoes: Map<number, number[]> | undefined;
  /**
   * A word's expansions (completions, forms, typo corrections), by word and how it is read. Typing
   * asks again for every earlier word at each key, and the no-results help searches the same
   * unknown words many times; a word with no match costs a pass over every index term.
   */
  private readonly expansions = new Map<string, readonly Expansion[]>();

  /** Without an index, one is built from the records' text (tests and tools; the browser gets it packed). */
  constructor(records: DocSearchRecord[], index: InvertedIndex = buildIndex(records), synonyms: SynonymTable = compiledSiteSynonyms(), vocabulary: VocabularyTable = siteVocabulary()) {
    this.records = records;
    this.synonyms = synonyms;
    this.vocabularyTable = vocabulary;
    this.index = index;
    this.pageOf = new Int32Array(records.length).fill(-1);
    this.headingOf = new Int32Array(records.length).fill(-1);
    this.inApi = Uint8Array.from(records, (r) => (r.hierarchy.lvl0 === API_SECTION ? 1 : 0));
    const pages = new Map<string, number>();
    const headings = new Map<string, number>();
    const pageUrl = (url: string) => {
      const hash = url.indexOf('#');
      return hash < 0 ? url : url.slice(0, hash);
    };
    records.forEach((r, i) => {
      if (r.type === 'lvl1') pages.set(pageUrl(r.url), i);
      else if (r.type !== 'content') headings.set(r.url, i);
    });
    records.forEach((r, i) => {
      this.pageOf[i] = pages.get(pageUrl(r.url)) ?? -1;
      this.headingOf[i] = headings.get(r.url) ?? -1;
    });
    this.sections = sectionsAbove(
      records.map((r) => r.url),
      [...pages.values()],
    );
    this.titleKeys = new Array<string[] | undefined>(records.length);
  }

  private keysOf(doc: number): string[] {
    let keys = this.titleKeys[doc];
    if (!keys) {
      const r = this.records[doc];
      const title = !r || r.type === 'content' ? null : r.hierarchy[r.type];
      keys = title ? [bare(title), ...(r?.keywords ?? '').split(',').map(bare).filter(Boolean)] : [];
      this.titleKeys[doc] = keys;
    }
    return keys;
  }

  /** `scope.api`: the search is narrowed to the reference API (integrators' words apply: src/data/vocabulary/integrator.ts). */
  search(query: string, accept: (r: DocSearchRecord) => boolean = () => true, scope: SearchScope = {}): EngineResult {
    const plan = planQuery(query, this.index, this.synonyms, this.vocabularyTable, scope);
    if (plan.slots.length === 0) return {hits: [], words: [], reading: plan.reading};
    const {has} = this.index;
    // The query as the reader meant it, word by word: each misspelt word as its likeliest correction.
    const corrected: string[] = [];
    // Per slot, per alternative: the weight and one WordMatches per word.
    const slots = plan.slots.map((slot) => {
      const alts = slot.alternatives.map((alt, a) => ({
        weight: alt.weight,
        spread: alt.spread === true,
        api: alt.api === true,
        words: alt.words.map((w, k) => {
          const expansions = this.expand(w, alt.literal && !alt.exact ? (alt.prefix && k === alt.words.length - 1 ? 'last' : 'typos') : 'exact');
          if (a === 0) corrected.push(likeliest(w, expansions, has, (t) => this.index.postings(t)?.length ?? 0));
          return this.match(expansions);
        }),
      }));
      // A short identifier the site itself mentions: pages that name it lead, not those with its expansion only.
      const anchored = alts.some((alt) => !alt.spread && alt.words.some((m) => m.matched.length > 0));
      return anchored ? alts.map((alt) => (alt.spread ? {...alt, weight: alt.weight * ANCHORED_SPREAD_WEIGHT} : alt)) : alts;
    });
    // Slots that name a kind of page ("command"), answered by every page of that kind's section.
    const kinds = plan.slots.map((slot) => slot.alternatives.map((alt) => (alt.words.length === 1 ? (KIND_SECTIONS[alt.words[0]!] ?? null) : null)).find(Boolean) ?? null);
    const bonusMatches = this.match(plan.bonus.filter(has).map((term) => ({term, weight: isPlaceholderTerm(term) ? PLACEHOLDER_WEIGHT : BONUS_WEIGHT})));

    const candidates = new Set<number>();
    for (const alts of slots)
      for (const alt of alts)
        for (const m of alt.words) {
          for (const doc of m.matched) candidates.add(doc);
          for (const doc of m.bodies) candidates.add(doc);
        }
    const scores = new Map<number, number>();
    const matchedSlots = new Map<number, number>();
    for (const doc of candidates) {
      // Filtered out (another section, another language): it neither ranks nor counts as a full match.
      const candidate = this.records[doc];
      if (!candidate || !accept(candidate)) continue;
      const {score: answeredScore, matched, jobSlots, titleSlots, ownSlots} = this.slotScores(slots, doc, kinds);
      // A page's body only completes what the page record answers itself: it never stands in for
      // it, and a slot answered only there counts half towards a full match.
      const isPage = this.pageOf[doc] === doc;
      if (matched === 0 || (ownSlots === 0 && isPage)) continue;
      const score = answeredScore + (bonusMatches.scores[doc] ?? 0);
      const answered = isPage ? ownSlots + (matched - ownSlots) / 2 : matched;
      const partial = answered === slots.length ? score : score * PARTIAL_MATCH_WEIGHT * (answered / slots.length);
      scores.set(doc, partial * statedJobFactor(jobSlots, titleSlots, slots.length));
      matchedSlots.set(doc, matched);
    }
    const fullMatches = [...matchedSlots].filter(([, n]) => n === slots.length).map(([doc]) => doc);
    const full = fullMatches.length;
    const deferring = deferringSections(fullMatches, this.pageOf, this.sections);
    // A part of a longer query, or its synonym, that is exactly a page's name ("welcome
    // subscribers": chat alerts) lifts that page, as a whole-query title match does more strongly.
    const names = plan.slots.length > 1 ? new Set(plan.slots.flatMap((slot) => slot.alternatives.map((alt) => bare(alt.words.join(''))))) : null;
    // A typed question matches a declared one by its meaningful words (the index keeps no others).
    const q = bare(query);
    const qMeaning = bare(plan.words.join(''));
    // What the reader meant, where it differs from what they typed: the vocabulary's reading
    // ("lb": leaderboard) and the typo corrections ("overlya": overlay).
    const meant = [plan.interpretation, corrected.join('')].map((form) => bare(form ?? '')).filter((form) => form.length > 2 && form !== q && form !== qMeaning);
    const head = symbolHead(query);
    // Placeholders typed as an alert shows them ({{amount}}, {amount}): the pages that document them lead.
    const placeholderPages = this.pagesWith(plan.bonus.filter((term) => isPlaceholderTerm(term) && has(term)));
    const listTerms = (doc: number) => [...new Set(this.usedTerms(slots, doc).concat(termsOf(bonusMatches, doc)))];
    const hits: RankedHit[] = [];
    // Topic pages whose title the query is, where that is also a feature's name (see featuresBeforeTopics).
    const liftedTopics = new Set<number>();
    for (const [doc, score] of scores) {
      // Partial matches only fill up a short list, as the hosted service's optional words do.
      if (full >= 20 && matchedSlots.get(doc) !== slots.length) continue;
      const record = this.records[doc];
      if (!record) continue;
      const page = this.pageOf[doc] ?? -1;
      const defers = deferring.has(page) && !this.keysOf(page).some((key) => key === q || key === qMeaning) && !meant.some((form) => namesAlike(this.keysOf(page), form));
      const placeholders = placeholderPages.shares.get(page) ?? 0;
      const wanted = plan.wantsApi && record.hierarchy.lvl0 === API_SECTION && record.type !== 'lvl1' ? API_WANTED_BOOST : 1;
      const ranked = this.rank(doc, score, [q, qMeaning], meant, head, names) * (defers ? SECTION_INDEX_WEIGHT : 1) * (1 + PLACEHOLDER_PAGE_BOOST * placeholders) * wanted;
      // The whole query as typed, or as the vocabulary or a correction read it, is the title of a
      // topic named after a feature (the pairs are found the first time a title is typed).
      const titled = record.type === 'lvl1' && isTopicUrl(record.url) && [q, ...meant].some((form) => form !== '' && namesAlike([this.keysOf(doc)[0] ?? ''], form));
      if (titled && this.topicEchoes().has(doc)) liftedTopics.add(doc);
      hits.push(new RankedHit(record, ranked, doc, listTerms));
    }
    return {hits: this.featuresBeforeTopics(distinctHits(hits), liftedTopics), words: plan.words, reading: plan.reading, ...(plan.interpretation ? {interpretation: plan.interpretation} : {})};
  }

  /**
   * A topic lifted by its name above the page of the feature it is named after gives that page its
   * place and follows right after it (src/search/featureNames.ts). Hits are distinct and sorted.
   */
  private featuresBeforeTopics(hits: RankedHit[], liftedTopics: ReadonlySet<number>): RankedHit[] {
    if (liftedTopics.size === 0) return hits;
    const echoes = this.topicEchoes();
    const swapped = new Map<RankedHit, RankedHit>();
    for (const topic of hits) {
      if (!liftedTopics.has(topic.doc)) continue;
      const features = echoes.get(topic.doc) ?? [];
      // The feature's best page among the hits, if the topic is above it.
      const feature = hits.find((hit) => features.includes(hit.doc) && !swapped.has(hit));
      if (!feature || feature.score >= topic.score) continue;
      swapped.set(feature, feature.withScore(topic.score));
      swapped.set(topic, topic.withScore(topic.score * TOPIC_AFTER_FEATURE));
    }
    return swapped.size === 0 ? hits : hits.map((hit) => swapped.get(hit) ?? hit).sort((a, b) => b.score - a.score);
  }

  private topicEchoes(): Map<number, number[]> {
    return (this.echoes ??= topicsNamedForFeatures(this.records.flatMap((r, doc) => (r.type === 'lvl1' ? [{doc, url: r.url, title: r.hierarchy.lvl1 ?? ''}] : []))));
  }

  /** For each page, the share of `terms` found somewhere on it. */
  private pagesWith(terms: string[]): {shares: Map<number, number>} {
    const shares = new Map<number, number>();
    for (const term of terms) {
      const pages = new Set<number>();
      const list = this.index.postings(term) ?? [];
      for (let i = 0; i < list.length; i += 3) pages.add(this.pageOf[list[i] ?? 0] ?? -1);
      for (const page of pages) if (page >= 0) shares.set(page, (shares.get(page) ?? 0) + 1 / terms.length);
    }
    return {shares};
  }

  /** Whether the index has this word, or (typing it) a word it starts. */
  knows(word: string): boolean {
    return this.index.has(word) || completes(this.index.terms, word);
  }

  /** Page titles, once each (suggestions offer them). */
  pageTitles(): string[] {
    return (this.titles ??= [...new Set(this.records.filter((r) => r.type === 'lvl1').map((r) => r.hierarchy.lvl1 ?? ''))]);
  }

  /** Index words a suggestion may offer: plain words of three letters or more (not numbers). */
  vocabulary(): string[] {
    return (this.words ??= this.index.terms.filter((t) => t.length >= 3 && /^[a-z][a-z0-9]*$/.test(t)));
  }

  /**
   * How one record answers each slot: the best alternative's score, and whether the record itself
   * (not its heading, page or body) answers it, in its keywords, its title or at all.
   */
  private slotScores(slots: MatchedSlots, doc: number, kinds: readonly (string | null)[]): SlotScores {
    const out: SlotScores = {score: 0, matched: 0, jobSlots: 0, titleSlots: 0, ownSlots: 0};
    const inApi = this.inApi[doc] === 1;
    for (const [i, alts] of slots.entries()) {
      let best = 0;
      let fields = 0;
      for (const alt of alts) {
        if (alt.api && !inApi) continue;
        let sum = 0;
        // The record's own fields, only when it holds every word of the alternative itself.
        let altFields = 0;
        let own = true;
        for (const m of alt.words) {
          const s = this.wordScore(m, doc);
          if (s === 0) {
            sum = 0;
            break;
          }
          sum += s;
          const bits = m.fields[doc] ?? 0;
          if (bits === 0) own = false;
          altFields |= bits;
        }
        // An integrator's reading of several words scores as one word: it stands in for what was typed.
        if (alt.api) sum /= alt.words.length;
        if (sum * alt.weight > best) best = sum * alt.weight;
        if (sum > 0 && own) fields |= altFields;
      }
      const kind = kinds[i];
      if (fields === 0 && kind && this.records[doc]?.url.includes(kind)) {
        best = Math.max(best, KIND_SCORE);
        fields = CONTENT_BIT;
      }
      if (best === 0) continue;
      out.score += best;
      out.matched++;
      if (fields & KEYWORDS_BIT) out.jobSlots++;
      if (fields & TITLE_BIT) out.titleSlots++;
      if (fields) out.ownSlots++;
    }
    return out;
  }

  /** The index terms of every alternative that scores in the record (the one slotScores weighs, and the rest), in slot order. */
  private usedTerms(slots: MatchedSlots, doc: number): string[] {
    const used: string[] = [];
    const inApi = this.inApi[doc] === 1;
    for (const alts of slots)
      for (const alt of alts) {
        // An alternative scores only where the record answers each of its words (scores are never negative).
        if (alt.api && !inApi) continue;
        if (alt.words.length > 0 && alt.words.every((m) => this.wordScore(m, doc) > 0)) for (const m of alt.words) used.push(...termsOf(m, doc));
      }
    return used;
  }

  /**
   * A word's score in a record: its own; for a page record, a share of its best in the page's body;
   * for any other record, a share of the heading's or page's it sits under.
   */
  private wordScore(m: WordMatches, doc: number): number {
    if (m.fields[doc]) return m.scores[doc] ?? 0;
    if (this.pageOf[doc] === doc) return (m.body[doc] ?? 0) * PAGE_BODY_WEIGHT;
    // -1 (no heading or page) reads as no score, as does a record the word does not match.
    const context = Math.max(m.scores[this.headingOf[doc] ?? -1] ?? 0, m.scores[this.pageOf[doc] ?? -1] ?? 0);
    return context * CONTEXT_WEIGHT;
  }

  /** `last`: the word being typed (completed, typos allowed); `typos`: any other literal word; `exact`: no typos. */
  private expand(word: string, reading: 'last' | 'typos' | 'exact'): readonly Expansion[] {
    const key = `${reading} ${word}`;
    let found = this.expansions.get(key);
    if (!found) {
      const {terms, has} = this.index;
      found = reading === 'exact' ? expandWord(word, terms, has, false, false) : expandWord(word, terms, has, reading === 'last');
      keepRecent(this.expansions, key, found, MAX_KEPT_EXPANSIONS);
    }
    return found;
  }

  /** BM25 over the fields, weighted per expansion (completions and typos count less). */
  private match(expansions: readonly Expansion[]): WordMatches {
    const {lengths, averages, size} = this.index;
    const scores = new Float64Array(size);
    const fields = new Uint8Array(size);
    const firstTerm = new Int32Array(size);
    const moreTerms = new Map<number, number[]>();
    const matched: number[] = [];
    expansions.forEach(({term, weight}, e) => {
      const list = this.index.postings(term);
      if (!list) return;
      const docs = list.length / 3;
      const idf = Math.log(1 + (size - docs + 0.5) / (docs + 0.5));
      for (let i = 0; i < list.length; i += 3) {
        const doc = list[i] ?? 0;
        const f = list[i + 1] ?? 0;
        const tf = list[i + 2] ?? 0;
        const norm = 1 - B + (B * (lengths[f]?.[doc] ?? 0)) / (averages[f] ?? 1);
        const s = weight * idf * (FIELD_BOOST[f] ?? 1) * ((tf * (K1 + 1)) / (tf + K1 * norm));
        if (!fields[doc]) {
          matched.push(doc);
          firstTerm[doc] = e;
        } else if (firstTerm[doc] !== e) {
          const more = moreTerms.get(doc);
          if (!more) moreTerms.set(doc, [e]);
          else if (!more.includes(e)) more.push(e);
        }
        scores[doc] = (scores[doc] ?? 0) + s;
        fields[doc] = (fields[doc] ?? 0) | (1 << f);
      }
    });
    const body = new Float64Array(size);
    const bodies: number[] = [];
    for (const doc of matched) {
      const page = this.pageOf[doc] ?? -1;
      const score = scores[doc] ?? 0;
      if (page >= 0 && page !== doc && score > (body[page] ?? 0)) {
        if (!body[page]) bodies.push(page);
        body[page] = score;
      }
    }
    return {scores, fields, matched, body, bodies, expansions, firstTerm, moreTerms};
  }

  /** Record type weight, and a strong bonus when the query is exactly a title, command name or alias. */
  private rank(doc: number, score: number, [q, qMeaning]: [string, string], meant: string[], head: string | null, names: Set<string> | null): number {
    const record = this.records[doc];
    let ranked = score * TYPE_WEIGHT[record?.type ?? 'content'];
    const keys = this.keysOf(doc);
    const page = record?.type === 'lvl1';
    if (q !== '' && keys[0] === q) ranked *= EXACT_TITLE_BOOST;
    else if ((q !== '' && keys.includes(q)) || (qMeaning.length > 3 && qMeaning !== q && keys.includes(qMeaning) && page)) ranked *= EXACT_NAME_BOOST;
    else if (meant.some((form) => keys.includes(form) || (page && namesAlike(keys, form)))) ranked *= TITLE_MEANT_BOOST;
    else if (page && q.length > 3 && namesAlike(keys, q)) ranked *= TITLE_INFLECTED_BOOST;
    else if (q.length > 2 && keys[0]?.startsWith(q)) ranked *= 1.5;
    else if (names && keys.some((key) => names.has(key))) ranked *= NAMED_PART_BOOST;
    // "${user.level}" is a form of the ${user} variable: the page named by the symbol's head wins, and
    // "!sr" names the command whose alias it is (a command page's title is its "!name").
    if (head && page) {
      const own = symbolHead(record.hierarchy.lvl1 ?? '');
      if (own === head || (head.startsWith('!') && own?.startsWith('!') && keys.includes(head.slice(1)))) ranked *= 3;
    }
    return ranked;
  }
}
