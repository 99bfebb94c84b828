import React from 'react';
import type {SaveProblem} from '../store';

interface Props {
  problem: SaveProblem | null;
  onDownload: () => void;
}

/**
 * A save that failed, said where the visitor is typing (the tool places it under its main input),
 * with the work offered as a download. Nothing of the work is dropped: it stays in the tool.
 */
export default function SaveProblemAlert({problem, onDownload}: Props): React.ReactElement | null {
  if (!problem) return null;
  return (
    <div role="alert" className="alert alert--danger margin-vert--sm" data-draft-problem={problem.kind}>
      <p className="margin-bottom--sm">
        <strong>Not saved.</strong> {problem.message} Your work is still here in this tab; download it to keep a copy.
      </p>
      <button type="button" className="button button--sm button--secondary" onClick={onDownload}>
        Download your work
      </button>
    </div>
  );
}
