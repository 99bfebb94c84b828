import {useEffect, type MutableRefObject} from 'react';
import {dialogAnswers} from './answers';
import {replayedEnter} from './replayedEnter';

/** Keys that only qualify the next one (Shift before Shift+Enter): they leave a waiting Enter alone. */
const QUALIFIERS = new Set(['Shift', 'Control', 'Alt', 'Meta', 'AltGraph', 'CapsLock']);

/**
 * Enter pressed before the typed query's hits have arrived (a cold index, a slow network) would
 * act on what the list still shows: open a saved search of the start screen, or do nothing. Here
 * it waits for the answer to that query and then does what it says: opens the query's first hit,
 * in a new tab or window with Ctrl/Cmd or Shift, as DocSearch does. Typing on, another key or a
 * pointer press drops it: the reader has moved on.
 *
 * The key is held before autocomplete sees it (capture, like the focus trap) and played again to
 * it once the answer is noted (answers.ts) and autocomplete has taken the answer in.
 */
export function useEnterWaitsForHits(container: HTMLElement, scopedRef: MutableRefObject<boolean>): void {
  useEffect(() => {
    let waiting: KeyboardEventInit | null = null;
    let replaying = false;
    const input = () => container.querySelector<HTMLInputElement>('.DocSearch-Input');
    const answered = (query: string) => {
      const answer = dialogAnswers.get();
      return answer !== null && answer.query === query && answer.scoped === scopedRef.current;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (replaying || QUALIFIERS.has(event.key)) return;
      const box = input();
      waiting = null;
      if (event.key !== 'Enter' || !box || event.target !== box || event.isComposing) return;
      if (box.value.trim() === '' || answered(box.value)) return;
      event.preventDefault();
      event.stopPropagation();
      waiting = replayedEnter(event);
    };
    const drop = () => (waiting = null);
    const stopWatching = dialogAnswers.subscribe(() => {
      const box = input();
      const key = waiting;
      if (!key || !box || !answered(box.value)) return;
      waiting = null;
      // The answer is noted before it reaches autocomplete, which takes it in within the same task.
      setTimeout(() => {
        if (!box.isConnected || !answered(box.value)) return;
        replaying = true;
        try {
          box.dispatchEvent(new KeyboardEvent('keydown', key));
        } finally {
          replaying = false;
        }
      }, 0);
    });
    container.addEventListener('keydown', onKeyDown, true);
    container.addEventListener('input', drop, true);
    container.addEventListener('pointerdown', drop, true);
    return () => {
      stopWatching();
      container.removeEventListener('keydown', onKeyDown, true);
      container.removeEventListener('input', drop, true);
      container.removeEventListener('pointerdown', drop, true);
    };
  }, [container, scopedRef]);
}
