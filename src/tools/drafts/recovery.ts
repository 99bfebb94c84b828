/**
 * What a tool's error message can do with its saved draft without the tool's own code (which may be
 * what fails): set the draft aside, so the tool opens without it, and download it. Loaded when the
 * visitor presses one of those buttons (src/components/ToolBoundary/ToolFailure.tsx).
 */
import {downloadText} from '../download';
import {DraftStore} from './store';

/** Any stored value, as it is: recovery neither checks nor changes a draft, it only moves or copies it. */
const storeOf = (tool: string, slot?: string) => new DraftStore<unknown>({tool, slot, check: (value) => ({ok: true, value}), maxChars: Number.MAX_SAFE_INTEGER});

export function setAsideDraft(tool: string, slot?: string): void {
  storeOf(tool, slot).setAside('Set aside after the tool stopped on it');
}

/** True when there was a draft to download. */
export function downloadDraft(tool: string, slot?: string): boolean {
  const store = storeOf(tool, slot);
  const text = store.text();
  if (text === null) return false;
  downloadText(store.fileName(), text, 'application/json');
  return true;
}
