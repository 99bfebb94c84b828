/**
 * The bench's work in the shared draft store (src/tools/drafts): the draft (settings, lines,
 * senders) saved on every change, and the visitor's own settings ("my settings") in a slot of
 * their own. What is read back is checked (model/draft.ts), repairs said.
 */
import {useCallback, useState} from 'react';
import {benchSlot, draftTools, mySettingsSlot} from '@site/src/tools/drafts/keys';
import {DraftStore, type Opened} from '@site/src/tools/drafts/store';
import {useDrafts, type Drafts} from '@site/src/tools/drafts/useDrafts';
import {useLiveDraft} from '@site/src/tools/drafts/useLiveDraft';
import {MAX_LOG_CHARS} from '../model/chatLog';
import {checkBenchDraft, checkSettings, type BenchDraft} from '../model/draft';
import type {BenchSettings} from '../model/types';

/** The log at its limit, JSON-escaped, with room for settings. */
const MAX_DRAFT_CHARS = MAX_LOG_CHARS * 2 + 200_000;
const MAX_SETTINGS_CHARS = 200_000;

export interface BenchDraftState {
  draft: BenchDraft;
  update: (changes: Partial<BenchDraft>) => void;
  replace: (label: string, next: BenchDraft) => void;
  drafts: Drafts<BenchDraft>;
  notes: readonly string[];
  mySettings: {saved: BenchSettings | null; save: (settings: BenchSettings) => string; notes: readonly string[]};
}

/** Shared links already taken into the store: a restart after a failure must not take the same link again. */
const taken = new WeakSet<BenchDraft>();

/** Takes `#bench=…` out of the address once its draft is saved, so a reload shows the visitor's edits, not the link's. */
function dropLinkFromAddress(): void {
  if (!window.location.hash.startsWith('#bench=')) return;
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
}

export function useBenchDraft(filter: string | undefined, initial: () => BenchDraft, incoming: BenchDraft | null): BenchDraftState {
  const [store] = useState(() => new DraftStore<BenchDraft>({tool: draftTools.filterBench, slot: benchSlot(filter), check: checkBenchDraft, maxChars: MAX_DRAFT_CHARS}));
  const [settingsStore] = useState(() => new DraftStore<BenchSettings>({tool: draftTools.filterBench, slot: mySettingsSlot, check: checkSettings, maxChars: MAX_SETTINGS_CHARS}));
  const [opened] = useState<Opened<BenchDraft>>(() => store.open());
  const [openedSettings] = useState<Opened<BenchSettings>>(() => settingsStore.open());
  const [saved, setSaved] = useState<BenchSettings | null>(openedSettings.draft);
  const {draft, update, replace, drafts} = useLiveDraft(useDrafts(store), () => {
    if (incoming && !taken.has(incoming)) {
      // A shared link replaces the draft; what it replaces goes to the history.
      taken.add(incoming);
      if (opened.draft) store.replace('Before opening a shared link', incoming);
      else store.save(incoming);
      dropLinkFromAddress();
      return incoming;
    }
    return opened.draft ?? initial();
  });
  const saveMine = useCallback(
    (settings: BenchSettings) => {
      const outcome = settingsStore.replace('Before saving new settings', settings);
      if (!outcome.ok) return `Your settings could not be saved: ${outcome.problem.message}`;
      setSaved(settings);
      return 'Saved as your settings in this browser.';
    },
    [settingsStore],
  );
  return {draft, update, replace: (label, next) => replace(label, () => next), drafts, notes: opened.notes, mySettings: {saved, save: saveMine, notes: openedSettings.notes}};
}
