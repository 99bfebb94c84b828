import {changelog, type ChangelogEntry} from '@site/src/data/changelog';

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2026-09-13" → "13 September 2026", the same in every time zone and locale. */
export function changelogDateLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${day} ${months[(month ?? 1) - 1]} ${year}`;
}

export interface ChangelogDay {
  /** YYYY-MM-DD; also the section's anchor. */
  date: string;
  entries: readonly ChangelogEntry[];
}

/** The entries grouped by date, keeping the data's order (newest first). */
export function changelogDays(entries: readonly ChangelogEntry[] = changelog): ChangelogDay[] {
  const days: {date: string; entries: ChangelogEntry[]}[] = [];
  for (const entry of entries) {
    const last = days.at(-1);
    if (last?.date === entry.date) last.entries.push(entry);
    else days.push({date: entry.date, entries: [entry]});
  }
  return days;
}

/** The page's table of contents, one level-2 entry per date; /chatbot/changelog exports it as `toc`. */
export const changelogToc = changelogDays().map((day) => ({value: changelogDateLabel(day.date), id: day.date, level: 2}));
