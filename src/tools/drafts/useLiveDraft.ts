/**
 * The draft a tool shows, kept in step with its store (src/tools/drafts): every change is saved at
 * once; a change that replaces the visitor's work, a restore from the history and taking another
 * tab's draft first save the draft as it is, so the history keeps exactly what was replaced.
 */
import {useCallback, useRef, useState} from 'react';
import type {Drafts} from './useDrafts';

export interface LiveDraft<T extends object> {
  draft: T;
  /** One change, as typed: saved at once. */
  update: (changes: Partial<T>) => void;
  /** Replaces the draft with what `next` makes of it; the draft before goes to the history. */
  replace: (label: string, next: (current: T) => T) => void;
  /** The store's controls, with restore and takeOther shown in the tool. */
  drafts: Drafts<T>;
}

export function useLiveDraft<T extends object>(drafts: Drafts<T>, start: () => T): LiveDraft<T> {
  const [draft, setDraft] = useState<T>(start);
  const latest = useRef(draft);
  const {save, replace: replaceDraft} = drafts;
  const show = useCallback((next: T) => {
    latest.current = next;
    setDraft(next);
  }, []);
  const update = useCallback(
    (changes: Partial<T>) => {
      const next = {...latest.current, ...changes};
      save(next);
      show(next);
    },
    [save, show],
  );
  const replace = useCallback(
    (label: string, make: (current: T) => T) => {
      const next = make(latest.current);
      save(latest.current);
      replaceDraft(label, next);
      show(next);
    },
    [save, replaceDraft, show],
  );
  const shown = (next: T | null) => {
    if (next !== null) show(next);
    return next;
  };
  const wrapped: Drafts<T> = {
    ...drafts,
    restore: (id) => {
      save(latest.current);
      return shown(drafts.restore(id));
    },
    takeOther: (mine) => shown(drafts.takeOther(mine)),
  };
  return {draft, update, replace, drafts: wrapped};
}
