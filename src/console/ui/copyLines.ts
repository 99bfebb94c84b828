import type {LogEntry} from '../session';

/**
 * One line of "Copy shown as JSON", as the list shows it: a frame's JSON exactly as it came or went
 * (not parsed and written again, which rounds big numbers and drops a repeated key), a line of the
 * console's own or a frame that is not JSON as its text, and a line shown with "×N" with that count.
 */
export function copyableLine(entry: LogEntry): string {
  let frame: string | undefined;
  if (entry.json) {
    try {
      JSON.parse(entry.json);
      frame = entry.json;
    } catch {
      frame = undefined;
    }
  }
  const line = frame ?? JSON.stringify({console: entry.kind, text: entry.summary});
  return entry.repeats ? `{"repeated": ${entry.repeats}, "line": ${line}}` : line;
}

/** The lines shown, as one JSON array of them. */
export const copyableLines = (entries: readonly LogEntry[]): string => `[\n${entries.map(copyableLine).join(',\n')}\n]`;
