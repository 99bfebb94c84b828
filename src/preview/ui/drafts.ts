/**
 * Keeps what the visitor typed across reloads in localStorage. Storage can be blocked or full:
 * then the draft lives in this page's memory only (it still survives a restart of the preview
 * after a failure) and nothing breaks.
 */
import {useRef, useState} from 'react';

const prefix = 'reply-preview:';
/** The latest draft of each key, for when storage cannot be read. */
const inMemory = new Map<string, string>();

function storedDraft(key: string): string | null {
  try {
    return window.localStorage.getItem(prefix + key);
  } catch {
    return inMemory.get(key) ?? null;
  }
}

export function readDraft<T extends object>(key: string, fallback: T): T {
  try {
    const stored = storedDraft(key);
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
  const text = JSON.stringify(value);
  inMemory.set(key, text);
  try {
    window.localStorage.setItem(prefix + key, text);
  } catch {
    // Blocked or full storage: the draft stays in memory for this visit.
  }
}

/**
 * The draft and its setters. Each change is written as it is made, before React renders it, so a
 * change that makes the preview fail is kept too, and a restart starts from it.
 */
export function useDraft<T extends object>(key: string, fallback: () => T): [T, (update: Partial<T>) => void, () => void] {
  const [draft, setDraft] = useState<T>(() => readDraft(key, fallback()));
  const latest = useRef(draft);
  const save = (next: T) => {
    latest.current = next;
    writeDraft(key, next);
    setDraft(next);
  };
  const update = (changes: Partial<T>) => save({...latest.current, ...changes});
  const reset = () => save(fallback());
  return [draft, update, reset];
}
