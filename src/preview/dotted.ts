/**
 * `${random.1-100}`: a value written after a dot instead of a space, a form many streamers use.
 * The newest facts say the bot reads random's range that way; the catalog knows which names take
 * a value after a dot. Anywhere else it is an unknown name, and the suggestion moves the value
 * after a space.
 */
import type {Word} from './words';

export interface DottedValue {
  /** The variable's name before the dot, lower case. */
  name: string;
  /** What follows the dot, as typed. */
  value: string;
}

/** `random.1-100` → `{name: 'random', value: '1-100'}` when what follows the dot looks like a value (a number or a range). */
export function splitDotted(name: string): DottedValue | null {
  const match = /^([a-z]\w*)\.(-?\d[\w-]*)$/i.exec(name);
  return match ? {name: (match[1] ?? '').toLowerCase(), value: match[2] ?? ''} : null;
}

/** A plain word holding `text`, placed where `at` stands in the reply. */
export const textWord = (text: string, at: Word): Word => ({parts: [{kind: 'text', text, start: at.start, end: at.end}], quote: null, start: at.start, end: at.end});
