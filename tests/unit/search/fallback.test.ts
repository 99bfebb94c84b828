import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {POPULAR_SHOWN, popularPages} from '@site/src/data/popularPages';
import {sectionLinks} from '@site/src/data/sections';
import {runRequest} from '@site/src/search/client';
import {SearchEngine} from '@site/src/search/engine';
import {embeddedFallback} from '@site/src/search/fallbackEmbedded';
import {MAX_NEAREST, pagePath, triedLine} from '@site/src/search/fallback';
import {repoRoot} from '@site/scripts/search/builtIndex';
import {fixtureRecords, PAGES} from './fixtures';

const engine = new SearchEngine(fixtureRecords());
const acceptAll = () => true;
const routes = new Set(
  readFileSync(path.join(repoRoot, 'spec/routes.txt'), 'utf8')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.startsWith('/')),
);

describe('popular pages (src/data/popularPages.ts)', () => {
  it('lists every top-level section, each with at least as many pages as the screen shows', () => {
    expect(Object.keys(popularPages).sort()).toEqual(sectionLinks.map((s) => s.label).sort());
    for (const [section, pages] of Object.entries(popularPages)) expect(pages.length, section).toBeGreaterThanOrEqual(POPULAR_SHOWN);
  });

  it('names only routes the site must build, each in its own section, once', () => {
    for (const [section, pages] of Object.entries(popularPages)) {
      expect(new Set(pages).size, section).toBe(pages.length);
      for (const address of pages) {
        expect(routes, address).toContain(address.split('#')[0]);
        const owner = sectionLinks.find((s) => s.label === section)!;
        if (owner.to !== '/') expect(address === owner.to || address.startsWith(`${owner.to}/`) || address.startsWith(`${owner.to}#`), address).toBe(true);
      }
    }
  });
});

describe('the no-results fallback (embedded)', () => {
  it('offers the nearest pages by spelling: a title typed with slips', () => {
    const {nearest} = embeddedFallback(engine, 'songrekwest', acceptAll);
    expect(nearest.length).toBeGreaterThan(0);
    expect(nearest.length).toBeLessThanOrEqual(MAX_NEAREST);
    expect(nearest.map((p) => pagePath(p.url))).toContain('/chatbot/commands/default/songrequest');
    expect(new Set(nearest.map((p) => p.url)).size).toBe(nearest.length);
  });

  it("offers the popular pages of the reader's section, and the API's when the search is narrowed to it", () => {
    const fixtureRoutes = new Set(PAGES.map((p) => p.route));
    const shown = (section: string) => (popularPages[section] ?? []).filter((p) => fixtureRoutes.has(p)).slice(0, POPULAR_SHOWN);
    const overlays = embeddedFallback(engine, 'qqzzxx', acceptAll, {readerSection: 'Overlays'});
    expect(overlays.popular.section).toBe('Overlays');
    expect(overlays.popular.pages.map((p) => pagePath(p.url))).toEqual(shown('Overlays'));
    expect(embeddedFallback(engine, 'qqzzxx', acceptAll, {readerSection: 'Overlays', scoped: true}).popular.section).toBe('API');
    expect(embeddedFallback(engine, 'qqzzxx', acceptAll).popular.section).toBe(sectionLinks.find((s) => s.to === '/')!.label);
  });

  it('never offers a page the filters leave out', () => {
    const onlyChatbot = (r: {hierarchy: {lvl0: string | null}}) => r.hierarchy.lvl0 === 'Chatbot';
    const {nearest, popular} = embeddedFallback(engine, 'custom widget evnts', onlyChatbot, {readerSection: 'Overlays'});
    expect([...nearest, ...popular.pages].every((p) => p.section === 'Chatbot')).toBe(true);
  });

  it('is part of an empty answer only', () => {
    const request = (query: string) => runRequest(engine, {indexName: 'docs', query});
    expect(request('qqzzxxnothing').fallback?.tried).toContain('“qqzzxxnothing”');
    expect(request('songrequest').fallback).toBeUndefined();
  });
});

describe('what was tried', () => {
  it('says where it searched, the query as typed and each way of reading it, as text', () => {
    expect(triedLine('  <b>x</b> ')).toBe(
      'Searched every page for “<b>x</b>” as typed, with a letter or two wrong, as the start of a word, as shorthand and as Spanish, Portuguese, German and French words.',
    );
    expect(triedLine('abc', {scoped: true})).toMatch(/^Searched the API reference for “abc”/);
    expect(triedLine('sorteo ahora', {reading: {languages: ['es'], readAs: [{typed: 'sorteo', as: 'giveaway'}], ignored: ['ahora']}})).toMatch(
      /; read “sorteo” as giveaway; left out “ahora”\.$/,
    );
  });
});
