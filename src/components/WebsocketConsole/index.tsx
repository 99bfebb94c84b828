import React, {useState} from 'react';
import type {ConsoleForm} from '@site/src/console/ui/Console';
import tool from '@site/src/console/tool.json';
import ToolBoundary, {ToolMemory} from '../ToolBoundary';

/** The console's code is its own chunk: fetched when the visitor points at or focuses the button, run on click. */
const loadConsole = () => import('@site/src/console/ui/Console');

type Panel = React.ComponentType<{memory: ToolMemory<ConsoleForm>}>;

/** Placeholder for the websocket console on /websockets/examples; nothing of the console ships with the page. */
export default function WebsocketConsole(): React.ReactElement {
  const [Panel, setPanel] = useState<Panel | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  // Outside the boundary: a restart after a failure keeps what the visitor typed (in memory only).
  const [memory] = useState(() => new ToolMemory<ConsoleForm>());
  if (Panel) {
    return (
      <ToolBoundary tool={{name: tool.name, kept: tool.kept}}>
        <Panel memory={memory} />
      </ToolBoundary>
    );
  }
  const open = () => {
    setLoading(true);
    loadConsole()
      .then((module) => setPanel(() => module.default))
      .catch(() => {
        setFailed(true);
        setLoading(false);
      });
  };
  const warm = () => void loadConsole().catch(() => undefined);
  return (
    <div>
      <noscript>
        <p className="alert alert--warning">The console runs in your browser, so it needs JavaScript; the rest of this page works without it.</p>
      </noscript>
      <button type="button" className="button button--primary" data-needs-js="" onClick={open} onPointerEnter={warm} onFocus={warm} disabled={loading}>
        {loading ? 'Opening the console…' : 'Open the console'}
      </button>
      {failed && <p role="alert">The console could not be loaded. Check your connection and press the button again.</p>}
    </div>
  );
}
