/**
 * An Enter held back (typed before the dialog or its hits were there), to be played to the search
 * box later with the modifiers it was pressed with: Ctrl/Cmd opens the hit in a new tab, Shift in a
 * new window, and Alt is left to the browser, as autocomplete does with a live Enter.
 */
export function replayedEnter({ctrlKey, metaKey, shiftKey, altKey}: Pick<KeyboardEvent, 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): KeyboardEventInit {
  return {key: 'Enter', code: 'Enter', bubbles: true, cancelable: true, ctrlKey, metaKey, shiftKey, altKey};
}
