import type {ChangelogEntry} from '../../data/changelog';

/**
 * Each changelog entry's stable key: its date, product and position among that day's entries for
 * the product, counted from the oldest, so an entry added later that day leaves the others' keys
 * alone. The feeds use it as the item's id (plugins/changelog-feeds).
 */
export function changelogEntryKeys(entries: readonly ChangelogEntry[]): string[] {
  const counts = new Map<string, number>();
  const keys = new Array<string>(entries.length);
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = entries[i] as ChangelogEntry;
    const day = `${entry.date}/${entry.product}`;
    const n = (counts.get(day) ?? 0) + 1;
    counts.set(day, n);
    keys[i] = `${day}/${n}`;
  }
  return keys;
}

/** The entry's anchor on /chatbot/changelog (its element id): the key with dashes, "2026-09-17-overlays-1". */
export const changelogEntryAnchor = (key: string): string => key.replace(/\//g, '-');

/** Every entry's anchor, looked up by the entry itself. */
export function changelogEntryAnchors(entries: readonly ChangelogEntry[]): Map<ChangelogEntry, string> {
  const keys = changelogEntryKeys(entries);
  return new Map(entries.map((entry, i) => [entry, changelogEntryAnchor(keys[i] as string)]));
}
