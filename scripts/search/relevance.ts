import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {SearchEngine} from '../../src/search/engine';
import {inScope} from '../../src/search/scope';
import {repoRoot} from './builtIndex';

export type Part = 'tuning' | 'holdout';

export interface RelevanceQuery {
  q: string;
  expect: string[];
  /** The query's class (see the head of tests/search/queries.yaml). */
  kind: string;
  /** For typos: insert | delete | substitute | swap. */
  edit?: string;
  /** `api`: evaluated as the dialog opened on /api runs it, narrowed to the API section. */
  scope?: 'api';
  part: Part;
}

export interface QueryOutcome extends RelevanceQuery {
  /** 1-based rank of the first expected page among distinct result pages, or null. */
  rank: number | null;
  top: string[];
  pending: boolean;
}

interface RawQuery {
  q: string | number;
  expect: string[];
  kind?: string;
  class?: string;
  edit?: string;
  scope?: string;
  part?: string;
}

const queriesDir = path.join(repoRoot, 'tests/search');

/**
 * The relevance set: `tests/search/queries.yaml` and every other `.yaml` file beside it (one file per
 * batch or area, so batches written apart never edit the same file). `class` is read as `kind`;
 * entries without `part` are tuning queries.
 */
export function loadQueries(files = readdirSync(queriesDir).filter((f) => f.endsWith('.yaml')).sort().map((f) => path.join(queriesDir, f))): RelevanceQuery[] {
  return files.flatMap(loadQueryFile);
}

function loadQueryFile(file: string): RelevanceQuery[] {
  const raw = yaml.load(readFileSync(file, 'utf8')) as RawQuery[];
  return raw.map((r) => ({
    q: String(r.q),
    expect: r.expect,
    kind: r.kind ?? r.class ?? 'unclassified',
    ...(r.edit ? {edit: r.edit} : {}),
    ...(r.scope === 'api' ? {scope: 'api' as const} : {}),
    part: r.part === 'holdout' ? 'holdout' : 'tuning',
  }));
}

const listed = (file: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('/'));

/** Pages not written yet, and anchors (sections) not on their page yet. */
function pending(): {routes: Set<string>; anchors: Set<string>} {
  return {routes: new Set(listed(path.join(repoRoot, 'tests/pending-routes.txt'))), anchors: new Set(listed(path.join(queriesDir, 'pending-anchors.txt')))};
}

const pageOf = (url: string) => new URL(url).pathname.replace(/\/$/, '') || '/';
/** A hit's address as the relevance set writes it: route, plus `#anchor` when it has one. */
const addressOf = (url: string) => `${pageOf(url)}${new URL(url).hash}`;
const routeOf = (expectation: string) => expectation.split('#')[0]!;

/**
 * Ranks pages the way the dialog shows them: hits in engine order, one entry per page. A query
 * that expects a heading (`/api#list-timers`) is ranked by distinct addresses instead (one entry
 * per page and anchor, as the dialog lists headings), and a plain route among its expectations
 * matches any address on that page.
 * A query whose expected pages or anchors are all still pending (not written yet) is reported but
 * not scored. A scoped query (`scope: api`) searches the API section only, as the dialog does there.
 */
export function evaluate(engine: SearchEngine, queries: RelevanceQuery[]): QueryOutcome[] {
  const {routes, anchors} = pending();
  const isPending = (e: string) => routes.has(routeOf(e)) || anchors.has(e);
  return queries.map((query) => {
    const byAnchor = query.expect.some((e) => e.includes('#'));
    const entries: string[] = [];
    for (const hit of engine.search(query.q, query.scope ? inScope(query.scope) : undefined, {api: query.scope === 'api'}).hits) {
      const entry = byAnchor ? addressOf(hit.record.url) : pageOf(hit.record.url);
      if (!entries.includes(entry)) entries.push(entry);
    }
    const matches = (entry: string) => query.expect.some((e) => (e.includes('#') ? e === entry : e === routeOf(entry)));
    const index = entries.findIndex(matches);
    return {...query, rank: index < 0 ? null : index + 1, top: entries.slice(0, 3), pending: query.expect.every(isPending)};
  });
}

export interface Score {
  scored: number;
  hits: number;
  rate: number;
}

export function hitAt(outcomes: QueryOutcome[], k: number): Score {
  const scored = outcomes.filter((o) => !o.pending);
  const hits = scored.filter((o) => o.rank !== null && o.rank <= k).length;
  return {scored: scored.length, hits, rate: scored.length === 0 ? 0 : hits / scored.length};
}

/** Mean reciprocal rank of the first expected page (0 when it is not found at all). */
export function meanReciprocalRank(outcomes: QueryOutcome[]): number {
  const scored = outcomes.filter((o) => !o.pending);
  if (scored.length === 0) return 0;
  return scored.reduce((sum, o) => sum + (o.rank === null ? 0 : 1 / o.rank), 0) / scored.length;
}

/** hit@k (3 unless told) per class (and per typo edit kind, as "typo:swap" etc.), in name order. */
export function byClass(outcomes: QueryOutcome[], k = 3): Map<string, Score> {
  const groups = new Map<string, QueryOutcome[]>();
  const add = (key: string, o: QueryOutcome) => groups.set(key, [...(groups.get(key) ?? []), o]);
  for (const o of outcomes) {
    add(o.kind, o);
    if (o.edit) add(`${o.kind}:${o.edit}`, o);
  }
  return new Map([...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([kind, list]) => [kind, hitAt(list, k)]));
}
