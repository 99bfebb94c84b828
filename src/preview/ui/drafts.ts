/**
 * Keeps what the visitor typed across reloads in localStorage. Storage can be blocked or full:
 * then the draft lives in memory only and nothing breaks.
 */
import {useEffect, useState} from 'react';

const prefix = 'reply-preview:';

export function readDraft<T extends object>(key: string, fallback: T): T {
  try {
    const stored = window.localStorage.getItem(prefix + key);
    if (!stored) return fallback;
    const parsed: unknown = JSON.parse(stored);
    // Only known keys with the same type as the fallback's survive, so an old or edited draft cannot break the form.
    if (!parsed || typeof parsed !== 'object') return fallback;
    const merged = {...fallback} as Record<string, unknown>;
    for (const [name, value] of Object.entries(parsed)) {
      const expected = (fallback as Record<string, unknown>)[name];
      if (expected !== undefined && typeof value === typeof expected && (typeof value !== 'object' || value !== null)) merged[name] = value;
    }
    return merged as T;
  } catch {
    return fallback;
  }
}

export function writeDraft(key: string, value: object): void {
  try {
    window.localStorage.setItem(prefix + key, JSON.stringify(value));
  } catch {
    // Blocked or full storage: the draft stays in memory for this visit.
  }
}

export function useDraft<T extends object>(key: string, fallback: () => T): [T, (update: Partial<T>) => void, () => void] {
  const [draft, setDraft] = useState<T>(() => readDraft(key, fallback()));
  useEffect(() => writeDraft(key, draft), [key, draft]);
  const update = (changes: Partial<T>) => setDraft((current) => ({...current, ...changes}));
  const reset = () => setDraft(fallback());
  return [draft, update, reset];
}
