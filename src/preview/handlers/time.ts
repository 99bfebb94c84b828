/**
 * ${time.timezone}, ${time.UTC}, ${time.until}. Zone names go through the browser's own time-zone
 * database; the error texts follow the time page's notes. The pages do not show the bot's clock
 * format, so the preview prints 24-hour `HH:MM` and durations as `1d 2h 3m`.
 */
import {live, literal, report} from '../scope';
import type {Handler} from './shared';

/** Building a formatter is the slow part of asking the time, so each zone's is made once. */
const formatters = new Map<string, Intl.DateTimeFormat | null>();

function formatter(zone: string): Intl.DateTimeFormat | null {
  let found = formatters.get(zone);
  if (found === undefined) {
    try {
      found = new Intl.DateTimeFormat('en-GB', {timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23'});
    } catch {
      found = null;
    }
    if (formatters.size < 200) formatters.set(zone, found);
  }
  return found;
}

const clock = (date: Date, zone: string) => formatter(zone)?.format(date) ?? '';
const validZone = (zone: string) => formatter(zone) !== null;

const goLayout = '2006-01-02T15:04:05Z07:00';
const fullTimestamp = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/** A full timestamp, or a time of day (the next time the UTC clock shows it). */
function parseMoment(text: string, now: Date): Date | null {
  if (fullTimestamp.test(text)) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const timeOfDay = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (!timeOfDay || Number(timeOfDay[1]) > 23 || Number(timeOfDay[2]) > 59) return null;
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), Number(timeOfDay[1]), Number(timeOfDay[2])));
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

export function formatDuration(milliseconds: number): string {
  let seconds = Math.max(0, Math.round(milliseconds / 1000));
  const parts: string[] = [];
  for (const [unit, size] of [['d', 86_400], ['h', 3_600], ['m', 60]] as const) {
    const amount = Math.floor(seconds / size);
    seconds -= amount * size;
    if (amount > 0 || parts.length > 0) parts.push(`${amount}${unit}`);
  }
  parts.push(`${seconds}s`);
  return parts.join(' ');
}

export const timeHandlers: Record<string, Handler> = {
  'time.utc': (_call, scope) => live(clock(scope.env.now(), 'UTC')),
  // Without a zone, UTC (updates-2026).
  'time.timezone': (call, scope) => {
    const zone = call.words.length > 0 ? call.arg(0).text.trim() : 'UTC';
    if (!validZone(zone)) {
      report(scope, {kind: 'value', severity: 'warning', variable: 'time', message: `\`${zone}\` is not a time-zone name the bot knows; write one such as Europe/Lisbon.`}, call.node);
      return literal(`unknown time zone ${zone}`);
    }
    return live(clock(scope.env.now(), zone));
  },
  'time.until': (call, scope) => {
    const text = call.arg(0).text.trim();
    const now = scope.env.now();
    const moment = parseMoment(text, now);
    if (!moment) {
      report(scope, {kind: 'value', severity: 'warning', variable: 'time', message: `\`${text}\` is neither a full timestamp with its offset nor a time of day such as 19:00.`}, call.node);
      return literal(`parsing time "${text}" as "${goLayout}": cannot parse "${text}" as "2006"`);
    }
    return live(formatDuration(moment.getTime() - now.getTime()));
  },
};
