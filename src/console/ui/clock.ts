// One formatter for every row: toLocaleTimeString would build a new one per call.
const clock = new Intl.DateTimeFormat('en-GB', {hour: '2-digit', minute: '2-digit', second: '2-digit', hour12: false});

/** A log line's time of day, 24-hour, with seconds. */
export const time = (at: number): string => clock.format(at);
