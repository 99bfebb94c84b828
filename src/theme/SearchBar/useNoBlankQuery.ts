import {useEffect} from 'react';

/**
 * Spaces typed or pasted into an empty search box are not taken: DocSearch searches for any query
 * that is not empty, so a box of spaces answered "No results for “ ”" and offered to report it,
 * where the reader has asked nothing yet and should still see the saved searches. Text that holds
 * a word keeps its spaces, wherever they are.
 */
export function useNoBlankQuery(container: HTMLElement): void {
  useEffect(() => {
    const onBeforeInput = (event: InputEvent) => {
      const box = event.target;
      if (!(box instanceof HTMLInputElement) || !box.classList.contains('DocSearch-Input')) return;
      if (event.inputType !== 'insertText' && event.inputType !== 'insertFromPaste' && event.inputType !== 'insertFromDrop') return;
      const text = event.data ?? event.dataTransfer?.getData('text/plain') ?? '';
      const start = box.selectionStart ?? box.value.length;
      const end = box.selectionEnd ?? start;
      const after = box.value.slice(0, start) + text + box.value.slice(end);
      if (after !== '' && after.trim() === '') event.preventDefault();
    };
    container.addEventListener('beforeinput', onBeforeInput, true);
    return () => container.removeEventListener('beforeinput', onBeforeInput, true);
  }, [container]);
}
