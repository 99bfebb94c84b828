import {buildPostings, packPostings} from './invertedIndex';
import type {DocSearchRecord, Hierarchy, IndexAsset, RecordType} from './types';

const TYPE_CODES: RecordType[] = ['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** Packs DocSearch records into the compact asset (pages and sections de-duplicated). */
export function packRecords(records: DocSearchRecord[], site: string): IndexAsset {
  const pages: IndexAsset['pages'] = [];
  const sections: IndexAsset['sections'] = [];
  const sectionKeywords: [number, string][] = [];
  const pageIds = new Map<string, number>();
  const sectionIds = new Map<string, number>();
  const packed: number[] = [];
  let previousSection = 0;
  let previousText = 0;
  const texts: string[] = [];
  const textIds = new Map<string, number>();
  for (const r of records) {
    const url = new URL(r.url);
    const path = url.pathname;
    let page = pageIds.get(path);
    if (page === undefined) {
      page = pages.length;
      pageIds.set(path, page);
      pages.push([path, r.hierarchy.lvl0 ?? '', r.hierarchy.lvl1 ?? '', r.keywords ?? '']);
    }
    const h = r.hierarchy;
    const section = [page, url.hash.slice(1), h.lvl2 ?? '', h.lvl3 ?? '', h.lvl4 ?? '', h.lvl5 ?? '', h.lvl6 ?? ''] as IndexAsset['sections'][number];
    const key = JSON.stringify(section);
    let sectionId = sectionIds.get(key);
    if (sectionId === undefined) {
      sectionId = sections.length;
      sectionIds.set(key, sectionId);
      sections.push(section);
      if (r.type !== 'lvl1' && r.type !== 'content' && r.keywords) sectionKeywords.push([sectionId, r.keywords]);
    }
    const text = r.content ?? '';
    let textId = textIds.get(text);
    if (textId === undefined) {
      textId = texts.length;
      textIds.set(text, textId);
      texts.push(text);
    }
    packed.push(sectionId - previousSection, TYPE_CODES.indexOf(r.type), textId - previousText);
    previousSection = sectionId;
    previousText = textId;
  }
  const first = records[0];
  const {terms, postings} = packPostings(buildPostings(records));
  return {
    version: 2,
    site,
    language: first?.language ?? 'en',
    tags: first?.docusaurus_tag ?? [],
    pages,
    sections,
    ...(sectionKeywords.length > 0 ? {sectionKeywords} : {}),
    texts,
    records: packed,
    terms: packTerms(terms),
    postings: postings.join(' '),
  };
}

/** Front coding: each term as its shared prefix with the one before (one base-36 digit, so at most 35) and the rest, one per line. */
export function packTerms(sorted: string[]): string {
  let previous = '';
  return sorted
    .map((term) => {
      if (term.includes('\n')) throw new Error(`Search index: a term holds a line break: ${JSON.stringify(term)}`);
      let shared = 0;
      while (shared < 35 && shared < term.length && shared < previous.length && term[shared] === previous[shared]) shared++;
      previous = term;
      return shared.toString(36) + term.slice(shared);
    })
    .join('\n');
}

export function unpackTerms(text: string): string[] {
  if (text === '') return [];
  let previous = '';
  return text.split('\n').map((line) => (previous = previous.slice(0, parseInt(line[0] ?? '0', 36)) + line.slice(1)));
}

/** The asset's terms and postings as the inverted index reads them. */
export function unpackPostings(asset: IndexAsset): {terms: string[]; postings: string[]} {
  return {terms: unpackTerms(asset.terms), postings: asset.postings === '' ? [] : asset.postings.split(' ')};
}

/** 32-bit FNV-1a in base 36: short, stable ids without a crypto dependency in the browser. */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The objectID base of a record: url, type, and the length and start of its content. */
function idBase(url: string, type: string, content: string): string {
  // Hashing whole paragraphs is the slowest part of loading the index; the start and the length identify a record as well.
  return fnv1a(`${url}\u0000${type}\u0000${content.length}\u0000${content.slice(0, 48)}`);
}

/**
 * Stable objectIDs: a hash of url, type and content, so saved searches (recents, favorites)
 * keep pointing at the same record across builds. Repeats get a counter suffix.
 */
export function assignObjectIds<T extends Omit<DocSearchRecord, 'objectID'>>(records: T[]): (T & {objectID: string})[] {
  const seen = new Map<string, number>();
  return records.map((r) => {
    const base = idBase(r.url, r.type, r.content ?? '');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return {...r, objectID: n === 0 ? base : `${base}-${n}`};
  });
}

/**
 * Rebuilds full DocSearch records from the asset. Runs in the browser on the first search, so the
 * URL and hierarchy of a section are built once and shared by its records (they are read-only).
 */
export function unpackRecords(asset: IndexAsset): DocSearchRecord[] {
  const sectionCache: ({url: string; hierarchy: Hierarchy; keywords: string; headingKeywords?: string} | undefined)[] = [];
  const headingKeywords = new Map(asset.sectionKeywords ?? []);
  const seen = new Map<string, number>();
  const records: DocSearchRecord[] = [];
  let sectionId = 0;
  let textId = 0;
  for (let at = 0; at + 2 < asset.records.length; at += 3) {
    const i = at / 3;
    sectionId += asset.records[at] ?? 0;
    const typeCode = asset.records[at + 1] ?? 0;
    textId += asset.records[at + 2] ?? 0;
    let section = sectionCache[sectionId];
    if (!section) {
      const row = asset.sections[sectionId];
      const page = row ? asset.pages[row[0]] : undefined;
      if (!row || !page) throw new Error(`Search index is corrupt at record ${i}.`);
      const [path, lvl0, lvl1, keywords] = page;
      const hierarchy = {lvl0, lvl1, lvl2: row[2] || null, lvl3: row[3] || null, lvl4: row[4] || null, lvl5: row[5] || null, lvl6: row[6] || null};
      section = {url: `${asset.site}${path}${row[1] ? `#${row[1]}` : ''}`, hierarchy, keywords, headingKeywords: headingKeywords.get(sectionId)};
      sectionCache[sectionId] = section;
    }
    const content = asset.texts[textId] ?? '';
    const type = TYPE_CODES[typeCode] ?? 'content';
    const base = idBase(section.url, type, content);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    const record: DocSearchRecord = {
      url: section.url,
      type,
      hierarchy: section.hierarchy,
      content: content || null,
      language: asset.language,
      docusaurus_tag: asset.tags,
      objectID: n === 0 ? base : `${base}-${n}`,
    };
    if (section.keywords && type === 'lvl1') record.keywords = section.keywords;
    else if (section.headingKeywords && type !== 'content') record.keywords = section.headingKeywords;
    records.push(record);
  }
  return records;
}
