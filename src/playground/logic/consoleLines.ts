/**
 * The console panel's lines. A flood of suppressed lines (the frame forwards at most
 * LINES_PER_FLUSH per batch) becomes one note whose count grows, not a note per batch.
 */
import {FLUSH_MS, LINES_PER_FLUSH} from '../frame/protocol';

export interface ConsoleLine {
  id: number;
  /** A console level, `blocked`, `system` (a playground note) or `suppressed`. */
  level: string;
  text: string;
  /** For `suppressed`: how many lines. */
  count?: number;
}

export const MAX_LINES = 500;
export const FORWARDED_PER_SECOND = (LINES_PER_FLUSH * 1000) / FLUSH_MS;

export const suppressedText = (count: number): string =>
  `${count.toLocaleString('en')} ${count === 1 ? 'line' : 'lines'} suppressed: the widget logged more than the ${FORWARDED_PER_SECOND.toLocaleString('en')} lines a second the console shows.`;

/** A note that `count` lines were suppressed. */
export const suppressedLine = (id: number, count: number): ConsoleLine => ({id, level: 'suppressed', text: suppressedText(count), count});

/** The lines after `incoming`, oldest dropped beyond MAX_LINES; consecutive suppression notes merge. */
export function appendLines(current: readonly ConsoleLine[], incoming: readonly ConsoleLine[]): ConsoleLine[] {
  const next = [...current];
  for (const line of incoming) {
    const last = next[next.length - 1];
    if (line.level === 'suppressed' && last?.level === 'suppressed') {
      next[next.length - 1] = suppressedLine(last.id, (last.count ?? 0) + (line.count ?? 0));
    } else next.push(line);
  }
  return next.length > MAX_LINES ? next.slice(-MAX_LINES) : next;
}

/** A request the frame's policy blocked (`address (directive)` from the frame), said once and plainly. */
export const blockedText = (what: string): string => `${what}: blocked, because the playground has no network access. A live overlay would make this request.`;
