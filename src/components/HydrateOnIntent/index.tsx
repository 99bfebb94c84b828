import React, {useCallback, useRef, useState, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import {isHydrating} from '@site/src/clientModules/hydrationMark';
import KeptMarkup from '@site/src/components/KeptMarkup';

type Props = {
  /** Finds the element the server rendered for `children` (their single root), or null. */
  locate: () => Element | null;
  /** Render the children now, even without intent (a route change, a phone layout). */
  live?: boolean;
  children: ReactNode;
};

/** The element's position below `root`, as child indexes, to find its twin in a re-rendered copy. */
function pathFrom(root: Element, target: Element): number[] | null {
  const path: number[] = [];
  for (let node: Element | null = target; node !== root; node = node.parentElement) {
    if (!node?.parentElement) return null;
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

function follow(root: Element | null, path: number[]): HTMLElement | null {
  let node: Element | null | undefined = root;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement ? node : null;
}

/**
 * Server-renders `children` as usual, but at hydration keeps the server's HTML as it is instead of
 * hydrating it: React claims only the root element (with an empty `dangerouslySetInnerHTML`, which
 * React leaves alone while hydrating) and creates no components below it. Readers get the same
 * HTML, and the page's hydration skips the subtree. The real components render on the first sign
 * of intent (pointer over it, a touch, keyboard focus) or when `live` turns true, replacing the
 * identical markup; focus stays on the same element. Mounted after hydration (client-side
 * navigation), it renders the children straight away.
 *
 * For subtrees that look the same on server and client until a visitor uses them: the footer,
 * the desktop docs sidebar.
 */
export default function HydrateOnIntent({locate, live = false, children}: Props): ReactNode {
  const [server] = useState(() => (typeof window === 'undefined' || !isHydrating() ? null : locate()));
  const [intent, setIntent] = useState(false);
  const root = useRef<Element | null>(server);

  const wake = useCallback(
    (event?: React.FocusEvent) => {
      if (intent) return;
      const focusPath = event && root.current ? pathFrom(root.current, event.target as Element) : null;
      flushSync(() => setIntent(true));
      if (focusPath) follow(locate(), focusPath)?.focus({preventScroll: true});
    },
    [intent, locate],
  );

  if (!server || live || intent) return children;
  return (
    <KeptMarkup
      as={server.tagName.toLowerCase()}
      className={server.getAttribute('class') ?? undefined}
      onPointerOver={() => wake()}
      onTouchStart={() => wake()}
      onFocus={wake}
    />
  );
}
