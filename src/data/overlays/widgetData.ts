/**
 * The Widget Data dashboard: the data behind labels, goals and custom widgets, which a streamer can
 * read and correct there. /overlays/widget-data reads this; the session keys behind it are in
 * ./sessionKeys.ts.
 */

/** Minutes after the stream goes offline before the session resets by itself. */
export const sessionResetAfterOfflineMinutes = 15;

export const widgetDataSections: readonly {section: string; holds: string; change: string}[] = [
  {
    section: 'Labels',
    holds: 'What the Latest and Recent label widgets show.',
    change: 'Under Latest Data, edit or clear a name and an amount; under Recent Data, delete single entries.',
  },
  {
    section: 'Goals',
    holds: 'Progress of the follower, subscriber, tip and cheer goals.',
    change: 'Moves by itself with each event; set or clear it by hand. It does not reset between sessions on its own.',
  },
  {
    section: 'Session Data',
    holds: 'This session’s counts and tops, such as the biggest tip or cheer.',
    change: `Resets ${sessionResetAfterOfflineMinutes} minutes after you go offline, or when you reset it by hand.`,
  },
  {section: 'Totals', holds: 'All-time totals from the connected channel.', change: 'Read-only.'},
  {section: 'Aggregates', holds: 'Totals of the last 7 and 30 days.', change: 'Read-only.'},
  {
    section: 'Settings',
    holds: 'Whether weekly and monthly figures cover a rolling 7 or 30 days, or the calendar week and month; and the session reset.',
    change: 'Choose the window; reset the session.',
  },
];
