import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {fold, indexTerms, queryTerms} from './tokenizer';
import type {DocSearchRecord} from './types';

/** How much each field counts: titles and command names/aliases above body text. */
const FIELD_BOOST = {title: 8, keywords: 4, path: 1, content: 1};
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
/** Answers that only match some of the words rank below every answer that matches all of them. */
const PARTIAL_MATCH_WEIGHT = 0.25;

interface IndexedDoc {
  id: number;
  title: string;
  keywords: string;
  path: string;
  content: string;
}

export interface EngineHit {
  record: DocSearchRecord;
  score: number;
  /** Terms of the record that matched (after prefix and typo expansion). */
  terms: string[];
}

export interface EngineResult {
  hits: EngineHit[];
  /** The query's words after stop-word removal: what highlighting looks for. */
  words: string[];
}

const bare = (text: string) => fold(text).replace(/[^\p{L}\p{N}]+/gu, '');

function toDoc(r: DocSearchRecord, id: number): IndexedDoc {
  const h = r.hierarchy;
  const heading = r.type === 'content' ? null : h[r.type];
  const trail = [h.lvl1, h.lvl2, h.lvl3, h.lvl4, h.lvl5, h.lvl6].filter((x): x is string => !!x && x !== heading);
  return {
    id,
    title: heading ?? '',
    keywords: r.keywords ?? '',
    path: trail.join(' '),
    content: r.content ?? '',
  };
}

/** Allowed typos grow with the word: none up to 4 letters, one up to 8, then two. */
export function maxTypos(term: string): number {
  if (term.length < 5 || /^\d+$/.test(term)) return 0;
  return term.length < 9 ? 1 : 2;
}

/** Full-text search over DocSearch records, with DocSearch-like ranking. */
export class SearchEngine {
  readonly records: DocSearchRecord[];
  private readonly index: MiniSearch<IndexedDoc>;

  constructor(records: DocSearchRecord[]) {
    this.records = records;
    this.index = new MiniSearch<IndexedDoc>({
      fields: ['title', 'keywords', 'path', 'content'],
      tokenize: indexTerms,
      processTerm: (t) => t,
      searchOptions: {tokenize: (q) => [q], processTerm: (t) => t},
    });
    this.index.addAll(records.map(toDoc));
  }

  search(query: string, accept: (r: DocSearchRecord) => boolean = () => true): EngineResult {
    const {required, bonus} = queryTerms(query);
    if (required.length === 0) return {hits: [], words: []};
    const last = required.length - 1;
    const term = (t: string, i: number): Query => ({
      queries: [t],
      prefix: i === last && !/^\d$/.test(t),
      fuzzy: maxTypos(t),
    });
    const boostDocument = (id: number) => TYPE_WEIGHT[this.records[id]?.type ?? 'content'];
    const options = {boost: FIELD_BOOST, boostDocument, filter: (r: SearchResult) => accept(this.records[r.id] as DocSearchRecord)};
    const all: Query = {combineWith: 'AND', queries: required.map(term)};
    const withBonus: Query = bonus.length > 0 ? {combineWith: 'OR', queries: [all, ...bonus.map((b) => ({queries: [b]}))]} : all;

    let results = this.index.search(withBonus, options).filter((r) => this.matchesAll(r, required));
    if (results.length < 20 && required.length > 1) {
      const have = new Set(results.map((r) => r.id));
      const loose = this.index
        .search({combineWith: 'OR', queries: required.map(term)}, options)
        .filter((r) => !have.has(r.id))
        .map((r) => ({...r, score: r.score * PARTIAL_MATCH_WEIGHT}));
      results = results.concat(loose);
    }
    return {hits: this.rank(results, query), words: required};
  }

  /** The bonus OR can let in records that carry a compound but miss a word; keep only full matches. */
  private matchesAll(result: SearchResult, required: string[]): boolean {
    return required.length <= 1 || result.queryTerms.filter((q) => required.includes(q)).length >= required.length;
  }

  /** Exact title matches first, then one hit per URL (the best), highest score first. */
  private rank(results: SearchResult[], query: string): EngineHit[] {
    const q = bare(query);
    const best = new Map<string, EngineHit>();
    for (const r of results) {
      const record = this.records[r.id];
      if (!record) continue;
      const title = record.type === 'content' ? null : record.hierarchy[record.type];
      const keywords = (record.keywords ?? '').split(',').map(bare);
      let score = r.score;
      if (title && q !== '' && (bare(title) === q || keywords.includes(q))) score *= 4;
      else if (title && q.length > 2 && bare(title).startsWith(q)) score *= 1.5;
      const seen = best.get(record.url);
      if (!seen || seen.score < score) best.set(record.url, {record, score, terms: r.terms});
    }
    return [...best.values()].sort((a, b) => b.score - a.score);
  }
}
