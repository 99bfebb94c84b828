/**
 * A tool's stand-in state: its code loads on intent (`warm`: pointer over the button, focus) and
 * opens on `open` (a click); a failed load is said, and opening again retries it.
 */
import {useCallback, useState, type ComponentType} from 'react';

export interface ToolOnIntent<Props> {
  Tool: ComponentType<Props> | null;
  /** For a tool that arrives another way (a share link loads and opens it at once). */
  setTool: (tool: ComponentType<Props>) => void;
  opened: boolean;
  setOpened: (opened: boolean) => void;
  failed: boolean;
  /** For a load started another way that failed. */
  fail: () => void;
  warm: () => void;
  open: () => void;
}

export function useToolOnIntent<Props>(load: () => Promise<{default: ComponentType<Props>}>): ToolOnIntent<Props> {
  const [Tool, setToolState] = useState<ComponentType<Props> | null>(null);
  const [opened, setOpened] = useState(false);
  const [failed, setFailed] = useState(false);
  const setTool = useCallback((tool: ComponentType<Props>) => setToolState(() => tool), []);
  const fail = useCallback(() => setFailed(true), []);
  const warm = useCallback(() => {
    load().then(
      (module) => setTool(module.default),
      fail,
    );
  }, [load, setTool, fail]);
  const open = useCallback(() => {
    setFailed(false);
    setOpened(true);
    warm();
  }, [warm]);
  return {Tool, setTool, opened, setOpened, failed, fail, warm, open};
}
