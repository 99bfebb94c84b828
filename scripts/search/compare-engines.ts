// Engine comparison behind plugins/search-index/README.md. Runs each candidate on this site's records
// (from the current build) and measures shipped size, load time, query latency and hit@3 on
// tests/search/queries.yaml. The other engines are not project dependencies: install them anywhere
// and point ENGINE_MODULES at that node_modules, e.g.
//   npm i --prefix /tmp/engines flexsearch@0.8 @orama/orama@3 && ENGINE_MODULES=/tmp/engines/node_modules npx tsx scripts/search/compare-engines.ts
import {createRequire} from 'node:module';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
import MiniSearch from 'minisearch';
import {SearchEngine} from '../../src/search/engine';
import {fieldText} from '../../src/search/invertedIndex';
import {unpackRecords} from '../../src/search/asset';
import type {DocSearchRecord, IndexAsset} from '../../src/search/types';
import {builtIndexFile, engineFromAssetText, loadBuiltRecords} from './builtIndex';
import {loadQueries, type RelevanceQuery} from './relevance';

interface Candidate {
  name: string;
  /** What the browser downloads, serialized. */
  shipped: () => string;
  /** Time to a searchable engine in a fresh state from the shipped text. */
  load: (shipped: string) => Promise<(q: string) => Promise<number[]> | number[]>;
}

const records = loadBuiltRecords();
/** What every browser-side engine indexes: the records as the asset ships them, unpacked. */
const docsOf = (text: string) =>
  unpackRecords(JSON.parse(text) as IndexAsset).map((r, id) => ({id, title: fieldText(r, 'title'), keywords: fieldText(r, 'keywords'), content: fieldText(r, 'content')}));
const docs = docsOf(readFileSync(builtIndexFile(), 'utf8'));
// Engines built in the browser download the same compact records as ours, without the postings.
const texts = JSON.stringify({...(JSON.parse(readFileSync(builtIndexFile(), 'utf8')) as object), terms: [], postings: []});
const idOf = new Map(records.map((r, i) => [r.objectID, i]));
const pageOf = (id: number) => new URL((records[id] as DocSearchRecord).url).pathname;
const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;

async function measure(c: Candidate, queries: RelevanceQuery[]) {
  const shipped = c.shipped();
  const t0 = performance.now();
  const search = await c.load(shipped);
  const load = performance.now() - t0;
  const times: number[] = [];
  let hits = 0;
  const misses: string[] = [];
  for (const q of queries) {
    const start = performance.now();
    const ids = await search(q.q);
    times.push(performance.now() - start);
    const pages: string[] = [];
    for (const id of ids) if (!pages.includes(pageOf(id))) pages.push(pageOf(id));
    if (pages.slice(0, 3).some((p) => q.expect.includes(p))) hits++;
    else misses.push(q.q);
  }
  for (let r = 0; r < 4; r++) for (const q of queries) {
    const start = performance.now();
    await search(q.q);
    times.push(performance.now() - start);
  }
  return {
    name: c.name,
    raw: shipped.length / 1000,
    gzip: gzipSync(shipped, {level: 9}).length / 1000,
    load,
    p50: pct(times, 50),
    p95: pct(times, 95),
    hitAt3: hits / queries.length,
    misses,
  };
}

const ours: Candidate = {
  name: 'own index (chosen)',
  shipped: () => readFileSync(builtIndexFile(), 'utf8'),
  load: async (text) => {
    const engine = engineFromAssetText(text);
    return (q) => engine.search(q).hits.slice(0, 20).map((h) => idOf.get(h.record.objectID) ?? -1);
  },
};

const miniOptions = {fields: ['title', 'keywords', 'content'], storeFields: [] as string[]};
const miniSearchOptions = {boost: {title: 6, keywords: 3}, prefix: true, fuzzy: 0.2};
const miniPrebuilt: Candidate = {
  name: 'MiniSearch 7, index prebuilt (loadJSON)',
  shipped: () => {
    const ms = new MiniSearch(miniOptions);
    ms.addAll(docs);
    return `${JSON.stringify(ms)}\n${texts}`;
  },
  load: async (text) => {
    const [index = '', rest = ''] = text.split('\n');
    docsOf(rest);
    const ms = MiniSearch.loadJSON(index, miniOptions);
    return (q) => ms.search(q, miniSearchOptions).slice(0, 20).map((r) => r.id as number);
  },
};
const miniBuilt: Candidate = {
  name: 'MiniSearch 7, built in the browser',
  shipped: () => texts,
  load: async (text) => {
    const ms = new MiniSearch(miniOptions);
    ms.addAll(docsOf(text));
    return (q) => ms.search(q, miniSearchOptions).slice(0, 20).map((r) => r.id as number);
  },
};

function external(): Candidate[] {
  const dir = process.env.ENGINE_MODULES;
  if (!dir) return [];
  const req = createRequire(path.join(dir, 'noop.js'));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const {Document} = req('flexsearch') as any;
  const flexOptions = {tokenize: 'forward', document: {id: 'id', index: ['title', 'keywords', 'content']}};
  const flex: Candidate = {
    name: 'FlexSearch 0.8 Document, built in the browser',
    shipped: () => texts,
    load: async (text) => {
      const index = new Document(flexOptions);
      for (const d of docsOf(text)) index.add(d);
      return (q) => {
        const byField = index.search(q, {limit: 20, suggest: true}) as {field: string; result: number[]}[];
        const order = ['title', 'keywords', 'content'];
        return byField.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field)).flatMap((f) => f.result).slice(0, 20);
      };
    },
  };
  const orama: Candidate = {
    name: 'Orama 3, built in the browser',
    shipped: () => texts,
    load: async (text) => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      const o = req('@orama/orama') as any;
      const db = o.create({schema: {title: 'string', keywords: 'string', content: 'string', ref: 'number'}});
      o.insertMultiple(db, docsOf(text).map((d) => ({title: d.title, keywords: d.keywords, content: d.content, ref: d.id})));
      return async (q) => {
        const r = await o.search(db, {term: q, limit: 20, tolerance: 1, boost: {title: 6, keywords: 3}});
        return r.hits.map((h: {document: {ref: number}}) => h.document.ref);
      };
    },
  };
  return [flex, orama];
}

async function main() {
  const queries = loadQueries().filter((q) => q.expect.some((route) => records.some((r) => new URL(r.url).pathname === route)));
  const rows = [];
  for (const c of [ours, miniPrebuilt, miniBuilt, ...external()]) rows.push(await measure(c, queries));
  console.log(`${records.length} records, ${queries.length} scored queries; load average ${(await import('node:os')).loadavg()[0]?.toFixed(1)}\n`);
  console.log('| engine | shipped raw | shipped gzip | load | p50 | p95 | hit@3 |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.name} | ${r.raw.toFixed(0)} kB | ${r.gzip.toFixed(0)} kB | ${r.load.toFixed(0)} ms | ${r.p50.toFixed(2)} ms | ${r.p95.toFixed(2)} ms | ${(r.hitAt3 * 100).toFixed(1)} % |`);
  }
  for (const r of rows) console.log(`\n${r.name} misses: ${r.misses.join(' | ')}`);
  void SearchEngine;
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
