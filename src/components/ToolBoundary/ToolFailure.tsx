/**
 * What a failed tool shows: the error, what is kept, Restart, and, for a tool with a saved draft,
 * a way to open without it and a download of it. The draft code loads only when one of those is
 * pressed, so none of it is in the page's first load.
 */
import React, {useState} from 'react';

export interface DraftName {
  tool: string;
  slot?: string;
  /** Anything else the tool opens from besides its draft (a link's widget), to leave out too. */
  leaveOut?: () => void;
}

interface Props {
  name: string;
  kept: string;
  draft: DraftName | undefined;
  error: Error;
  /** It failed again right after a restart. */
  failedAgain: boolean;
  tryAgain: () => void;
}

const recovery = () => import(/* webpackChunkName: "tool-recovery" */ '@site/src/tools/drafts/recovery');

function ToolFailure({name, kept, draft, error, failedAgain, tryAgain}: Props): React.ReactElement {
  const [note, setNote] = useState('');
  const openWithout = async () => {
    if (!draft) return tryAgain();
    try {
      (await recovery()).setAsideDraft(draft.tool, draft.slot);
      draft.leaveOut?.();
    } catch {
      setNote('The saved draft could not be set aside (the page could not load that part); try again once you are online.');
      return undefined;
    }
    return tryAgain();
  };
  const download = async () => {
    if (!draft) return;
    try {
      setNote((await recovery()).downloadDraft(draft.tool, draft.slot) ? '' : 'There is no saved draft to download.');
    } catch {
      setNote('The download could not start (the page could not load that part); try again once you are online.');
    }
  };
  const restartWithout = Boolean(draft) && failedAgain;
  return (
    <div role="alert" className="alert alert--danger margin-vert--md" data-tool-failed={name}>
      <p>
        <strong>{`The ${name} stopped because of an error.`}</strong> {`${kept} The rest of the page still works.`}
      </p>
      <p>
        <code>{error.message || String(error)}</code>
      </p>
      {restartWithout && <p>{`It stopped again right after restarting, so its saved draft may be the cause: Restart now opens the ${name} without it. The draft stays in Earlier drafts, and you can download it here.`}</p>}
      <div style={{display: 'flex', flexWrap: 'wrap', gap: '0.5rem'}}>
        <button type="button" className="button button--primary" onClick={restartWithout ? () => void openWithout() : tryAgain}>
          {`Restart the ${name}`}
        </button>
        {draft && !restartWithout && (
          <button type="button" className="button button--secondary" onClick={() => void openWithout()}>
            Open without the saved draft
          </button>
        )}
        {draft && (
          <button type="button" className="button button--secondary" onClick={() => void download()}>
            Download the saved draft
          </button>
        )}
      </div>
      {note && <p className="margin-top--sm margin-bottom--none">{note}</p>}
    </div>
  );
}

/** A failure this soon after a restart counts as the restart failing. */
ToolFailure.againWithinMs = 5000;

export default ToolFailure;
