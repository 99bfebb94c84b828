import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {exportHostedIndex, hostedIndexSettings, vocabularySynonyms} from '@site/scripts/search/hostedExport';
import {searchSynonyms} from '@site/src/data/searchSynonyms';
import {docPage} from './fixtures';

describe('npm run search:export (hosted index)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'export-'));
  afterAll(() => rmSync(dir, {recursive: true, force: true}));

  it('emits records, settings with the typo thresholds, and the synonym table', async () => {
    writeFileSync(path.join(dir, 'index.html'), docPage({title: 'Home', body: '<p>Welcome.</p>'}));
    writeFileSync(path.join(dir, 'api.html'), docPage({title: 'API', description: 'The reference API.', body: '<p>Tokens.</p>'}));
    const out = path.join(dir, 'out/records.json');
    const files = await exportHostedIndex(dir, out, path.join(dir, 'no-docs'));
    const records = JSON.parse(readFileSync(files.records, 'utf8')) as {url: string; weight: {level: number}; keywords?: string}[];
    expect(records.find((r) => r.url.endsWith('/api'))).toMatchObject({weight: {level: 1}, keywords: 'api'});

    const settings = JSON.parse(readFileSync(files.settings, 'utf8')) as typeof hostedIndexSettings;
    expect(settings).toMatchObject({typoTolerance: true, minWordSizefor1Typo: 4, minWordSizefor2Typos: 8, ignorePlurals: ['en'], removeStopWords: ['en'], attributeForDistinct: 'url'});
    expect(settings.searchableAttributes).toContain('unordered(keywords)');

    const synonyms = JSON.parse(readFileSync(files.synonyms, 'utf8')) as {type: string; objectID: string}[];
    expect(files.synonyms).toBe(path.join(dir, 'out/records.synonyms.json'));
    expect(synonyms).toHaveLength(searchSynonyms.length + vocabularySynonyms().length);
    expect(new Set(synonyms.map((s) => s.objectID)).size).toBe(synonyms.length);
    expect(synonyms).toContainEqual(expect.objectContaining({type: 'oneWaySynonym', input: 'comando personalizado', synonyms: ['custom command']}));
    expect(synonyms).toContainEqual(expect.objectContaining({type: 'oneWaySynonym', input: 'lb', synonyms: ['leaderboard']}));
    expect(settings.attributesForFaceting).toContain('filterOnly(hierarchy.lvl0)');
    expect(new Set(synonyms.map((s) => s.type))).toEqual(new Set(['synonym', 'oneWaySynonym']));
    expect(synonyms).toContainEqual({objectID: 'syn-tip', type: 'synonym', synonyms: ['tip', 'donation', 'donate']});
  });
});
