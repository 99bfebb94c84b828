import {Parser} from 'htmlparser2';
import {assignObjectIds} from '../../src/search/asset';
import type {DocSearchRecord, Hierarchy, RecordType} from '../../src/search/types';
import {isArticleContainer, SKIP_TAGS, skipByAttributes} from '../shared/article';
import {pageParts, type PageParts} from '../shared/pageParts';

export interface ExtractOptions {
  /** Absolute site root without trailing slash, e.g. https://docs.example.com */
  siteRoot: string;
  /** Route of the page, e.g. /chatbot/commands/default/8ball */
  route: string;
  /** lvl0: the top-level section the route belongs to. */
  section: string;
  /**
   * A section's index page (other pages live under its route): its tables list those pages with
   * their own summaries, which their pages answer better, so its table rows are left out.
   */
  sectionIndex?: boolean;
}

const HEADINGS: Record<string, number> = {h1: 1, h2: 2, h3: 3, h4: 4, h5: 5, h6: 6};
/** Elements whose text is one content record (the innermost one wins). A table's caption is a label, not one. */
const BLOCKS = new Set(['p', 'li', 'dt', 'dd', 'pre', 'tr', 'summary', 'figcaption']);
/** Inline formatting: no word break at its edges. Every other element boundary separates words. */
const INLINE = new Set(['a', 'code', 'strong', 'em', 'b', 'i', 'u', 's', 'kbd', 'sup', 'sub', 'mark', 'abbr', 'small', 'del', 'ins', 'q', 'cite', 'var', 'samp', 'time', 'wbr']);
/** A table's cells. */
const CELLS = new Set(['td', 'th']);

/** What ends a table head whose end tag the built HTML leaves out. */
const TABLE_BODY = new Set(['tbody', 'tfoot']);
const MAX_CODE = 300;
const MAX_TEXT = 1200;

/**
 * Left out of search records but kept in the Markdown twin: the reference API's tables, samples and
 * schemas on /api (each operation is found by its heading and its endpoint line instead).
 */
export const searchOnlySkip = (attribs: Record<string, string>) => 'data-search-skip' in attribs;

/**
 * A "Related" section lists other pages, each with that page's own summary: its hits would send a
 * reader to the page that links to the answer instead of the answer, so it is left out of search
 * (heading and items; the page and its Markdown twin keep it).
 */
const LINK_LIST_SECTION = /^(related|see also)$/i;
const inLinkList = (levels: readonly (string | null)[]) => levels.some((l, n) => n >= 2 && l !== null && LINK_LIST_SECTION.test(l));

const clean = (text: string) => text.replace(/[\u200b\u00ad]/g, '').replace(/\s+/g, ' ').trim();

interface OpenBlock {
  tag: string;
  depth: number;
  level: number; // 0 content, 1..6 heading
  id: string;
  parts: string[];
  /** A heading's `data-search-keywords`: hidden words for its record (the reference API's method, path and scopes). */
  keywords?: string;
}

/**
 * Reads one built doc page and returns its DocSearch records: one lvl1 record for the page (its
 * description as content), one record per heading (h2…h6, url with the heading's anchor) and one
 * content record per paragraph, list item, table row, term or code block, under the nearest heading.
 * Pages without the docs markdown container (tag lists, search, 404) yield nothing.
 */
export function extractRecords(html: string, options: ExtractOptions): DocSearchRecord[] {
  return pageRecords(pageParts(html), options);
}

/** The same from a page's head values and article, as the post-build pipeline has already read them. */
export function pageRecords({head, article}: PageParts, options: ExtractOptions): DocSearchRecord[] {
  if (article === undefined) return [];
  const meta = {
    title: '',
    description: head.description ?? '',
    keywords: head.keywords ?? '',
    language: head['docsearch:language'] ?? 'en',
    tag: head['docsearch:docusaurus_tag'] ?? '',
  };
  const records: Omit<DocSearchRecord, 'objectID'>[] = [];
  const levels: (string | null)[] = [null, null, null, null, null, null, null];
  let anchor = '';
  let depth = 0;
  let mainDepth = -1;
  let skipDepth = -1;
  let skipTag = '';
  let term = '';
  const blocks: OpenBlock[] = [];
  const base = `${options.siteRoot}${options.route === '/' ? '/' : options.route}`;

  const hierarchy = (): Hierarchy => ({
    lvl0: options.section,
    lvl1: levels[1] ?? meta.title,
    lvl2: levels[2] ?? null,
    lvl3: levels[3] ?? null,
    lvl4: levels[4] ?? null,
    lvl5: levels[5] ?? null,
    lvl6: levels[6] ?? null,
  });
  const push = (type: RecordType, content: string | null, withAnchor = true, keywords?: string) =>
    records.push({
      ...(keywords ? {keywords} : {}),
      url: withAnchor && anchor ? `${base}#${anchor}` : base,
      type,
      hierarchy: hierarchy(),
      content,
      language: meta.language,
      docusaurus_tag: ['default', meta.tag].filter(Boolean),
    });

  const parser = new Parser(
    {
      onopentag(name, attribs) {
        depth++;
        if (name === 'dl') term = '';
        if (mainDepth < 0) {
          if (isArticleContainer(attribs)) mainDepth = depth;
          return;
        }
        // The built HTML leaves out optional end tags (`</thead>`, `</caption>`), and the parser does not
        // close a table head when its body opens, so the body would sit inside the skipped head.
        if (skipDepth >= 0 && skipTag === 'thead' && TABLE_BODY.has(name)) skipDepth = -1;
        // Nor does it end a cell, or a paragraph left open in it, when the next row starts, as
        // browsers do: the row being read ends there, or every later row would sit in its skipped cell.
        if (name === 'tr' && (skipDepth < 0 || CELLS.has(skipTag))) {
          skipDepth = -1;
          const row = blocks[blocks.length - 1];
          if (row?.tag === 'tr') {
            blocks.pop();
            finish(row);
          }
        }
        if (skipDepth >= 0) return;
        if (SKIP_TAGS.has(name) || skipByAttributes(attribs) || searchOnlySkip(attribs)) {
          skipDepth = depth;
          skipTag = name;
          return;
        }
        const level = HEADINGS[name];
        const top = blocks[blocks.length - 1];
        if (level !== undefined) {
          blocks.push({tag: name, depth, level, id: attribs.id ?? '', parts: [], keywords: attribs['data-search-keywords']});
        } else if (name === 'tr' && options.sectionIndex) {
          skipDepth = depth;
          skipTag = name;
        } else if (BLOCKS.has(name) && !(top && (top.tag === 'pre' || (top.tag === 'tr' && name !== 'tr')))) {
          // A list or paragraph inside a table cell is part of its row, not a record of its own.
          blocks.push({tag: name, depth, level: 0, id: '', parts: []});
        } else if (CELLS.has(name) && top?.tag === 'tr' && top.parts.length > 0) {
          // A row is found by its name (its first cell: a setting, a placeholder, a field); the other
          // cells describe it to a reader and would cost the index more than they find.
          skipDepth = depth;
          skipTag = name;
        } else if (top && top.tag !== 'pre' && !INLINE.has(name)) {
          top.parts.push(' ');
        }
      },
      ontext(text) {
        if (mainDepth < 0 || skipDepth >= 0) return;
        blocks[blocks.length - 1]?.parts.push(text);
      },
      onclosetag(name) {
        if (skipDepth === depth) skipDepth = -1;
        const top = blocks[blocks.length - 1];
        if (top && top.depth === depth) {
          blocks.pop();
          finish(top);
        } else if (top && skipDepth < 0 && top.tag !== 'pre' && !INLINE.has(name)) {
          top.parts.push(' ');
        }
        if (mainDepth === depth) mainDepth = -1;
        depth--;
      },
    },
    {decodeEntities: true, lowerCaseTags: true},
  );

  function finish(block: OpenBlock) {
    const text = clean(block.parts.join(''));
    if (block.level === 1) {
      levels[1] = text || (levels[1] ?? null);
      return;
    }
    if (block.level > 1) {
      if (!text) return;
      levels[block.level] = text;
      for (let l = block.level + 1; l <= 6; l++) levels[l] = null;
      anchor = block.id;
      if (!inLinkList(levels)) push(`lvl${block.level}` as RecordType, null, true, block.keywords);
      return;
    }
    if (!text || inLinkList(levels)) return;
    // A term on its own ("User level") says nothing; it prefixes each of its definitions instead.
    if (block.tag === 'dt') {
      term = text;
      return;
    }
    const full = block.tag === 'dd' && term ? `${term}: ${text}` : text;
    const limit = block.tag === 'pre' ? MAX_CODE : MAX_TEXT;
    push('content', full.length > limit ? `${full.slice(0, limit).replace(/\s\S*$/, '')} …` : full);
  }

  parser.write(article);
  parser.end();
  if (records.length === 0 && !levels[1]) return [];

  meta.title = clean(head.title ?? '').replace(/\s+\|\s+[^|]*$/, '');
  const title = levels[1] || meta.title;
  const page: Omit<DocSearchRecord, 'objectID'> = {
    url: base,
    type: 'lvl1',
    hierarchy: {lvl0: options.section, lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: meta.description || null,
    language: meta.language,
    docusaurus_tag: ['default', meta.tag].filter(Boolean),
    ...(meta.keywords ? {keywords: meta.keywords} : {}),
  };
  const all = [page, ...records.map((r) => ({...r, hierarchy: {...r.hierarchy, lvl1: title}}))];
  return assignObjectIds(all);
}
