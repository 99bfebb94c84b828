import {expandWord, type Expansion} from './expand';
import {buildIndex, type InvertedIndex} from './invertedIndex';
import {fold, queryTerms} from './tokenizer';
import type {DocSearchRecord} from './types';

export {maxTypos} from './expand';

/** How much each field counts: titles and command names/aliases above body text. */
const FIELD_BOOST = [6, 3, 1]; // title, keywords, content (FIELDS order)
/** Page titles above section headings above paragraphs, as DocSearch's own ranking does. */
const TYPE_WEIGHT: Record<DocSearchRecord['type'], number> = {
  lvl1: 2,
  lvl2: 1.5,
  lvl3: 1.3,
  lvl4: 1.15,
  lvl5: 1.1,
  lvl6: 1.1,
  content: 1,
};
/** A word found only in the heading or page a paragraph sits under counts, but less. */
const CONTEXT_WEIGHT = 0.35;
/** Answers that match only some of the words rank below every answer that matches all of them. */
const PARTIAL_MATCH_WEIGHT = 0.2;
const K1 = 1.2;
const B = 0.75;

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
}

interface WordMatches {
  /** record -> score for this word */
  scores: Map<number, number>;
  /** record -> index terms that matched */
  terms: Map<number, string[]>;
}

const bare = (text: string) => fold(text).replace(/[^\p{L}\p{N}]+/gu, '');

/** Full-text search over DocSearch records with DocSearch-like ranking (see plugins/search-index/README.md). */
export class SearchEngine {
  readonly records: DocSearchRecord[];
  private readonly index: InvertedIndex;
  /** For each record: the page record (lvl1) and the heading record it sits under, or -1. */
  private readonly pageOf: Int32Array;
  private readonly headingOf: Int32Array;
  /** Normalised title and keywords per record, computed when a record is first ranked. */
  private readonly titleKeys: (string[] | undefined)[];

  /** Without an index, one is built from the records' text (tests and tools; the browser gets it packed). */
  constructor(records: DocSearchRecord[], index: InvertedIndex = buildIndex(records)) {
    this.records = records;
    this.index = index;
    this.pageOf = new Int32Array(records.length).fill(-1);
    this.headingOf = new Int32Array(records.length).fill(-1);
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

  search(query: string, accept: (r: DocSearchRecord) => boolean = () => true): EngineResult {
    const {required, bonus} = queryTerms(query);
    if (required.length === 0) return {hits: [], words: []};
    const has = this.index.has;
    const perWord = required.map((w, i) => this.match(expandWord(w, this.index.terms, has, i === required.length - 1)));
    const bonusMatches = this.match(bonus.filter(has).map((term) => ({term, weight: 0.5})));

    const scores = new Map<number, number>();
    const matchedWords = new Map<number, number>();
    const candidates = new Set<number>();
    for (const m of perWord) for (const doc of m.scores.keys()) candidates.add(doc);
    for (const doc of candidates) {
      let score = 0;
      let matched = 0;
      for (const m of perWord) {
        const own = m.scores.get(doc);
        const context = Math.max(m.scores.get(this.headingOf[doc] ?? -1) ?? 0, m.scores.get(this.pageOf[doc] ?? -1) ?? 0);
        if (own !== undefined) {
          score += own;
          matched++;
        } else if (context > 0) {
          score += context * CONTEXT_WEIGHT;
          matched++;
        }
      }
      if (matched === 0) continue;
      score += bonusMatches.scores.get(doc) ?? 0;
      scores.set(doc, matched === perWord.length ? score : score * PARTIAL_MATCH_WEIGHT * (matched / perWord.length));
      matchedWords.set(doc, matched);
    }
    const full = [...matchedWords.values()].filter((n) => n === perWord.length).length;
    const q = bare(query);
    const hits: EngineHit[] = [];
    for (const [doc, score] of scores) {
      // Partial matches only fill up a short list, as the hosted service's optional words do.
      if (full >= 20 && matchedWords.get(doc) !== perWord.length) continue;
      const record = this.records[doc];
      if (!record || !accept(record)) continue;
      const terms = perWord.flatMap((m) => m.terms.get(doc) ?? []).concat(bonusMatches.terms.get(doc) ?? []);
      hits.push({record, score: this.rank(doc, score, q), terms});
    }
    return {hits: this.distinct(hits), words: required};
  }

  /** BM25 over the fields, weighted per expansion (completions and typos count less). */
  private match(expansions: Expansion[]): WordMatches {
    const scores = new Map<number, number>();
    const terms = new Map<number, string[]>();
    const {lengths, averages, size} = this.index;
    for (const {term, weight} of expansions) {
      const list = this.index.postings(term);
      if (!list) continue;
      const docs = list.length / 3;
      const idf = Math.log(1 + (size - docs + 0.5) / (docs + 0.5));
      for (let i = 0; i < list.length; i += 3) {
        const doc = list[i] ?? 0;
        const f = list[i + 1] ?? 0;
        const tf = list[i + 2] ?? 0;
        const norm = 1 - B + (B * (lengths[f]?.[doc] ?? 0)) / (averages[f] ?? 1);
        const s = weight * idf * (FIELD_BOOST[f] ?? 1) * ((tf * (K1 + 1)) / (tf + K1 * norm));
        scores.set(doc, (scores.get(doc) ?? 0) + s);
        const seen = terms.get(doc);
        if (!seen) terms.set(doc, [term]);
        else if (!seen.includes(term)) seen.push(term);
      }
    }
    return {scores, terms};
  }

  /** Record type weight, and a strong bonus when the query is exactly a title, command name or alias. */
  private rank(doc: number, score: number, q: string): number {
    const record = this.records[doc];
    let ranked = score * TYPE_WEIGHT[record?.type ?? 'content'];
    const keys = this.keysOf(doc);
    if (q !== '' && keys.includes(q)) ranked *= 4;
    else if (q.length > 2 && keys[0]?.startsWith(q)) ranked *= 1.5;
    return ranked;
  }

  /** One hit per URL (the best record), highest score first. */
  private distinct(hits: EngineHit[]): EngineHit[] {
    const best = new Map<string, EngineHit>();
    for (const hit of hits) {
      const seen = best.get(hit.record.url);
      if (!seen || seen.score < hit.score) best.set(hit.record.url, hit);
    }
    return [...best.values()].sort((a, b) => b.score - a.score);
  }
}

