import {describe, expect, it} from 'vitest';
import {cleanSavedSearches, safeSavedSearch, sameOriginPath, savedSearchKeys} from '@site/src/search/savedSearches';

const ORIGIN = 'https://docs.example.test';
const saved = (overrides: Record<string, unknown> = {}) => ({
  objectID: 'page-1',
  url: '/overlays#alerts',
  type: 'lvl2',
  hierarchy: {lvl0: 'Overlays', lvl1: 'Overlays', lvl2: 'Alerts', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  content: null,
  ...overrides,
});

class MemoryStorage {
  values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

describe('saved searches read back from storage', () => {
  it('accept only paths on this site', () => {
    expect(sameOriginPath('/overlays#alerts', ORIGIN)).toBe('/overlays#alerts');
    expect(sameOriginPath(`${ORIGIN}/api?x=1#y`, ORIGIN)).toBe('/api?x=1#y');
    for (const url of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' javascript:alert(1)', 'data:text/html,<b>x</b>', '//evil.test/x', '/\\evil.test/x', 'https://evil.test/', '', 42, null]) {
      expect(sameOriginPath(url, ORIGIN), String(url)).toBeNull();
    }
  });

  it('escape their text as live hits are, and keep only the fields a saved search shows', () => {
    const entry = safeSavedSearch(
      saved({
        hierarchy: {lvl0: 'Overlays', lvl1: 'Overlays', lvl2: '<img src=x onerror="alert(1)">', lvl3: 7},
        _snippetResult: {hierarchy: {lvl2: {value: '<script>alert(2)</script>'}}},
        __autocomplete_queryID: 'stale-query',
        __autocomplete_algoliaCredentials: {appId: 'APP', apiKey: 'key'},
        __docsearch_parent: saved({type: 'lvl1', url: 'javascript:alert(3)'}),
      }),
      ORIGIN,
    );
    expect(entry?.hierarchy.lvl2).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(entry?.hierarchy.lvl3).toBeNull();
    expect(Object.keys(entry ?? {}).sort()).toEqual(['__docsearch_parent', 'content', 'hierarchy', 'objectID', 'type', 'url']);
    expect(entry?.__docsearch_parent).toBeNull();
  });

  it('drop entries that are not saved searches', () => {
    for (const value of [null, 'text', [], saved({url: 'javascript:alert(1)'}), saved({type: 'script'}), saved({objectID: 5}), saved({hierarchy: 'x'}), saved({type: 'lvl3'})]) {
      expect(safeSavedSearch(value, ORIGIN)).toBeNull();
    }
  });

  it('are rewritten in storage before the dialog reads them; unreadable lists become empty', () => {
    const storage = new MemoryStorage();
    const [recent = '', favorite = ''] = savedSearchKeys('docs');
    storage.setItem(recent, JSON.stringify([saved({url: 'javascript:alert(1)'}), saved()]));
    storage.setItem(favorite, '{not json');
    cleanSavedSearches('docs', ORIGIN, () => storage as unknown as Storage);
    expect(JSON.parse(storage.getItem(recent) ?? '')).toEqual([{...saved(), __docsearch_parent: null}]);
    expect(storage.getItem(favorite)).toBe('[]');
  });

  it('leave blocked storage alone', () => {
    expect(() =>
      cleanSavedSearches('docs', ORIGIN, () => {
        throw new DOMException('blocked', 'SecurityError');
      }),
    ).not.toThrow();
  });
});
