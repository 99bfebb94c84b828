import React, {useCallback, useRef, useState, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import {locatePart, type PartLocation} from '@site/src/shared/earlyClicks';
import {isHydrating} from '@site/src/clientModules/hydrationMark';
import KeptMarkup from '@site/src/components/KeptMarkup';
import {useLoaded, type Loadable} from './loadable';

type Props<PartProps> = {
  /** Where the server rendered the part (its single root), as src/shared/earlyClicks.ts's ON_INTENT_PARTS say it. */
  at: PartLocation;
  /** Render the part now, even without intent (a route change, a phone layout). */
  live?: boolean;
  /** The component, in a chunk of its own, and its props. */
  part: Loadable<PartProps>;
  props: PartProps;
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

/** Runs `then` once, at the next release of a pointer (or its cancellation). */
function afterRelease(then: () => void): void {
  const released = () => {
    window.removeEventListener('pointerup', released);
    window.removeEventListener('pointercancel', released);
    then();
  };
  window.addEventListener('pointerup', released);
  window.addEventListener('pointercancel', released);
}

/**
 * Server-renders a part of the page as usual, but at hydration keeps the server's HTML as it is
 * instead of hydrating it: React claims only the root element (with an empty
 * `dangerouslySetInnerHTML`, which React leaves alone while hydrating) and creates no components
 * below it. The part's code is a chunk of its own that no first load carries. On the first sign
 * of intent (pointer over it, a touch, keyboard focus), or when `live` turns true, the code loads
 * and the real component replaces the identical markup; focus stays on the same element. Until
 * the code has arrived the server's markup stays, and a click on it (a button, a category, a link of
 * the site) is held by the page template's inline script, which asks the part to load and makes
 * the click again on the real element (src/shared/earlyClicks.ts): a click with no pointer before it
 * does what a mouse's does. Mounted after hydration (client-side navigation), it renders the part
 * as soon as its code is there.
 *
 * For parts that look the same on server and client until a visitor uses them: the footer, the
 * desktop docs sidebar, the tables of contents (./parts.ts); and for the not-found content, always
 * `live`, which every docs page's code would otherwise carry. The server renders them in full, with
 * their code there from the start (./parts.server.ts).
 */
export default function HydrateOnIntent<PartProps extends object>({at, live = false, part, props}: Props<PartProps>): ReactNode {
  const locate = useCallback(() => locatePart(at), [at]);
  const [server] = useState(() => (typeof window === 'undefined' || !isHydrating() ? null : locate()));
  const [intent, setIntent] = useState(false);
  const ready = useLoaded(part, !server || live || intent);
  const root = useRef<Element | null>(server);

  const waking = useRef(false);
  /** True from a press on the kept markup until its release. */
  const pressed = useRef(false);

  const wake = useCallback(() => {
    if (intent || waking.current) return;
    waking.current = true;
    const replace = () => {
      // Focus may have moved on inside the kept markup while the code loaded: follow where it is now.
      const active = document.activeElement;
      const focusPath = root.current && active && root.current.contains(active) ? pathFrom(root.current, active) : null;
      flushSync(() => setIntent(true));
      if (focusPath) follow(locate(), focusPath)?.focus({preventScroll: true});
    };
    part.load().then(
      () => {
        if (!pressed.current) return replace();
        // Markup replaced between a press and its release would lose the click (the browser sends it
        // to what holds both), so it waits for the release: the click lands on the kept markup, is
        // held (src/shared/earlyClicks.ts), and is made again on the real part.
        afterRelease(() => setTimeout(replace, 0));
      },
      () => {
        waking.current = false; // offline: the server's markup stays, and the next intent asks again
      },
    );
  }, [intent, locate, part]);

  const press = useCallback(() => {
    pressed.current = true;
    afterRelease(() => (pressed.current = false));
    wake();
  }, [wake]);

  if (ready) return <part.Loaded {...props} />;
  if (!server) return null;
  return (
    <KeptMarkup
      as={server.tagName.toLowerCase()}
      className={server.getAttribute('class') ?? undefined}
      onPointerOver={wake}
      onPointerDown={press}
      onTouchStart={wake}
      onFocus={wake}
      onClick={wake}
    />
  );
}
