import {useCallback, type RefObject} from 'react';
import type React from 'react';

/** The reference's own controls (filter, sample languages, copy): their own chunk, fetched on intent. */
export const loadEnhance = () => import('@site/src/apiReference/enhance');

const CONTROL = '[data-api-filter],[data-sample-lang],[data-copy]';
const control = (target: EventTarget | null) => (target instanceof Element ? target.closest(CONTROL) : null);

/**
 * Event handlers for the reference's container, for the controls in its static markup. Pointing at,
 * touching or focusing one warms the chunk; using it (a click from any input, typing in the filter)
 * runs its action once the chunk is there. Actions read the control's state when they run, so what
 * the reader did while the chunk loaded is not lost.
 */
export function useEnhanceTriggers(container: RefObject<HTMLDivElement | null>): Pick<React.HTMLAttributes<HTMLDivElement>, 'onPointerOver' | 'onFocus' | 'onTouchStart' | 'onClick' | 'onInput' | 'onKeyUp'> {
  const warm = useCallback((event: React.SyntheticEvent) => {
    if (control(event.target)) void loadEnhance().catch(() => undefined);
  }, []);
  const act = useCallback(
    (event: React.SyntheticEvent) => {
      const target = event.target;
      const type = event.type === 'focus' ? 'focusin' : event.type;
      if (!control(target) || !container.current) return;
      const root = container.current;
      loadEnhance().then(
        (module) => module.handle(root, target, type),
        () => undefined, // offline: the next use asks again
      );
    },
    [container],
  );
  const focus = useCallback(
    (event: React.FocusEvent) => {
      warm(event);
      if ((event.target as Element).matches?.('[data-api-filter]')) act(event);
    },
    [warm, act],
  );
  return {onPointerOver: warm, onTouchStart: warm, onFocus: focus, onClick: act, onInput: act, onKeyUp: act};
}
