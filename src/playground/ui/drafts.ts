/** The playground's draft in the shared draft store: the whole widget and the Events panel's work, checked when it is read back (../logic/draft.ts). */
import {checkPlaygroundDraft, type PlaygroundDraft} from '../logic/draft';
import {PLAYGROUND_LIMITS} from '../logic/limits';
import {draftTools} from '@site/src/tools/drafts/keys';
import type {DraftSpec} from '@site/src/tools/drafts/store';
import {LEGACY_DRAFT_KEY, LEGACY_KEPT_DRAFT_KEY} from './storage';

export const playgroundDrafts: DraftSpec<PlaygroundDraft> = {
  tool: draftTools.playground,
  check: checkPlaygroundDraft,
  maxChars: PLAYGROUND_LIMITS.widgetChars,
  legacy: {current: LEGACY_DRAFT_KEY, kept: LEGACY_KEPT_DRAFT_KEY},
};
