/**
 * Repetition (updates-2026c newer_filters.repetition): words shorter than Minimum characters are
 * skipped; a word that appears more often than Maximum word repetitions gets the message caught.
 */
import {approximations} from '../approximations';
import {bareWord, characterCount, plural, words} from '../text';
import {closeness, moreToCatch, type Rule} from './shared';

/** The most repeated counted word and how often it appears; null when no word is long enough. */
export function mostRepeated(message: string, minCharacters: number): {word: string; times: number} | null {
  const counts = new Map<string, number>();
  let top: {word: string; times: number} | null = null;
  for (const raw of words(message)) {
    const word = bareWord(raw);
    if (word === '' || characterCount(word) < minCharacters) continue;
    const times = (counts.get(word) ?? 0) + 1;
    counts.set(word, times);
    if (!top || times > top.times) top = {word, times};
  }
  return top;
}

export const repetitionRule: Rule = {
  id: 'repetition',
  check(line, settings) {
    const s = settings.filters.repetition;
    const used = [approximations.repeatedWords, approximations.characters];
    const top = mostRepeated(line.message, s.minCharacters);
    if (!top) return {outcome: 'passes', detail: `No word of ${s.minCharacters} or more characters to count.`, approximations: used};
    const detail = `“${top.word}” appears ${plural(top.times, 'time')} (limit ${s.maxRepetitions}; words under ${s.minCharacters} characters are skipped).`;
    if (top.times > s.maxRepetitions) return {outcome: 'caught', detail, approximations: used};
    return {outcome: 'passes', detail, nearestMiss: {text: `“${top.word}” ${plural(top.times, 'time')} of ${s.maxRepetitions} allowed: ${moreToCatch(top.times, s.maxRepetitions, 'repeat')}.`, closeness: closeness(top.times, s.maxRepetitions)}, approximations: used};
  },
};
