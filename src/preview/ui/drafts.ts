/**
 * The previewer's draft in the shared draft store (src/tools/drafts): one per page kind ("main" on
 * the custom commands page, one per variable page), saved on every change before React renders it,
 * so a change that makes the preview fail is kept and a restart starts from it. What is read back
 * is checked field by field: a field of the wrong kind falls back to the starting value, and the
 * visitor is told which.
 */
import {useState} from 'react';
import {useDrafts, type Drafts} from '@site/src/tools/drafts/useDrafts';
import {useLiveDraft} from '@site/src/tools/drafts/useLiveDraft';
import {draftTools, previewSlot} from '@site/src/tools/drafts/keys';
import {DraftStore, type Checked, type Opened} from '@site/src/tools/drafts/store';
import {commandName, messageCommand} from '../chatCommand';
import {editableSamples} from '../samples';
import {FIELD_LIMITS, type Draft} from './draft';

/** A draft holds a reply at its limit with room to spare; storage holds several such drafts. */
const MAX_DRAFT_CHARS = 200_000;


const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored draft as the previewer can use it: known fields of the right kind, within their limits. */
export function checkPreviewDraft(value: unknown, fallback: Draft): Checked<Draft> {
  if (!isRecord(value)) return {ok: false, reason: 'it is not a set of fields'};
  const repairs: string[] = [];
  const text = (key: 'reply' | 'message' | 'senderName' | 'level' | 'platform', max: number): string => {
    const stored = value[key];
    if (stored === undefined) return fallback[key];
    if (typeof stored !== 'string') {
      repairs.push(`"${key}" was not text, so the starting value is back`);
      return fallback[key];
    }
    if (stored.length <= max) return stored;
    repairs.push(`"${key}" was cut to its limit of ${max.toLocaleString('en')} characters`);
    return stored.slice(0, max);
  };
  const samples: Draft['samples'] = {};
  if (isRecord(value.samples)) {
    for (const {key} of editableSamples) {
      const sample = value.samples[key];
      if (typeof sample === 'string') samples[key] = sample.slice(0, FIELD_LIMITS.sample);
      else if (sample !== undefined) repairs.push(`the sample "${key}" was not text, so its default is back`);
    }
  } else if (value.samples !== undefined) repairs.push('the sample values were not a set of values, so the defaults are back');
  const draft: Draft = {
    action: value.action === 'edit' ? 'edit' : 'add',
    reply: text('reply', FIELD_LIMITS.reply),
    message: text('message', FIELD_LIMITS.message),
    senderName: text('senderName', FIELD_LIMITS.sender),
    level: text('level', FIELD_LIMITS.sender),
    platform: text('platform', FIELD_LIMITS.sender),
    samples,
  };
  // Drafts from before the command's name came from the chat message had a name of their own.
  if (typeof value.name === 'string' && commandName(value.name) !== '' && commandName(value.name).toLowerCase() !== (messageCommand(draft.message) ?? '').toLowerCase()) {
    repairs.push(`its Command field (!${commandName(value.name)}) did not match its chat message; the command's name now comes from the chat message`);
  }
  return {ok: true, value: draft, repairs};
}

export interface PreviewDraft {
  draft: Draft;
  /** One change, as typed: saved at once. */
  update: (changes: Partial<Draft>) => void;
  /** A change that replaces the visitor's work (an example, a pasted chat line): the draft before goes to the history. */
  replace: (label: string, changes: Partial<Draft>) => void;
  drafts: Drafts<Draft>;
  /** What was said about the draft when the preview opened (repaired, or not opened). */
  notes: readonly string[];
}

export function usePreviewDraft(variable: string | undefined, initial: () => Draft): PreviewDraft {
  const slot = previewSlot(variable);
  const [store] = useState(
    () =>
      new DraftStore<Draft>({
        tool: draftTools.replyPreview,
        slot,
        check: (value) => checkPreviewDraft(value, initial()),
        maxChars: MAX_DRAFT_CHARS,
        legacy: {current: `reply-preview:${slot}`},
      }),
  );
  const [opened] = useState<Opened<Draft>>(() => store.open());
  const {draft, update, replace, drafts} = useLiveDraft(useDrafts(store), () => opened.draft ?? initial());
  return {draft, update, replace: (label, changes) => replace(label, (current) => ({...current, ...changes})), drafts, notes: opened.notes};
}
