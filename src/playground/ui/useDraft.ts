/**
 * The visitor's draft. It is written only after the visitor edits (an editor, a field value), never
 * because something was opened: a shared link, a starter or Reset leave the saved draft alone. The
 * first edit of content that did not come from the saved draft sets that draft aside (KEPT_DRAFT_KEY)
 * before replacing it, so no draft is lost; `switchKept` swaps the two. Editing a widget opened from
 * a link also drops `#state=` from the address, so a reload shows the edited widget, not the link's.
 */
import {useCallback, useEffect, useRef, useState} from 'react';
import {withoutFragmentParameter, type SharedState} from '../logic/share';
import {isSharedState} from './initialState';
import {DRAFT_KEY, KEPT_DRAFT_KEY, readJson, removeKey, writeJson} from './storage';

const WRITE_DELAY_MS = 400;
const same = (a: SharedState, b: SharedState) => JSON.stringify([a.html, a.css, a.js, a.fields, a.values]) === JSON.stringify([b.html, b.css, b.js, b.fields, b.values]);
const savedDraft = (key: string): SharedState | null => {
  const value = readJson<SharedState>(key);
  return isSharedState(value) ? {...value, values: value.values ?? {}} : null;
};

function dropStateFromAddress() {
  const hash = withoutFragmentParameter(window.location.hash, 'state');
  if (hash !== window.location.hash) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
}

export function useDraft(state: SharedState, fromDraft: boolean) {
  const latest = useRef(state);
  const base = useRef({fromDraft, edited: false});
  const timer = useRef<number | undefined>(undefined);
  const [hasKept, setHasKept] = useState(() => savedDraft(KEPT_DRAFT_KEY) !== null);

  const writeNow = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    if (base.current.edited) writeJson(DRAFT_KEY, latest.current);
  }, []);
  useEffect(() => {
    latest.current = state;
    if (!base.current.edited) return;
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

  /** Called before the visitor's edit is applied; true when it set the saved draft aside. */
  const edited = useCallback((): boolean => {
    if (base.current.edited) return false;
    base.current.edited = true;
    if (base.current.fromDraft) return false;
    base.current.fromDraft = true;
    dropStateFromAddress();
    const saved = savedDraft(DRAFT_KEY);
    if (!saved || same(saved, latest.current) || !writeJson(KEPT_DRAFT_KEY, saved)) return false;
    setHasKept(true);
    return true;
  }, []);

  /** Other content replaces the editors (a starter, Reset, the kept draft). */
  const replaced = useCallback((isDraft: boolean) => {
    writeNow();
    base.current = {fromDraft: isDraft, edited: false};
  }, [writeNow]);

  /** Reset: the saved draft is set aside, so the next visit starts from the starter. */
  const reset = useCallback(() => {
    writeNow();
    const saved = savedDraft(DRAFT_KEY);
    if (saved && writeJson(KEPT_DRAFT_KEY, saved)) setHasKept(true);
    removeKey(DRAFT_KEY);
    base.current = {fromDraft: true, edited: false};
    return saved !== null;
  }, [writeNow]);

  /** Swaps the saved draft and the kept one; returns the one to show. */
  const switchKept = useCallback((): SharedState | null => {
    writeNow();
    const kept = savedDraft(KEPT_DRAFT_KEY);
    if (!kept) return null;
    const saved = savedDraft(DRAFT_KEY);
    if (saved) writeJson(KEPT_DRAFT_KEY, saved);
    else removeKey(KEPT_DRAFT_KEY);
    writeJson(DRAFT_KEY, kept);
    setHasKept(saved !== null);
    base.current = {fromDraft: true, edited: false};
    return kept;
  }, [writeNow]);

  return {edited, replaced, reset, switchKept, hasKept};
}
