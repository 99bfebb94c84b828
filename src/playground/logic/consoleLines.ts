/**
 * The console panel's lines. A flood of suppressed lines (the frame forwards at most
 * LINES_PER_FLUSH per batch) becomes one note whose count grows, not a note per batch, and a line
 * repeated word for word becomes one line with a count, as in the browser's own console: a loop
 * that logs the same refusal hundreds of times a second would otherwise push every other line,
 * the one that says what went wrong among them, out of the panel.
 */
import {FLUSH_MS, LINES_PER_FLUSH} from '../frame/protocol';

export interface ConsoleLine {
  id: number;
  /** A console level, `blocked`, `system` (a playground note) or `suppressed`. */
  level: string;
  text: string;
  /** For `suppressed`: how many lines. */
  count?: number;
  /** How many times in a row the line was logged, when more than once. */
  repeats?: number;
}

export const MAX_LINES = 500;
export const FORWARDED_PER_SECOND = (LINES_PER_FLUSH * 1000) / FLUSH_MS;

export const suppressedText = (count: number): string =>
  `${count.toLocaleString('en')} ${count === 1 ? 'line' : 'lines'} suppressed: the widget logged more than the ${FORWARDED_PER_SECOND.toLocaleString('en')} lines a second the console shows.`;

/** A note that `count` lines were suppressed. */
export const suppressedLine = (id: number, count: number): ConsoleLine => ({id, level: 'suppressed', text: suppressedText(count), count});

const timesLogged = (line: ConsoleLine): number => line.repeats ?? 1;

/**
 * The lines after `incoming`, oldest dropped beyond MAX_LINES; consecutive suppression notes merge,
 * and so do consecutive lines of the same level and text (the count says how many).
 */
export function appendLines(current: readonly ConsoleLine[], incoming: readonly ConsoleLine[]): ConsoleLine[] {
  const next = [...current];
  for (const line of incoming) {
    const last = next[next.length - 1];
    if (line.level === 'suppressed' && last?.level === 'suppressed') {
      next[next.length - 1] = suppressedLine(last.id, (last.count ?? 0) + (line.count ?? 0));
    } else if (last && line.level === last.level && line.text === last.text) {
      next[next.length - 1] = {...last, repeats: timesLogged(last) + timesLogged(line)};
    } else next.push(line);
  }
  return next.length > MAX_LINES ? next.slice(-MAX_LINES) : next;
}

/** A request the frame's policy blocked (`address (directive)` from the frame), said once and plainly. */
export const blockedText = (what: string): string => `${what}: blocked, because the playground has no network access. A live overlay would make this request.`;
