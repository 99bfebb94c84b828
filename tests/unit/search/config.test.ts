import {describe, expect, it} from 'vitest';
import {searchConfigFromEnv} from '@site/config/search';

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
