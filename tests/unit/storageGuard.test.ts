import vm from 'node:vm';
import {describe, expect, it} from 'vitest';
import {ssrTemplate} from '../../config/ssrTemplate';
import {storageGuard} from '../../config/storageGuard';

/** A window whose storage works, throws on use, or cannot even be reached. */
function windowWith(storage: 'works' | 'throws on use') {
  const data = new Map<string, string>();
  const methods = {
    setItem: (key: string, value: string) => {
      if (storage === 'throws on use') throw new Error('QuotaExceededError');
      data.set(key, value);
    },
    removeItem: (key: string) => void data.delete(key),
    getItem: (key: string) => data.get(key) ?? null,
  };
  const window = {localStorage: methods, sessionStorage: methods} as Record<string, unknown>;
  vm.runInNewContext(storageGuard, {window, DOMException: class extends Error {}});
  return {window, data};
}

describe('the storage guard (an inline script at the top of every page)', () => {
  it('makes storage that throws on use look absent, so the theme warns once instead of erring on every read', () => {
    const {window} = windowWith('throws on use');
    expect(() => window.localStorage).toThrow('localStorage cannot be used here');
    expect(() => window.sessionStorage).toThrow('sessionStorage cannot be used here');
  });

  it('keeps the storage it hid on its getter, for the tools to read drafts from a full storage', () => {
    const {window} = windowWith('throws on use');
    const getter = Object.getOwnPropertyDescriptor(window, 'localStorage')?.get as {hidden?: {getItem: (key: string) => string | null}} | undefined;
    expect(getter?.hidden?.getItem('anything')).toBeNull();
  });

  it('leaves working storage alone and leaves nothing behind', () => {
    const {window, data} = windowWith('works');
    expect(typeof (window.localStorage as {getItem: unknown}).getItem).toBe('function');
    expect(data.size).toBe(0);
  });

  it('runs before anything else in the page', () => {
    expect(ssrTemplate.indexOf(`<script>${storageGuard}</script>`)).toBeLessThan(ssrTemplate.indexOf('it.headTags'));
  });
});
