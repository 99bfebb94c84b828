/**
 * An error boundary for an interactive tool (the websocket console, the reply preview, the widget
 * playground): if the tool's code throws while rendering, the tool is replaced by a message that
 * says what happened and a button that starts it again, and the rest of the page keeps working.
 * Built on Docusaurus's own ErrorBoundary. What the visitor typed survives because each tool keeps
 * it outside the boundary (a draft in storage, or a ToolMemory held by the tool's mount).
 *
 * A tool with a saved draft names it (`draft`): the message then offers to open the tool without
 * it and to download it, and a restart that fails again at once opens without it by itself (the
 * draft goes to the tool's history), so Restart always gets the visitor back to a working tool.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import type {BoundedTool} from '@site/src/tools/descriptor';
import ToolFailure, {type DraftName} from './ToolFailure';

export {ToolMemory} from './memory';

interface Props {
  /**
   * The tool's descriptor (its tool.json): `name` in running text ("console" gives "The console
   * stopped…" and "Restart the console"), `kept` what the message promises about the visitor's work.
   * Mounts pass these two fields, not the whole descriptor, so the bundler leaves the rest of tool.json
   * (its `loadsOnIntent` text among it) out of the page's first load.
   */
  tool: BoundedTool;
  /** The tool's draft in the draft store, when it keeps one. */
  draft?: DraftName;
  children: ReactNode;
}

export default function ToolBoundary({tool, draft, children}: Props): React.ReactElement {
  // True for a moment after a restart: a failure then says the restart did not help.
  const [justRestarted, setJustRestarted] = useState(false);
  useEffect(() => {
    if (!justRestarted) return undefined;
    const timer = window.setTimeout(() => setJustRestarted(false), ToolFailure.againWithinMs);
    return () => window.clearTimeout(timer);
  }, [justRestarted]);
  return (
    <ErrorBoundary
      fallback={({error, tryAgain}) => (
        <ToolFailure
          name={tool.name}
          kept={tool.kept}
          draft={draft}
          error={error}
          failedAgain={justRestarted}
          tryAgain={() => {
            setJustRestarted(true);
            tryAgain();
          }}
        />
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
