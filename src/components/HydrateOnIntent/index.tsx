import React, {useCallback, useRef, useState, type ReactNode} from 'react';
import {flushSync} from 'react-dom';
import {isHydrating} from '@site/src/clientModules/hydrationMark';
import KeptMarkup from '@site/src/components/KeptMarkup';
import {useLoaded, type Loadable} from './loadable';
import {clickToHold, follow, pathFrom, type HeldClick} from './pendingClick';

type Props<PartProps> = {
  /** Finds the element the server rendered for the part (its single root), or null. */
  locate: () => Element | null;
  /** Render the part now, even without intent (a route change, a phone layout). */
  live?: boolean;
  /** The component, in a chunk of its own, and its props. */
  part: Loadable<PartProps>;
  props: PartProps;
};

/**
 * Server-renders a part of the page as usual, but at hydration keeps the server's HTML as it is
 * instead of hydrating it: React claims only the root element (with an empty
 * `dangerouslySetInnerHTML`, which React leaves alone while hydrating) and creates no components
 * below it. The part's code is a chunk of its own that no first load carries. On the first sign
 * of intent (pointer over it, a touch, keyboard focus), or when `live` turns true, the code loads
 * and the real component replaces the identical markup; focus stays on the same element. Until
 * the code has arrived the server's markup stays, and a click on one of its buttons or links is
 * held and made again on the real element once it is there (./pendingClick.ts): a click with no
 * pointer or focus before it (voice control, switch access, scripted clicks) expands a category or
 * navigates inside the app exactly as a mouse click does. Mounted after hydration (client-side
 * navigation), it renders the part as soon as its code is there.
 *
 * For parts that look the same on server and client until a visitor uses them: the footer, the
 * desktop docs sidebar, the tables of contents (./parts.ts). The server renders them in full, with
 * their code there from the start (./parts.server.ts).
 */
export default function HydrateOnIntent<PartProps extends object>({locate, live = false, part, props}: Props<PartProps>): ReactNode {
  const [server] = useState(() => (typeof window === 'undefined' || !isHydrating() ? null : locate()));
  const [intent, setIntent] = useState(false);
  const ready = useLoaded(part, !server || live || intent);
  const root = useRef<Element | null>(server);

  const waking = useRef(false);
  /** A click on the kept markup while the code loads: made again on the real element once it is there. */
  const pendingClick = useRef<HeldClick | null>(null);

  const wake = useCallback(() => {
    if (intent || waking.current) return;
    waking.current = true;
    part.load().then(
      () => {
        // Focus may have moved on inside the kept markup while the code loaded: follow where it is now.
        const active = document.activeElement;
        const focusPath = root.current && active && root.current.contains(active) ? pathFrom(root.current, active) : null;
        flushSync(() => setIntent(true));
        if (focusPath) follow(locate(), focusPath)?.focus({preventScroll: true});
        const held = pendingClick.current;
        pendingClick.current = null;
        if (held) follow(locate(), held.path)?.click();
      },
      () => {
        waking.current = false; // offline: the server's markup stays, and the next intent asks again
        // A held link click still goes where the server's link pointed, as a full page load.
        const held = pendingClick.current;
        pendingClick.current = null;
        if (held?.href) window.location.assign(held.href);
      },
    );
  }, [intent, locate, part]);

  const clickBeforeCode = useCallback(
    (event: React.MouseEvent) => {
      const held = root.current ? clickToHold(root.current, event.nativeEvent) : null;
      if (held) {
        event.preventDefault();
        pendingClick.current = held;
      }
      wake();
    },
    [wake],
  );

  if (ready) return <part.Loaded {...props} />;
  if (!server) return null;
  return (
    <KeptMarkup
      as={server.tagName.toLowerCase()}
      className={server.getAttribute('class') ?? undefined}
      onPointerOver={wake}
      onTouchStart={wake}
      onFocus={wake}
      onClick={clickBeforeCode}
    />
  );
}
