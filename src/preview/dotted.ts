/**
 * `${repeat.3}`: a value written after a dot instead of a space. Only names whose data lists a
 * dotted form (`${random.<min>-<max>}`) read it that way; anywhere else it is an unknown name, and
 * the suggestion moves the value after a space.
 */

export interface DottedValue {
  /** The variable's name before the dot, lower case. */
  name: string;
  /** What follows the dot, as typed. */
  value: string;
}

/** `repeat.3` → `{name: 'repeat', value: '3'}` when what follows the dot looks like a value (a number or a range). */
export function splitDotted(name: string): DottedValue | null {
  const match = /^([a-z]\w*)\.(-?\d[\w-]*)$/i.exec(name);
  return match ? {name: (match[1] ?? '').toLowerCase(), value: match[2] ?? ''} : null;
}
