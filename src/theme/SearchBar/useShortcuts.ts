import {useEffect, type RefObject} from 'react';

/**
 * DocSearch 3.9's keyboard handling, ported for the same reason as the button: Ctrl/Cmd+K toggles
 * the dialog, "/" opens it unless the focus is in a field, Escape closes it, and a letter typed
 * on the focused search button opens the dialog with that letter.
 */
export function useShortcuts({
  isOpen,
  onOpen,
  onClose,
  onInput,
  searchButtonRef,
}: {
  isOpen: boolean;
  onOpen: () => void;
  onClose: () => void;
  onInput: (event: KeyboardEvent) => void;
  searchButtonRef: RefObject<HTMLButtonElement | null>;
}): void {
  useEffect(() => {
    function isEditing(event: KeyboardEvent): boolean {
      const target = event.target as HTMLElement;
      return target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(target.tagName);
    }
    function onKeyDown(event: KeyboardEvent) {
      const toggle = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      if ((event.code === 'Escape' && isOpen) || toggle || (!isEditing(event) && event.key === '/' && !isOpen)) {
        event.preventDefault();
        if (isOpen) onClose();
        else if (!document.body.classList.contains('DocSearch--active')) onOpen();
        return;
      }
      if (searchButtonRef.current === document.activeElement && /[a-zA-Z0-9]/.test(String.fromCharCode(event.keyCode))) {
        onInput(event);
      }
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, onOpen, onClose, onInput, searchButtonRef]);
}
