import {useSyncExternalStore} from 'react';

/**
 * A value the dialog's parts share outside React state (what the last search said, whether it
 * failed), so noting it from the search client never re-renders the dialog itself: only the parts
 * that read it with useDialogStore.
 */
export interface DialogStore<T> {
  get: () => T;
  set: (value: T) => void;
  subscribe: (listener: () => void) => () => void;
  /** What the server renders, and what the store holds before anything is noted. */
  initial: T;
}

export function createDialogStore<T>(initial: T): DialogStore<T> {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (value) => {
      current = value;
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    initial,
  };
}

export function useDialogStore<T>(store: DialogStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, () => store.initial);
}
