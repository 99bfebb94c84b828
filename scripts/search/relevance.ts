import {readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type {SearchEngine} from '../../src/search/engine';
import {repoRoot} from './builtIndex';

export interface RelevanceQuery {
  q: string;
  expect: string[];
  kind: string;
}

export interface QueryOutcome extends RelevanceQuery {
  /** 1-based rank of the first expected page among distinct result pages, or null. */
  rank: number | null;
  top: string[];
  pending: boolean;
}

export function loadQueries(): RelevanceQuery[] {
  return yaml.load(readFileSync(path.join(repoRoot, 'tests/search/queries.yaml'), 'utf8')) as RelevanceQuery[];
}

function pendingRoutes(): Set<string> {
  const text = readFileSync(path.join(repoRoot, 'tests/pending-routes.txt'), 'utf8');
  return new Set(text.split('\n').map((l) => l.trim()).filter((l) => l.startsWith('/')));
}

const pageOf = (url: string) => new URL(url).pathname.replace(/\/$/, '') || '/';

/**
 * Ranks pages the way the dialog shows them: hits in engine order, one entry per page.
 * A query whose expected pages are all still pending (not written yet) is reported but not scored.
 */
export function evaluate(engine: SearchEngine, queries: RelevanceQuery[]): QueryOutcome[] {
  const pending = pendingRoutes();
  return queries.map((query) => {
    const pages: string[] = [];
    for (const hit of engine.search(query.q).hits) {
      const page = pageOf(hit.record.url);
      if (!pages.includes(page)) pages.push(page);
    }
    const index = pages.findIndex((p) => query.expect.includes(p));
    return {...query, rank: index < 0 ? null : index + 1, top: pages.slice(0, 3), pending: query.expect.every((r) => pending.has(r))};
  });
}

export function hitAt(outcomes: QueryOutcome[], k: number): {scored: number; hits: number; rate: number} {
  const scored = outcomes.filter((o) => !o.pending);
  const hits = scored.filter((o) => o.rank !== null && o.rank <= k).length;
  return {scored: scored.length, hits, rate: scored.length === 0 ? 0 : hits / scored.length};
}
