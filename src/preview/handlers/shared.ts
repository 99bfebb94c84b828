/** The shape of one variable's behaviour, and what several behaviours share. */
import type {Scope} from '../scope';
import type {Value, VariableNode} from '../types';
import type {Word} from '../words';

export interface Call {
  /** The name, lower case: `random.pick`, `sender.points`, `7`, `1:`; for a field's alias (`channel.status`), the field (`channel.title`). */
  name: string;
  /** The name as typed, capitals kept (a time zone after `time.`). */
  typedName: string;
  /** The variable page it belongs to. */
  variable: string;
  node: VariableNode;
  /** The values after the name, unevaluated. */
  words: Word[];
  /** The value at `index` (0 = first after the name), evaluated once, on demand. */
  arg: (index: number) => Value;
  /** Every value from `index` on, joined with spaces (free-text values keep their quotes). */
  rest: (index: number) => Value;
  hasFallback: boolean;
}

/** Returns the value, or null when the variable gives nothing (the fallback then applies). */
export type Handler = (call: Call, scope: Scope) => Value | null;

/** Variables whose last value is free text that may run on over spaces. */
export const freeTextVariables: ReadonlySet<string> = new Set(['ai', 'if']);

/** The field after the variable's own name: `sender.points` → `points`. */
export function fieldOf(call: Call): string | null {
  const dot = call.name.indexOf('.');
  return dot === -1 ? null : call.name.slice(dot + 1);
}

export const words = (text: string) => text.split(/\s+/).filter(Boolean);
