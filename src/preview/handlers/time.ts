/**
 * ${time}, ${time <zone>}, ${time.<zone>} and ${time.until <when>} (src/data/variables/entries/time.ts,
 * updates-2026c). The clock is 24-hour `HH:MM`; bare `${time}` is UTC; after the dot comes the zone.
 * Zone names go through the browser's own time-zone database, which accepts any capitals; the
 * bot's may not, so a zone typed in other capitals than the IANA list's gets a note. Durations use
 * the short units the variables pages give (`2 hours 30 mins`), the two largest that apply; a month
 * is taken as 30 days and a year as 365, which the pages do not say.
 */
import {live, literal, report, type Scope} from '../scope';
import type {Call, Handler} from './shared';

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

const units = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['min', 60],
  ['sec', 1],
] as const;

/** `2 hours 30 mins`, `7 mins 40 secs`, `1 day`: the largest unit that applies and the one below it when not zero. */
export function formatDuration(milliseconds: number): string {
  let seconds = Math.round(Math.abs(milliseconds) / 1000);
  const amounts = units.map(([unit, size]) => {
    const amount = Math.floor(seconds / size);
    seconds -= amount * size;
    return {unit, amount};
  });
  const first = amounts.findIndex(({amount}) => amount > 0);
  if (first === -1) return '0 secs';
  return amounts
    .slice(first, first + 2)
    .filter(({amount}) => amount > 0)
    .map(({unit, amount}) => `${amount} ${unit}${amount === 1 ? '' : 's'}`)
    .join(' ');
}

/** The zone as typed: after a space (`${time Europe/Lisbon}`) or after the dot (`${time.Europe/Lisbon}`); UTC when there is none. */
function zoneOf(call: Call): string {
  const dot = call.typedName.indexOf('.');
  if (dot !== -1) return call.typedName.slice(dot + 1);
  return call.words.length > 0 ? call.arg(0).text.trim() : 'UTC';
}

function clockIn(call: Call, scope: Scope) {
  const zone = zoneOf(call);
  const found = formatter(zone);
  if (!found) {
    // A spelling the bot does not have (`time.timezone`) is already named by the evaluator.
    if (!scope.catalog.notForms.has(call.name))
      report(scope, {kind: 'value', severity: 'warning', variable: 'time', message: `\`${zone}\` is not a time-zone name the bot knows; write one such as Europe/Lisbon.`}, call.node);
    return literal(`unknown time zone ${zone}`);
  }
  const listed = found.resolvedOptions().timeZone;
  if (listed !== zone && listed.toLowerCase() === zone.toLowerCase()) {
    report(
      scope,
      {kind: 'value', severity: 'info', variable: 'time', message: `The IANA list writes this zone \`${listed}\`. The preview accepts any capitals; write it as listed so the bot finds it too.`},
      call.node,
    );
  }
  return live(clock(scope.env.now(), zone));
}

export const timeHandlers: Record<string, Handler> = {
  // `${time}`, `${time <zone>}` and, through the `time.<zone>` pattern, `${time.<zone>}`.
  time: clockIn,
  'time.until': (call, scope) => {
    const text = call.arg(0).text.trim();
    const now = scope.env.now();
    const moment = parseMoment(text, now);
    if (!moment) {
      report(scope, {kind: 'value', severity: 'warning', variable: 'time', message: `\`${text}\` is neither a full timestamp with its offset nor a time of day such as 19:00.`}, call.node);
      return literal(`parsing time "${text}" as "${goLayout}": cannot parse "${text}" as "2006"`);
    }
    const left = moment.getTime() - now.getTime();
    return live(left >= 0 ? formatDuration(left) : `${formatDuration(left)} ago`);
  },
};
