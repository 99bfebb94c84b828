import {buildPostings, packPostings} from './invertedIndex';
import {LEVELS, type DocSearchRecord, type Hierarchy, type IndexAsset, type RecordType} from './types';

const TYPE_CODES: RecordType[] = ['content', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

/** Packs DocSearch records into the compact asset (pages and sections de-duplicated). */
export function packRecords(records: DocSearchRecord[], site: string): IndexAsset {
  const pages: IndexAsset['pages'] = [];
  const sections: IndexAsset['sections'] = [];
  const pageIds = new Map<string, number>();
  const sectionIds = new Map<string, number>();
  const packed: IndexAsset['records'] = [];
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
    }
    const text = r.content ?? '';
    let textId = textIds.get(text);
    if (textId === undefined) {
      textId = texts.length;
      textIds.set(text, textId);
      texts.push(text);
    }
    packed.push([sectionId, TYPE_CODES.indexOf(r.type), textId]);
  }
  const first = records[0];
  return {
    version: 1,
    site,
    language: first?.language ?? 'en',
    tags: first?.docusaurus_tag ?? [],
    pages,
    sections,
    texts,
    records: packed,
    ...packPostings(buildPostings(records)),
  };
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

/**
 * Stable objectIDs: a hash of url, type and content, so saved searches (recents, favorites)
 * keep pointing at the same record across builds. Repeats get a counter suffix.
 */
export function assignObjectIds<T extends Omit<DocSearchRecord, 'objectID'>>(records: T[]): (T & {objectID: string})[] {
  const seen = new Map<string, number>();
  return records.map((r) => {
    // Hashing whole paragraphs is the slowest part of loading the index; the start and the length identify a record as well.
    const content = r.content ?? '';
    const base = fnv1a(`${r.url}\u0000${r.type}\u0000${content.length}\u0000${content.slice(0, 48)}`);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    return {...r, objectID: n === 0 ? base : `${base}-${n}`};
  });
}

/** Rebuilds full DocSearch records from the asset. */
export function unpackRecords(asset: IndexAsset): DocSearchRecord[] {
  const records = asset.records.map(([sectionId, typeCode, textId], i) => {
    const content = asset.texts[textId] ?? '';
    const section = asset.sections[sectionId];
    const page = section ? asset.pages[section[0]] : undefined;
    if (!section || !page) throw new Error(`Search index is corrupt at record ${i}.`);
    const [path, lvl0, lvl1, keywords] = page;
    const hierarchy = {lvl0, lvl1} as Hierarchy;
    LEVELS.slice(2).forEach((level, k) => {
      hierarchy[level] = String(section[2 + k] ?? '') || null;
    });
    const type = TYPE_CODES[typeCode] ?? 'content';
    return {
      url: `${asset.site}${path}${section[1] ? `#${section[1]}` : ''}`,
      type,
      hierarchy,
      content: content || null,
      language: asset.language,
      docusaurus_tag: asset.tags,
      ...(keywords && type === 'lvl1' ? {keywords} : {}),
    };
  });
  return assignObjectIds(records);
}
