/**
 * Orders command and variable names (lowercase letters, digits and dots) by their code units. For
 * those characters this is the order `localeCompare` gives (tests/unit/nameOrder.test.ts checks it
 * on the data), without its first call's cost: building the default collator is slow, and it
 * happened inside the task that starts the command table page (docs-dev/performance.md).
 */
export function byName(a: {name: string}, b: {name: string}): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}
