/** "a, b and c" (or "a, b or c" with `last`): a list written out in a sentence, without a serial comma. */
export function listInWords(items: readonly string[], last: 'and' | 'or' = 'and'): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
}
