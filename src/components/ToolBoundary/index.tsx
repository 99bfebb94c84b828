/**
 * An error boundary for an interactive tool (the websocket console, the reply preview, the widget
 * playground): if the tool's code throws while rendering, the tool is replaced by a message that
 * says what happened and a button that starts it again, and the rest of the page keeps working.
 * Built on Docusaurus's own ErrorBoundary. What the visitor typed survives because each tool keeps
 * it outside the boundary (a draft in storage, or a ToolMemory held by the tool's mount).
 */
import React, {type ReactNode} from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';

export {ToolMemory} from './memory';

interface Props {
  /** The tool's name in running text: "console" gives "The console stopped…" and "Restart the console". */
  name: string;
  /** What the message promises about the visitor's work, in one sentence. */
  kept: string;
  children: ReactNode;
}

export default function ToolBoundary({name, kept, children}: Props): React.ReactElement {
  return (
    <ErrorBoundary
      fallback={({error, tryAgain}) => (
        <div role="alert" className="alert alert--danger margin-vert--md" data-tool-failed={name}>
          <p>
            <strong>{`The ${name} stopped because of an error.`}</strong> {`${kept} The rest of the page still works.`}
          </p>
          <p>
            <code>{error.message || String(error)}</code>
          </p>
          <button type="button" className="button button--primary" onClick={tryAgain}>
            {`Restart the ${name}`}
          </button>
        </div>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
