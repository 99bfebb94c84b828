/** Builders for the filter bench's tests: lines and settings, thresholds read from the bench's settings. */
import {evaluateLines} from '@site/src/tools/filterBench/model/evaluate';
import {startingSettings} from '@site/src/tools/filterBench/model/settings';
import type {BenchSettings, ChatLine, FilterId, FilterVerdict, LineResult, SenderLevel} from '@site/src/tools/filterBench/model/types';
import type {Platform} from '@site/src/data/platforms';

export function line(message: string, options: Partial<Omit<ChatLine, 'message'>> = {}): ChatLine {
  return {lineNumber: 1, name: 'OtterOats', level: 'everyone', platform: 'twitch', at: 0, ...options, message};
}

/** The starting settings with every filter on and no one excluded, changed by `edit`. */
export function settingsWith(edit: (s: BenchSettings) => void = () => undefined): BenchSettings {
  const s = startingSettings();
  for (const f of Object.values(s.filters)) f.excluded = [];
  edit(s);
  return s;
}

export function run(lines: ChatLine[], settings: BenchSettings): LineResult[] {
  return evaluateLines(lines.map((l, i) => ({...l, lineNumber: i + 1})), settings).results;
}

export function verdictOf(message: string, filter: FilterId, settings: BenchSettings, sender: {level?: SenderLevel; platform?: Platform} = {}): FilterVerdict {
  const [result] = run([line(message, sender)], settings);
  return result!.verdicts.find((v) => v.filter === filter)!;
}

export const outcomeOf = (message: string, filter: FilterId, settings: BenchSettings, sender?: {level?: SenderLevel; platform?: Platform}) =>
  verdictOf(message, filter, settings, sender).outcome;
