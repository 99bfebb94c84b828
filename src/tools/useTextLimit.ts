/**
 * Keeps a text field of a tool within its limit, whatever way text arrives: a paste or a drop over
 * the limit is cut before the browser inserts it, anything else is cut on change, and either way
 * `message` says which limit cut what (the tool shows it next to the field). The message stays only
 * while the field holds the text it was about: any other change (typing on, or the tool replacing the
 * text, such as loading an example) clears it.
 */
import {useCallback, useEffect, useMemo, useRef, useState, type ChangeEvent, type ClipboardEvent, type DragEvent} from 'react';
import {cutMessage, insertWithin, overMessage} from './textLimit';

type Field = HTMLInputElement | HTMLTextAreaElement;

export interface TextLimit {
  onPaste: (event: ClipboardEvent<Field>) => void;
  onDrop: (event: DragEvent<Field>) => void;
  /** The value to keep from a change event: the same text, or cut to the limit. */
  within: (value: string) => string;
  message: string;
  /** The field's handlers in one: `<input value={…} {...limit.props} />`. */
  props: {onChange: (event: ChangeEvent<Field>) => void; onPaste: (event: ClipboardEvent<Field>) => void; onDrop: (event: DragEvent<Field>) => void};
}

export function useTextLimit(field: string, max: number, value: string, set: (value: string) => void): TextLimit {
  const [message, setMessage] = useState('');
  /** The text the last cut left in the field: the message is about it. */
  const cutTo = useRef<string | null>(null);
  useEffect(() => {
    if (value === cutTo.current) return;
    cutTo.current = null;
    setMessage('');
  }, [value]);
  const insert = useCallback(
    (element: Field, inserted: string): boolean => {
      const start = element.selectionStart ?? element.value.length;
      const end = element.selectionEnd ?? start;
      if (element.value.length - (end - start) + inserted.length <= max) {
        setMessage('');
        return false;
      }
      const result = insertWithin(element.value, start, end, inserted, max);
      cutTo.current = result.text;
      set(result.text);
      setMessage(cutMessage(field, inserted.length, result.left, max));
      // After React has put the new value in: the caret goes where the paste ended (at the end it is there already).
      if (result.caret < result.text.length) window.requestAnimationFrame(() => element.setSelectionRange(result.caret, result.caret));
      return true;
    },
    [field, max, set],
  );
  const onPaste = useCallback(
    (event: ClipboardEvent<Field>) => {
      if (insert(event.currentTarget, event.clipboardData.getData('text/plain'))) event.preventDefault();
    },
    [insert],
  );
  const onDrop = useCallback(
    (event: DragEvent<Field>) => {
      const text = event.dataTransfer.getData('text/plain');
      if (text.length > 0 && insert(event.currentTarget, text)) event.preventDefault();
    },
    [insert],
  );
  const within = useCallback(
    (text: string) => {
      if (text.length <= max) return text;
      setMessage(overMessage(field, text.length, max));
      cutTo.current = text.slice(0, max);
      return cutTo.current;
    },
    [field, max],
  );
  const props = useMemo(() => ({onChange: (event: ChangeEvent<Field>) => set(within(event.target.value)), onPaste, onDrop}), [set, within, onPaste, onDrop]);
  return {onPaste, onDrop, within, message, props};
}
