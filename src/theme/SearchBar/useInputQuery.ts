import {useEffect, useState} from 'react';

/**
 * The query in DocSearch's search box as it changes, typed or set by DocSearch itself ("Try
 * searching for", the clear button). It is read from the input's value attribute, which React
 * writes once it has committed the query: an input listener here would re-render the dialog
 * between the keystroke and autocomplete's own handler, and React would put the old value back.
 */
export function useInputQuery(container: HTMLElement): string {
  const [query, setQuery] = useState('');
  useEffect(() => {
    let input: HTMLInputElement | null = null;
    const read = () => setQuery(input?.value ?? '');
    const values = new MutationObserver(read);
    const attach = () => {
      const found = container.querySelector<HTMLInputElement>('.DocSearch-Input');
      if (found === input) return;
      input = found;
      values.disconnect();
      if (input) values.observe(input, {attributes: true, attributeFilter: ['value']});
      read();
    };
    const tree = new MutationObserver(attach);
    tree.observe(container, {childList: true, subtree: true});
    attach();
    return () => {
      tree.disconnect();
      values.disconnect();
    };
  }, [container]);
  return query;
}
