/**
 * Reads what a visitor pastes: one chat line per text line, each optionally starting with a time
 * ("[21:04:05]" or "21:04") and a sender ("name: message"). A line without a sender is from the
 * default sender. Senders' levels and platforms come from the visitor's table of senders.
 */
import type {Platform} from '@site/src/data/platforms';
import type {ChatLine, SenderLevel} from './types';

/** Lines checked at most; more are left out with a message (a 1,000-line log is the benchmark's size). */
export const MAX_LINES = 2000;
/**
 * Characters of pasted log kept; a paste beyond this is cut with a message (textLimit). Room for
 * MAX_LINES lines of 50 characters: a text field holding several times that lays out for seconds on
 * a slow phone, and the lines past MAX_LINES would not be checked anyway.
 */
export const MAX_LOG_CHARS = 100_000;
export const DEFAULT_SENDER = 'chatter';

export interface Sender {
  level: SenderLevel;
  platform: Platform;
}

export interface LogOptions {
  senders: Readonly<Record<string, Sender>>;
  fallback: Sender;
  /** Seconds between lines that carry no time of their own. */
  spacingSeconds: number;
}

export interface ParsedLog {
  lines: ChatLine[];
  /** Text lines beyond MAX_LINES, not checked. */
  leftOut: number;
}

const timePrefix = /^\[?(\d{1,2}):(\d{2})(?::(\d{2}))?\]?\s+/u;
const senderPrefix = /^@?([^\s:]{1,40}):(?!\/\/)\s?/u;

/**
 * The sender set for a name, or the fallback: only the names set themselves count, so a chatter
 * called "constructor" or "toString" is an ordinary chatter, not a member of every object.
 */
export function senderOf<T>(senders: Record<string, T>, name: string, fallback: T): T {
  return Object.prototype.hasOwnProperty.call(senders, name) ? senders[name]! : fallback;
}

/** The senders named in a log, in order of first appearance. */
export function senderNames(log: string): string[] {
  const names = new Set<string>();
  for (const raw of log.split(/\r?\n/u, MAX_LINES + 1)) {
    const rest = raw.trim().replace(timePrefix, '');
    const match = senderPrefix.exec(rest);
    if (match && rest.slice(match[0].length).trim() !== '') names.add(match[1]!);
  }
  return [...names];
}

export function parseLog(log: string, options: LogOptions): ParsedLog {
  const lines: ChatLine[] = [];
  const texts = log.split(/\r?\n/u);
  let leftOut = 0;
  let at = 0;
  let lastClock: number | null = null;
  texts.forEach((raw, index) => {
    const trimmed = raw.trim();
    if (trimmed === '') return;
    if (lines.length >= MAX_LINES) {
      leftOut += 1;
      return;
    }
    let rest = trimmed;
    let clock: number | null = null;
    const time = timePrefix.exec(rest);
    if (time) {
      clock = Number(time[1]) * 3600 + Number(time[2]) * 60 + Number(time[3] ?? 0);
      rest = rest.slice(time[0].length);
    }
    let name = DEFAULT_SENDER;
    const sender = senderPrefix.exec(rest);
    if (sender && rest.slice(sender[0].length).trim() !== '') {
      name = sender[1]!;
      rest = rest.slice(sender[0].length);
    }
    if (clock !== null && lastClock !== null) {
      // A log that runs past midnight starts the clock again.
      const step = clock >= lastClock ? clock - lastClock : clock + 86_400 - lastClock;
      at += step;
    } else if (lines.length > 0) at += options.spacingSeconds;
    if (clock !== null) lastClock = clock;
    const who = senderOf(options.senders, name, options.fallback);
    lines.push({lineNumber: index + 1, name, message: rest, level: who.level, platform: who.platform, at});
  });
  return {lines, leftOut};
}
