/**
 * Runs pasted lines through every filter, in the order they were sent, and says what each filter
 * finds and what happens to the chatter.
 *
 * Order: the product documents no order in which filters check a message, only which penalty wins
 * when several catch it (src/data/filters filtersOverview.severityRule). So the bench gives every
 * filter's verdict, and the penalty applied is the harshest of those caught.
 */
import {filtersOverview, probationTimeout} from '@site/src/data/filters';
import {platformLabels} from '@site/src/data/platforms';
import {yieldToMain} from '@site/src/search/yieldToMain';
import {approximations} from './approximations';
import {exemptionFor} from './exemption';
import {rules} from './rules';
import {permitNote} from './rules/links';
import type {BenchState, Check} from './rules/shared';
import {filterOrder} from './settings';
import {harsher} from './severity';
import type {AppliedPenalty, BenchSettings, ChatLine, FilterId, FilterVerdict, LineResult, PenaltyKind} from './types';

/** The note the platform adds after a filter's reason (filtersOverview.reason). */
export const automatedNote = '(applied automatically by StreamElements)';

interface Running extends BenchState {
  /** When each filter last announced in chat, in seconds. */
  announced: Map<FilterId, number>;
  /** Each chatter's violations per filter, with their times, for probation. */
  violations: Map<string, number[]>;
}

export interface Evaluation {
  results: LineResult[];
  /** Notes on single lines: what a !permit did. */
  notes: Map<number, string>;
}

interface Base {
  kind: PenaltyKind;
  seconds?: number;
  why?: string;
  /** A banned-words group's Ban reason, which goes with its timeout or ban. */
  groupReason?: string;
}

function basePenalty(filter: FilterId, check: Check, settings: BenchSettings): Base {
  const s = settings.filters[filter];
  const kind = check.override?.kind ?? s.penalty;
  const seconds = check.override?.seconds ?? s.timeoutSeconds;
  const groupReason = check.override?.reason?.trim() || undefined;
  if (kind !== 'timeout') return {kind, why: check.override?.why, groupReason};
  // A timeout of 0 seconds only deletes the message (filterPenalties: timeout).
  if (seconds <= 0) return {kind: 'delete', why: [check.override?.why, 'A timeout of 0 seconds only deletes the message.'].filter(Boolean).join(' ')};
  return {kind, seconds, why: check.override?.why, groupReason};
}

/** Reads lines one at a time, in order; the state (history, permits, announcements, probation) runs through them. */
export function createEvaluator(settings: BenchSettings): {next: (line: ChatLine) => LineResult; notes: Map<number, string>} {
  const state: Running = {history: new Map(), permits: new Map(), announced: new Map(), violations: new Map()};
  const notes = new Map<number, string>();
  return {
    notes,
    next(line) {
      const result = evaluateLine(line, settings, state);
      const note = permitNote(line, settings.filters.links.permitSeconds);
      if (note) notes.set(line.lineNumber, note);
      return result;
    },
  };
}

/** Evaluates every line in order. */
export function evaluateLines(lines: readonly ChatLine[], settings: BenchSettings): Evaluation {
  const evaluator = createEvaluator(settings);
  return {results: lines.map(evaluator.next), notes: evaluator.notes};
}

/**
 * The same in slices of about `sliceMs` milliseconds with a turn of the event loop before each, so
 * a long log never holds the page for long (typing and painting go first); resolves null when
 * `signal` aborts (newer lines or settings came in).
 */
export async function evaluateInSlices(lines: readonly ChatLine[], settings: BenchSettings, signal: AbortSignal, sliceMs = 8): Promise<Evaluation | null> {
  const evaluator = createEvaluator(settings);
  const results: LineResult[] = [];
  let next = 0;
  do {
    await yieldToMain();
    if (signal.aborted) return null;
    const until = performance.now() + sliceMs;
    while (next < lines.length) {
      results.push(evaluator.next(lines[next++]!));
      if (performance.now() >= until) break;
    }
  } while (next < lines.length);
  return {results, notes: evaluator.notes};
}

function evaluateLine(line: ChatLine, settings: BenchSettings, state: Running): LineResult {
  const verdicts: FilterVerdict[] = [];
  const caught: {verdict: FilterVerdict; base: Base}[] = [];
  for (const filter of filterOrder) {
    const s = settings.filters[filter];
    const rule = rules[filter];
    if (!s.enabled) {
      verdicts.push({filter, outcome: 'off', detail: 'Switched off.', approximations: []});
      continue;
    }
    const exempt = exemptionFor(line.level, s.excluded);
    if (exempt) {
      verdicts.push({filter, outcome: 'exempt', detail: exempt, approximations: line.level === 'broadcaster' || line.level === 'staff' ? [] : [approximations.excludedAsLevels]});
      continue;
    }
    const check = rule.check(line, settings, state);
    const verdict: FilterVerdict = {filter, outcome: check.outcome, detail: check.detail, nearestMiss: check.nearestMiss, approximations: check.approximations};
    verdicts.push(verdict);
    if (check.outcome === 'caught') caught.push({verdict, base: basePenalty(filter, check, settings)});
  }
  for (const filter of filterOrder) rules[filter].remember?.(line, settings, state);

  let applied: (typeof caught)[number] | null = null;
  for (const entry of caught) {
    entry.base = withProbation(entry.verdict.filter, entry.base, line, settings, state);
    if (!applied || harsher(entry.base, applied.base)) applied = entry;
  }
  for (const entry of caught) entry.verdict.penalty = penaltyText(entry, entry === applied, line, settings, state);
  if (applied) {
    const key = `${line.name.toLowerCase()}\u0000${applied.verdict.filter}`;
    state.violations.set(key, [...(state.violations.get(key) ?? []), line.at]);
  }
  return {line, verdicts, applied: applied?.verdict ?? null};
}

function withProbation(filter: FilterId, base: Base, line: ChatLine, settings: BenchSettings, state: Running): Base {
  const p = settings.probation;
  if (!p.enabled || base.kind !== 'timeout' || base.seconds === undefined) return base;
  const earlier = (state.violations.get(`${line.name.toLowerCase()}\u0000${filter}`) ?? []).filter((at) => line.at - at <= p.windowSeconds).length;
  const violations = earlier + 1;
  if (violations === 1 && p.multiplier === 1) return base;
  const seconds = probationTimeout(base.seconds, p.multiplier, violations);
  return {...base, seconds, why: [base.why, `Probation: ${base.seconds} s × ${p.multiplier} × ${violations} violation${violations === 1 ? '' : 's'} = ${seconds} s (${filtersOverview.probation.formula}).`].filter(Boolean).join(' ')};
}

function penaltyText(entry: {verdict: FilterVerdict; base: Base}, isApplied: boolean, line: ChatLine, settings: BenchSettings, state: Running): AppliedPenalty {
  const filter = entry.verdict.filter;
  const s = settings.filters[filter];
  const message = s.message.trim();
  const reason = `${entry.base.groupReason ?? message} ${automatedNote}`.trim();
  const platformNote =
    entry.base.kind === 'warn-and-delete' && line.platform !== 'twitch' ? `Warn and delete is Twitch only; what the bot does on ${platformLabels[line.platform]} is not documented.` : undefined;
  if (platformNote && !entry.verdict.approximations.includes(approximations.warnElsewhere)) entry.verdict.approximations = [...entry.verdict.approximations, approximations.warnElsewhere];
  const penalty: AppliedPenalty = {kind: entry.base.kind, seconds: entry.base.seconds, reason, chat: null, chatNote: '', platformNote};
  const why = entry.base.why ? ` ${entry.base.why}` : '';
  if (!isApplied) return {...penalty, chatNote: `Not applied: a harsher penalty from another filter wins.${why}`};
  if (!s.announce || message === '') return {...penalty, chatNote: `The bot says nothing in chat (Announcement is ${s.announce ? 'on but the Custom message is empty' : 'off'}).${why}`};
  const last = state.announced.get(filter);
  if (last !== undefined && line.at - last < s.announceCooldownSeconds) {
    return {...penalty, chatNote: `The bot says nothing in chat: it announced this filter ${Math.round(line.at - last)} s ago, inside the ${s.announceCooldownSeconds} s Announcement cooldown.${why}`};
  }
  state.announced.set(filter, line.at);
  return {...penalty, chat: message, chatNote: `The bot posts the Custom message in chat.${why}`};
}
