import React from 'react';
import type {DraftStatus} from '../useDrafts';
import {savedWhen} from './when';

interface Props {
  otherTab: DraftStatus['otherTab'];
  onTake: () => void;
  onDismiss: () => void;
}

/** Another tab saved the same draft: both versions are kept, and the visitor may switch to the other one. */
export default function OtherTabNotice({otherTab, onTake, onDismiss}: Props): React.ReactElement | null {
  if (!otherTab) return null;
  const when = savedWhen(otherTab.savedAt);
  return (
    <div role="status" className="alert alert--info margin-vert--sm" data-draft-other-tab={otherTab.kept ? 'kept' : 'newer'}>
      <p className="margin-bottom--sm">
        {otherTab.kept
          ? `Another tab had saved this draft (${when}). Its version is kept in the draft history; this tab's is the saved draft now.`
          : `Another tab saved this draft ${when}. Both versions are kept: this one stays here and is saved with your next change, and the other tab's then goes to the draft history.`}
      </p>
      <div className="button-group">
        {!otherTab.kept && (
          <button type="button" className="button button--sm button--secondary margin-right--sm" onClick={onTake}>
            Open the other tab&apos;s version
          </button>
        )}
        <button type="button" className="button button--sm button--outline button--secondary" onClick={onDismiss}>
          Dismiss
        </button>
      </div>
    </div>
  );
}
