/**
 * Limits on text a visitor pastes, drops or types into a tool. A paste over the limit is cut
 * before it reaches the field (a 5 MB paste into a textarea would otherwise hold the page while the
 * browser lays it out, and then fail to save), and the visitor is told which limit cut it.
 */
const count = (value: number) => value.toLocaleString('en');

export interface Inserted {
  text: string;
  /** Where the caret goes: after what was kept of the insertion. */
  caret: number;
  /** Characters of the insertion left out. */
  left: number;
}

/** `value` with `inserted` put between `start` and `end`, cut so the whole stays within `max` characters. */
export function insertWithin(value: string, start: number, end: number, inserted: string, max: number): Inserted {
  const before = value.slice(0, start);
  const after = value.slice(end);
  const room = Math.max(0, max - before.length - after.length);
  let kept = inserted.slice(0, room);
  // Never split a surrogate pair (an emoji) in two.
  if (kept.length > 0 && kept.length < inserted.length && /[\uD800-\uDBFF]$/.test(kept)) kept = kept.slice(0, -1);
  return {text: `${before}${kept}${after}`, caret: before.length + kept.length, left: inserted.length - kept.length};
}

/** What the visitor is told when a paste was cut: how long it was, the limit, what was kept. */
export function cutMessage(field: string, pasted: number, left: number, max: number): string {
  const kept = pasted - left;
  return kept === 0
    ? `Nothing was pasted: ${field} is already at its limit of ${count(max)} characters (the paste had ${count(pasted)}).`
    : `The paste had ${count(pasted)} characters, over the ${count(max)} ${field} can hold: the first ${count(kept)} were kept and the other ${count(left)} left out.`;
}

/** When something other than a paste (a drop, an input method, a script) went past the limit. */
export function overMessage(field: string, length: number, max: number): string {
  return `${field.charAt(0).toUpperCase()}${field.slice(1)} can hold ${count(max)} characters; the ${count(length - max)} beyond that were left out.`;
}
