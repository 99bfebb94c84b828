/**
 * The visitor's draft, in the shared draft store. It is written only after the visitor edits (an
 * editor, a payload, a field value), a short pause after typing and when the page is left; never
 * because something was opened: a shared link or a starter leave the saved draft alone. Choosing
 * another event is kept with the next write, but is not an edit. The first edit of content that did
 * not come from the saved draft makes it the draft, and the saved one goes to the history ("Earlier
 * drafts"); so does the draft Reset clears. The first edit also drops `#state=` and `#event=` from
 * the address: what the link brought is now in the draft, so a reload shows the edit, not the link.
 */
import {useCallback, useEffect, useRef} from 'react';
import type {PlaygroundDraft} from '../logic/draft';
import {withoutFragmentParameter} from '../logic/share';
import type {DraftStore} from '@site/src/tools/drafts/store';
import {useDrafts} from '@site/src/tools/drafts/useDrafts';

const WRITE_DELAY_MS = 400;

function dropLinkFromAddress() {
  const hash = withoutFragmentParameter(withoutFragmentParameter(window.location.hash, 'state'), 'event');
  if (hash !== window.location.hash) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
}

export function useDraft(store: DraftStore<PlaygroundDraft>, state: PlaygroundDraft, fromDraft: boolean) {
  const drafts = useDrafts(store);
  const {save, replace} = drafts;
  const latest = useRef(state);
  const base = useRef({fromDraft, edited: false});
  const timer = useRef<number | undefined>(undefined);

  const writeNow = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    if (base.current.edited) save(latest.current);
  }, [save]);
  useEffect(() => {
    const before = latest.current;
    latest.current = state;
    // Only a change of content is saved: a render for anything else (a notice, the console) must
    // not save the same draft again, over a version another tab saved meanwhile.
    const changed = before.html !== state.html || before.css !== state.css || before.js !== state.js || before.fields !== state.fields || before.values !== state.values || before.events !== state.events;
    if (!base.current.edited || !changed) return;
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(writeNow, WRITE_DELAY_MS);
  });
  useEffect(() => {
    window.addEventListener('pagehide', writeNow);
    return () => {
      window.removeEventListener('pagehide', writeNow);
      writeNow();
    };
  }, [writeNow]);

  /** Called before the visitor's edit is applied; true when it put the saved draft in the history. */
  const edited = useCallback(
    (label: string): boolean => {
      if (base.current.edited) return false;
      base.current.edited = true;
      dropLinkFromAddress();
      if (base.current.fromDraft) return false;
      base.current.fromDraft = true;
      const saved = store.text();
      replace(label, latest.current);
      return saved !== null && saved !== JSON.stringify(latest.current);
    },
    [store, replace],
  );

  /** Other content replaces the editors (a starter, a link): the draft is saved first and stays as it is. */
  const replaced = useCallback(
    (isDraft: boolean) => {
      writeNow();
      base.current = {fromDraft: isDraft, edited: false};
    },
    [writeNow],
  );

  /** Reset: the saved draft goes to the history, so the next visit starts from the starter. True when there was one. */
  const reset = useCallback((): boolean => {
    writeNow();
    const had = store.text() !== null;
    replace('Before Reset', null);
    base.current = {fromDraft: true, edited: false};
    return had;
  }, [store, writeNow, replace]);

  /** A history entry back as the draft (the current one goes to the history); null when it cannot be opened. */
  const restore = useCallback(
    (id: string): PlaygroundDraft | null => {
      writeNow();
      const restored = drafts.restore(id);
      if (restored) base.current = {fromDraft: true, edited: false};
      return restored;
    },
    [drafts, writeNow],
  );

  /** The other tab's version of the draft, this tab's going to the history. */
  const takeOther = useCallback((): PlaygroundDraft | null => {
    window.clearTimeout(timer.current);
    const taken = drafts.takeOther(latest.current);
    if (taken) base.current = {fromDraft: true, edited: false};
    return taken;
  }, [drafts]);

  return {edited, replaced, reset, restore, takeOther, drafts, latest};
}
