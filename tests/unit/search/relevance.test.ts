import {describe, expect, it} from 'vitest';
import {loadBuiltEngine, loadBuiltRecords} from '@site/scripts/search/builtIndex';
import {site} from '@site/src/site';
import {evaluate, hitAt, loadQueries} from '@site/scripts/search/relevance';

/** Relevance on the real site: tests/search/queries.yaml against the index of the current build. */
describe('relevance set (tests/search/queries.yaml)', () => {
  const queries = loadQueries();

  it('has at least 60 realistic queries of every kind', () => {
    expect(queries.length).toBeGreaterThanOrEqual(60);
    expect(new Set(queries.map((q) => q.kind))).toEqual(new Set(['exact', 'symbol', 'question', 'typo', 'partial', 'synonym']));
  });

  it('finds an expected page in the top 3 for at least 95 % of the queries', () => {
    const outcomes = evaluate(loadBuiltEngine(), queries);
    const {scored, hits, rate} = hitAt(outcomes, 3);
    const misses = outcomes.filter((o) => !o.pending && (o.rank === null || o.rank > 3)).map((o) => `${o.q} -> ${o.top.join(', ') || 'nothing'} (want ${o.expect.join(' | ')})`);
    expect(scored, 'queries scored').toBeGreaterThanOrEqual(40);
    expect(rate, `hit@3 ${hits}/${scored}; misses:\n${misses.join('\n')}`).toBeGreaterThanOrEqual(0.95);
  });
});

describe('the built index', () => {
  const records = loadBuiltRecords();

  it('covers every doc page with DocSearch records that contextual search can find', () => {
    expect(new Set(records.filter((r) => r.type === 'lvl1').map((r) => new URL(r.url).pathname)).size).toBeGreaterThanOrEqual(150);
    for (const r of records) {
      expect(r.url.startsWith(site.url)).toBe(true);
      expect(['Chatbot', 'Overlays', 'Websockets', 'API']).toContain(r.hierarchy.lvl0);
      expect(r.language).toBe('en');
      expect(r.docusaurus_tag).toEqual(['default', 'docs-default-current']);
    }
    expect(new Set(records.map((r) => r.objectID)).size).toBe(records.length);
  });

  it('keeps tag lists and the search page out', () => {
    expect(records.some((r) => /\/(tags|search)(\/|$)/.test(new URL(r.url).pathname))).toBe(false);
  });
});
