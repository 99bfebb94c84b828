import {useCallback, type RefObject} from 'react';
import type React from 'react';

/** The try-it code: its own chunk, fetched on intent (pointer, touch, focus or click on a Try it button). */
let requested = false;
const loadTryIt = () => {
  requested = true;
  return import('@site/src/apiReference/tryIt/mount');
};

/** Leaving /api: the token and the channel id the reader typed are forgotten (if Try it was ever loaded). */
export function leaveTryIt(): void {
  if (requested) void loadTryIt().then((module) => module.leavePage(), () => undefined);
}

const tryItButton = (target: EventTarget | null) => (target instanceof Element ? target.closest<HTMLButtonElement>('[data-try-it-open]') : null);

/**
 * Event handlers for the reference's container. React delegates events, so they also see events
 * from the static markup inside it. Pointing at, touching or focusing a "Try it" button warms the
 * panel's code; a click (from any input, with or without a pointer or focus before it) opens the
 * panel of that button's operation.
 */
export function useTryItTriggers(container: RefObject<HTMLDivElement | null>, dataUrl: string): Pick<React.HTMLAttributes<HTMLDivElement>, 'onPointerOver' | 'onFocus' | 'onTouchStart' | 'onClick'> {
  const warm = useCallback((event: React.SyntheticEvent) => {
    if (tryItButton(event.target)) void loadTryIt().catch(() => undefined);
  }, []);
  const onClick = useCallback(
    (event: React.MouseEvent) => {
      const button = tryItButton(event.target);
      if (!button || !container.current) return;
      const root = container.current;
      button.setAttribute('aria-busy', 'true');
      loadTryIt().then(
        (module) => {
          button.removeAttribute('aria-busy');
          module.togglePanel(root, button, dataUrl);
        },
        () => {
          button.removeAttribute('aria-busy');
          button.textContent = 'Try it (could not load: press again)';
        },
      );
    },
    [container, dataUrl],
  );
  return {onPointerOver: warm, onFocus: warm, onTouchStart: warm, onClick};
}
