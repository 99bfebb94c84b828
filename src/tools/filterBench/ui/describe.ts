/** Verdicts and penalties in words, for the results and the announcement. */
import {filterName} from '../model/settings';
import {count, plural} from '../model/text';
import type {AppliedPenalty, FilterVerdict, LineResult} from '../model/types';

export function penaltyWords(p: AppliedPenalty): string {
  switch (p.kind) {
    case 'timeout':
      return `timeout of ${count(p.seconds ?? 0)} s`;
    case 'ban':
      return 'ban';
    case 'warn-and-delete':
      return 'warning, message deleted';
    default:
      return 'message deleted';
  }
}

const outcomeWords: Record<FilterVerdict['outcome'], string> = {
  caught: 'caught',
  passes: 'passes',
  exempt: 'not checked (exempt)',
  off: 'off',
  'not-checked': 'not checked',
  'not-modelled': 'no verdict in the bench',
};
export const outcomeText = (v: FilterVerdict) => outcomeWords[v.outcome];

/** The one line a result is read as: "Caught by Caps: timeout of 10 s" or "Passes; nearest miss: …". */
export function headline(result: LineResult): string {
  if (result.applied?.penalty) {
    const others = result.verdicts.filter((v) => v.outcome === 'caught').length - 1;
    return `Caught by ${filterName(result.applied.filter)}: ${penaltyWords(result.applied.penalty)}${others > 0 ? ` (${others} more filter${others === 1 ? '' : 's'} caught it too)` : ''}`;
  }
  const checked = result.verdicts.filter((v) => v.outcome === 'passes' || v.outcome === 'not-checked' || v.outcome === 'not-modelled');
  if (checked.length === 0) {
    const exempt = result.verdicts.find((v) => v.outcome === 'exempt');
    return exempt ? `Not checked: ${exempt.detail}` : 'Not checked: every filter is off';
  }
  const nearest = result.verdicts.reduce<FilterVerdict | null>((best, v) => (v.nearestMiss && (!best?.nearestMiss || v.nearestMiss.closeness > best.nearestMiss.closeness) ? v : best), null);
  return nearest?.nearestMiss ? `Passes; nearest miss: ${filterName(nearest.filter)}, ${nearest.nearestMiss.text}` : 'Passes';
}

export function summary(results: readonly LineResult[]): string {
  const caught = results.filter((r) => r.applied).length;
  return `${plural(results.length, 'line')} checked: ${count(caught)} caught, ${count(results.length - caught)} not.`;
}

/** Lines whose verdicts the announcement reads one by one; past this it gives the count. */
export const ANNOUNCED_LINES = 6;

/** A headline as a sentence: its own full stop kept (a detail may end with one), never doubled. */
const asSentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/** What the bench's status says once the lines are checked: the summary, then each line's verdict when there are few. */
export function spokenVerdict(results: readonly LineResult[]): string {
  if (results.length === 0) return 'No lines to check yet.';
  const each = results.length <= ANNOUNCED_LINES ? ` ${results.map((r) => `Line ${r.line.lineNumber}: ${asSentence(headline(r))}`).join(' ')}` : '';
  return `${summary(results)}${each}`;
}
