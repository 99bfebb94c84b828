// @vitest-environment jsdom
import {afterEach, describe, expect, it, vi} from 'vitest';
import {readOfflineChoice, saveOfflineChoice, subscribeOfflineChoice} from '@site/src/pwa/offlineMode';

afterEach(() => localStorage.clear());

describe('the offline reading choice', () => {
  it('is remembered and read back', () => {
    expect(readOfflineChoice()).toBe(false);
    saveOfflineChoice(true);
    expect(readOfflineChoice()).toBe(true);
    saveOfflineChoice(false);
    expect(readOfflineChoice()).toBe(false);
  });

  it('tells subscribers in this tab when it changes, so a page that hydrated first still shows it', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeOfflineChoice(onChange);
    saveOfflineChoice(true);
    expect(onChange).toHaveBeenCalledTimes(1);
    unsubscribe();
    saveOfflineChoice(false);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('tells subscribers when another tab changes it', () => {
    const onChange = vi.fn();
    const unsubscribe = subscribeOfflineChoice(onChange);
    window.dispatchEvent(new StorageEvent('storage', {key: 'offline-mode'}));
    expect(onChange).toHaveBeenCalledTimes(1);
    unsubscribe();
  });
});
