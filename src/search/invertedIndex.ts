import {indexTerms, STOP_WORDS} from './tokenizer';
import type {DocSearchRecord} from './types';

/** Searchable fields, in the order their ids are stored in postings. */
export const FIELDS = ['title', 'keywords', 'content'] as const;
export type Field = (typeof FIELDS)[number];
const CONTENT = 2;

/**
 * The inverted index: for every term, a flat list of (record, field, term frequency) triples, and
 * the sorted term list for completion and typo lookups. It is built at build time and shipped in
 * the index asset with each term's postings packed into a short string, which the browser decodes
 * only for the terms a query touches: loading the index is then a JSON.parse, not an indexing run.
 */
export interface InvertedIndex {
  terms: string[];
  postings: (term: string) => number[] | undefined;
  has: (term: string) => boolean;
  /** Approximate token count per record and field, and the average per field (BM25 normalisation). */
  lengths: Float32Array[];
  averages: number[];
  size: number;
}

export function fieldText(record: DocSearchRecord, field: Field): string {
  if (field === 'title') return record.type === 'content' ? '' : (record.hierarchy[record.type] ?? '');
  if (field === 'keywords') return record.keywords ?? '';
  return record.content ?? '';
}

/** Field lengths from the text itself (about six characters a token), so the asset need not carry them. */
function fieldLengths(records: DocSearchRecord[]): {lengths: Float32Array[]; averages: number[]} {
  const lengths = FIELDS.map(() => new Float32Array(records.length));
  const averages = FIELDS.map((field, f) => {
    let total = 0;
    records.forEach((r, doc) => {
      const n = fieldText(r, field).length / 6 + 1;
      lengths[f]![doc] = n;
      total += n;
    });
    return total / Math.max(1, records.length);
  });
  return {lengths, averages};
}

/** Builds the postings from text (at build time, and in tests). Question words are not indexed in body text. */
export function buildPostings(records: DocSearchRecord[]): Map<string, number[]> {
  const postings = new Map<string, number[]>();
  const counts = new Map<string, number>();
  records.forEach((record, doc) => {
    FIELDS.forEach((field, f) => {
      const text = fieldText(record, field);
      if (!text) return;
      counts.clear();
      for (const t of indexTerms(text)) {
        if (f === CONTENT && STOP_WORDS.has(t)) continue;
        counts.set(t, (counts.get(t) ?? 0) + 1);
      }
      for (const [term, tf] of counts) {
        let list = postings.get(term);
        if (!list) postings.set(term, (list = []));
        list.push(doc, f, tf);
      }
    });
  });
  return postings;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const B64_VALUE = new Int8Array(128).fill(-1);
for (let i = 0; i < B64.length; i++) B64_VALUE[B64.charCodeAt(i)] = i;

function writeVarint(n: number, out: string[]): void {
  while (n >= 32) {
    out.push(B64[32 + (n & 31)] ?? '');
    n = Math.floor(n / 32);
  }
  out.push(B64[n] ?? '');
}

/** One term's postings as a string: per entry a varint of (record delta, field, tf > 1), then tf when > 1. */
export function encodePostings(list: number[]): string {
  const out: string[] = [];
  let prev = 0;
  for (let i = 0; i < list.length; i += 3) {
    const doc = list[i] ?? 0;
    const tf = list[i + 2] ?? 1;
    writeVarint(((doc - prev) * 4 + (list[i + 1] ?? 0)) * 2 + (tf > 1 ? 1 : 0), out);
    if (tf > 1) writeVarint(tf, out);
    prev = doc;
  }
  return out.join('');
}

export function decodePostings(text: string): number[] {
  const out: number[] = [];
  let i = 0;
  let doc = 0;
  const next = () => {
    let value = 0;
    let scale = 1;
    for (;;) {
      const digit = B64_VALUE[text.charCodeAt(i++)] ?? 0;
      if (digit < 32) return value + digit * scale;
      value += (digit - 32) * scale;
      scale *= 32;
    }
  };
  while (i < text.length) {
    const v = next();
    const tf = v % 2 === 1 ? next() : 1;
    const rest = Math.floor(v / 2);
    doc += Math.floor(rest / 4);
    out.push(doc, rest % 4, tf);
  }
  return out;
}

/** Packs postings for the asset: sorted terms and, in the same order, their encoded postings. */
export function packPostings(postings: Map<string, number[]>): {terms: string[]; postings: string[]} {
  const terms = [...postings.keys()].sort();
  return {terms, postings: terms.map((t) => encodePostings(postings.get(t) ?? []))};
}

/** An index over shipped postings, decoding a term's list the first time a query needs it. */
export function indexFromPacked(records: DocSearchRecord[], packed: {terms: string[]; postings: string[]}): InvertedIndex {
  const position = new Map<string, number>();
  packed.terms.forEach((t, i) => position.set(t, i));
  const decoded = new Map<string, number[]>();
  return {
    terms: packed.terms,
    has: (term) => position.has(term),
    postings(term) {
      let list = decoded.get(term);
      if (list) return list;
      const at = position.get(term);
      if (at === undefined) return undefined;
      decoded.set(term, (list = decodePostings(packed.postings[at] ?? '')));
      return list;
    },
    ...fieldLengths(records),
    size: records.length,
  };
}

/** An index built from text (tests and tools); the same shape the browser gets from the asset. */
export function buildIndex(records: DocSearchRecord[]): InvertedIndex {
  return indexFromPacked(records, packPostings(buildPostings(records)));
}
