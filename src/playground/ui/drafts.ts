/** The playground's draft in the shared draft store: the whole widget, checked like a shared link when it is read back. */
import {PLAYGROUND_LIMITS} from '../logic/limits';
import type {SharedState} from '../logic/share';
import {checkWidgetState} from '../logic/widgetState';
import {draftTools} from '@site/src/tools/drafts/keys';
import type {DraftSpec} from '@site/src/tools/drafts/store';
import {LEGACY_DRAFT_KEY, LEGACY_KEPT_DRAFT_KEY} from './storage';

export const playgroundDrafts: DraftSpec<SharedState> = {
  tool: draftTools.playground,
  check: checkWidgetState,
  maxChars: PLAYGROUND_LIMITS.widgetChars,
  legacy: {current: LEGACY_DRAFT_KEY, kept: LEGACY_KEPT_DRAFT_KEY},
};
