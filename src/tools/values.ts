/**
 * What the interactive tools accept from places they do not control (a widget's messages, a shared
 * link, the browser's storage, a paste): checks that never recurse and never throw, so a value
 * nested 10,000 deep, a BigInt or a circular object is refused with a reason instead of crashing
 * the page later, wherever it would have been printed, cloned or stored.
 */

export interface ValueLimits {
  /** Levels of arrays and objects inside one another. */
  maxDepth: number;
  /** Characters of JSON the value may take. */
  maxChars: number;
}

/** `tooLarge`: the value is fine but over `maxChars`; otherwise it cannot be kept at all. */
export type ValueCheck = {ok: true; chars: number} | {ok: false; reason: string; tooLarge: boolean};

const count = (value: number) => value.toLocaleString('en');

/** A size in characters as people read it: "812 characters", "52.4 MB" (one character ≈ one byte of JSON). */
export function sizeText(chars: number): string {
  if (chars < 10_000) return `${count(chars)} characters`;
  if (chars < 1_000_000) return `${(chars / 1000).toLocaleString('en', {maximumFractionDigits: 1})} kB`;
  return `${(chars / 1_000_000).toLocaleString('en', {maximumFractionDigits: 1})} MB`;
}

const isPlainObject = (value: object): boolean => {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
};

/** What a value that JSON cannot hold is, in words. */
function kindOf(value: unknown): string | null {
  switch (typeof value) {
    case 'bigint':
      return 'a BigInt';
    case 'function':
      return 'a function';
    case 'symbol':
      return 'a Symbol';
    case 'number':
      return Number.isFinite(value) ? null : `${String(value)} (not a finite number)`;
    case 'object': {
      if (value === null || Array.isArray(value) || isPlainObject(value)) return null;
      const name = (value as {constructor?: {name?: unknown}}).constructor?.name;
      return typeof name === 'string' && name !== '' ? `a ${name}` : 'an object that is not plain data';
    }
    default:
      return null;
  }
}

type Step = {value: unknown; depth: number} | {leave: object};

/**
 * Whether `value` can be kept as JSON within the limits: plain objects, arrays, strings, finite
 * numbers, booleans and null, nested at most `maxDepth` deep, with no object inside itself. The
 * walk stops at the first problem or once the size passes the limit, so a huge value costs little.
 * `chars` estimates the JSON's length (escapes aside); storing it measures the real text again.
 */
export function checkValue(value: unknown, limits: ValueLimits): ValueCheck {
  if (value === undefined) return {ok: false, reason: 'there is no value (undefined)', tooLarge: false};
  const onPath = new Set<object>();
  const stack: Step[] = [{value, depth: 0}];
  let chars = 0;
  while (stack.length > 0) {
    const step = stack.pop()!;
    if ('leave' in step) {
      onPath.delete(step.leave);
      continue;
    }
    const item = step.value;
    const kind = kindOf(item);
    if (kind) return {ok: false, reason: `it holds ${kind}, which JSON cannot keep`, tooLarge: false};
    if (typeof item === 'string') chars += item.length + 3;
    else if (item === null || typeof item !== 'object') chars += String(item).length + 1;
    else {
      if (onPath.has(item)) return {ok: false, reason: 'it contains itself (a circular reference)', tooLarge: false};
      if (step.depth >= limits.maxDepth) return {ok: false, reason: `it is nested more than ${count(limits.maxDepth)} levels deep`, tooLarge: false};
      onPath.add(item);
      stack.push({leave: item});
      chars += 2;
      if (Array.isArray(item)) {
        for (let index = item.length - 1; index >= 0; index -= 1) stack.push({value: item[index], depth: step.depth + 1});
      } else {
        for (const [key, entry] of Object.entries(item)) {
          // JSON drops undefined properties, as it does here.
          if (entry === undefined) continue;
          chars += key.length + 4;
          stack.push({value: entry, depth: step.depth + 1});
        }
      }
    }
    if (chars > limits.maxChars) return {ok: false, reason: `it is larger than ${sizeText(limits.maxChars)} of JSON`, tooLarge: true};
  }
  return {ok: true, chars};
}

/**
 * The size of a message as it arrived (strings by their length, everything else a few characters
 * each), counted only until it passes `cap`: the size so far comes back at once (so a 50 MB string
 * reads as 50 MB, and a list of millions stops the walk just past the cap). Never throws, even on a
 * circular value (each object is counted once).
 */
export function messageSize(value: unknown, cap: number): number {
  const seen = new Set<object>();
  const stack: unknown[] = [value];
  let size = 0;
  while (stack.length > 0 && size <= cap) {
    const item = stack.pop();
    if (typeof item === 'string') size += item.length + 2;
    else if (item === null || typeof item !== 'object') size += 8;
    else if (!seen.has(item)) {
      seen.add(item);
      size += 2;
      if (ArrayBuffer.isView(item) || item instanceof ArrayBuffer) size += item.byteLength;
      else {
        const entries: Iterable<unknown> = Array.isArray(item) ? item : item instanceof Map ? [...item.keys(), ...item.values()] : item instanceof Set ? item : Object.keys(item).flatMap((key) => [key, (item as Record<string, unknown>)[key]]);
        // Each entry counts at least one, so a list of millions stops the walk as early as a long string.
        for (const entry of entries) {
          size += 1;
          if (size > cap) break;
          stack.push(entry);
        }
      }
    }
  }
  return size;
}

/** True when the text holds at most `limit` opening brackets, inside strings or not: then nothing in it nests deeper. */
function openersWithin(text: string, limit: number): boolean {
  let count = 0;
  for (const opener of ['{', '[']) {
    // The engine's own search finds each bracket far faster than a loop over every character.
    for (let at = text.indexOf(opener); at !== -1; at = text.indexOf(opener, at + 1)) if (++count > limit) return false;
  }
  return true;
}

/** Where JSON text first nests arrays and objects deeper than `limit` (that bracket's offset), or -1. One pass, no recursion; strings are skipped. */
export function tooDeepAt(text: string, limit: number): number {
  if (openersWithin(text, limit)) return -1;
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > limit) return index;
    } else if (char === 0x7d || char === 0x5d) depth -= 1;
  }
  return -1;
}

/** True when the JSON text nests arrays and objects deeper than `limit`. */
export const nestsDeeperThan = (text: string, limit: number): boolean => tooDeepAt(text, limit) >= 0;
