import {describe, expect, it} from 'vitest';
import {searchConfigFromEnv} from '@site/config/search';
import {HOSTED_SEARCH_ORIGINS, INSIGHTS_ORIGIN, searchConnectOrigins} from '@site/src/search/hostedOrigins';

const hosted = {DOCSEARCH_APP_ID: 'APP', DOCSEARCH_API_KEY: 'key', DOCSEARCH_INDEX_NAME: 'streamelements'};

describe('search mode from the environment', () => {
  it('is embedded with no DOCSEARCH_* variables, with the index plugin', () => {
    const config = searchConfigFromEnv({});
    expect(config.mode).toBe('embedded');
    expect(config.plugins).toEqual(['./plugins/search-index/index.ts']);
    expect(config.themeConfig.algolia).toMatchObject({embedded: true, contextualSearch: true, searchPagePath: 'search'});
  });

  it('is hosted with all three, without the index plugin', () => {
    const config = searchConfigFromEnv(hosted);
    expect(config.mode).toBe('hosted');
    expect(config.plugins).toEqual([]);
    expect(config.themeConfig.algolia).toMatchObject({appId: 'APP', apiKey: 'key', indexName: 'streamelements', contextualSearch: true});
  });

  it.each([
    ['DOCSEARCH_APP_ID', 'appId is missing'],
    ['DOCSEARCH_API_KEY', 'apiKey is missing'],
  ])('stops the build when %s is missing, naming it', (name, message) => {
    const env: Record<string, string> = {...hosted};
    delete env[name];
    expect(() => searchConfigFromEnv(env)).toThrow(message);
  });
});

describe('DOCSEARCH_INSIGHTS', () => {
  it('is off by default and in hosted mode unless switched on', () => {
    expect(searchConfigFromEnv(hosted).themeConfig.algolia.insights).toBe(false);
    expect(searchConfigFromEnv({...hosted, DOCSEARCH_INSIGHTS: 'false'}).themeConfig.algolia.insights).toBe(false);
    expect(searchConfigFromEnv({...hosted, DOCSEARCH_INSIGHTS: 'true'}).themeConfig.algolia.insights).toBe(true);
    expect(searchConfigFromEnv({...hosted, DOCSEARCH_INSIGHTS: '1'}).themeConfig.algolia.insights).toBe(true);
    expect(searchConfigFromEnv({}).themeConfig.algolia.insights).toBe(false);
  });

  it('stops the build when asked of embedded search, which sends nothing anywhere', () => {
    expect(() => searchConfigFromEnv({DOCSEARCH_INSIGHTS: 'true'})).toThrow('DOCSEARCH_INSIGHTS=true needs hosted search');
  });

  it('names a value that is neither on nor off', () => {
    expect(() => searchConfigFromEnv({...hosted, DOCSEARCH_INSIGHTS: 'yes please'})).toThrow('DOCSEARCH_INSIGHTS must be "true" or "false", not "yes please"');
  });
});

describe("the CSP's search origins", () => {
  it('lists the insights service only for hosted search with insights on', () => {
    expect(searchConnectOrigins({embedded: true, insights: false})).toEqual([]);
    expect(searchConnectOrigins({embedded: false, insights: false})).toEqual([...HOSTED_SEARCH_ORIGINS]);
    expect(searchConnectOrigins({embedded: false, insights: true})).toEqual([...HOSTED_SEARCH_ORIGINS, INSIGHTS_ORIGIN]);
  });
});
