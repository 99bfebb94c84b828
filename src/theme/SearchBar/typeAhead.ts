/**
 * Keys typed between opening search (Ctrl/Cmd+K, "/", the button) and the dialog's search box
 * taking the focus: on a slow network the dialog's code is still on its way, and those keys went
 * to the page, or nowhere. They are kept here and become the box's text once it has the focus;
 * Backspace takes one back, Enter is played to the box after them (the dialog then waits for the
 * hits: useEnterWaitsForHits.ts), and Escape cancels the opening (and still closes what it closes).
 * Keys pressed in a modal dialog (the load-failed screen) are that dialog's. Part of every first load, so
 * kept small; only listening while an opening is under way.
 */
import {replayedEnter} from './replayedEnter';

export interface TypeAhead {
  /**
   * An opening has started: listen, keeping `first` (the key that opened it from the button, or what
   * was typed before the app had loaded) and `enter` (an Enter pressed then), if any. Returns its number.
   */
  start: (first?: string, enter?: KeyboardEventInit) => number;
  /** Whether `opening` is still the one under way: not ended by Escape, `cancel` or a later opening. */
  current: (opening: number) => boolean;
  /** The opening failed: stop listening and forget the keys. */
  stop: () => void;
  /** The dialog closed: as `stop`, and the opening under way must show nothing (dialog or load-failed screen). */
  cancel: () => void;
}

const BOX = 'DocSearch-Input';

/** A key that types a character: no Ctrl, Cmd or Alt, except AltGr, which types on many layouts. */
const types = (event: KeyboardEvent) => event.key.length === 1 && !event.ctrlKey && !event.metaKey && (!event.altKey || event.getModifierState('AltGraph'));

/** Writes the box's value as typing would, so autocomplete (a React input) takes it as input; spaces before any word are not a query (./useNoBlankQuery.ts). */
function typeInto(box: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(box, (box.value + text).trimStart());
  box.dispatchEvent(new Event('input', {bubbles: true}));
}

export function createTypeAhead(): TypeAhead {
  let typed: string | null = null;
  let enter: KeyboardEventInit | null = null;
  /** The latest opening's number; ending one moves it on, so a pending opening is no longer current. */
  let latest = 0;

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as Element | null;
    if (typed === null || target?.classList?.contains(BOX) || event.isComposing) return;
    if (event.key === 'Escape') {
      // Cancels the opening, and still reaches whatever else Escape closes (the load-failed screen).
      cancel();
      return;
    }
    // A modal dialog's keys are its own (the load-failed screen's Retry).
    if (target?.closest?.('dialog[open]')) return;
    if (event.key === 'Backspace') typed = typed.slice(0, -1);
    else if (event.key === 'Enter') enter = replayedEnter(event);
    else if (types(event)) typed += event.key;
    else return;
    event.preventDefault();
    event.stopImmediatePropagation();
  };

  const onFocusIn = (event: FocusEvent) => {
    const box = event.target as HTMLInputElement;
    if (typed === null || !box.classList?.contains(BOX)) return;
    const text = typed;
    const key = enter;
    stop();
    // After the commit that focused the box, before any later key reaches it.
    queueMicrotask(() => {
      if (text) typeInto(box, text);
      if (key) box.dispatchEvent(new KeyboardEvent('keydown', key));
    });
  };

  function stop(): void {
    typed = null;
    enter = null;
    window.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocusIn, true);
  }

  function cancel(): void {
    stop();
    latest++;
  }

  return {
    start(first, pressedEnter) {
      if (typed === null) {
        typed = '';
        window.addEventListener('keydown', onKeyDown, true);
        document.addEventListener('focusin', onFocusIn, true);
      }
      if (first) typed += first;
      if (pressedEnter) enter = pressedEnter;
      return ++latest;
    },
    current: (opening) => opening === latest,
    stop,
    cancel,
  };
}
