/**
 * The filters with one Maximum amount: emotes, paragraph (characters) and zalgo (combining
 * characters over the whole message, updates-2026c). A message with more than the limit is caught.
 */
import {approximations} from '../approximations';
import type {Approximation, BenchSettings, FilterId} from '../types';
import {characterCount, combiningCount, plural, words} from '../text';
import {closeness, moreToCatch, type Rule} from './shared';

function countedRule(id: Extract<FilterId, 'emotes' | 'paragraph' | 'zalgo'>, unit: string, measure: (message: string, settings: BenchSettings) => number, used: readonly Approximation[]): Rule {
  return {
    id,
    check(line, settings) {
      const limit = settings.filters[id].maxAmount;
      const value = measure(line.message, settings);
      const detail = `${plural(value, unit)} (limit ${limit}).`;
      if (value > limit) return {outcome: 'caught', detail, approximations: used};
      return {outcome: 'passes', detail, nearestMiss: {text: `${plural(value, unit)} of ${limit} allowed: ${moreToCatch(value, limit, unit)}.`, closeness: closeness(value, limit)}, approximations: used};
    },
  };
}

/** Emotes are the words listed under Emote names (approximations.emoteWords). */
const emoteSets = new WeakMap<readonly string[], Set<string>>();
export function emoteCount(message: string, emoteNames: readonly string[]): number {
  if (emoteNames.length === 0) return 0;
  let names = emoteSets.get(emoteNames);
  if (!names) {
    names = new Set(emoteNames);
    emoteSets.set(emoteNames, names);
  }
  let count = 0;
  for (const word of words(message)) if (names.has(word)) count += 1;
  return count;
}

export const emotesRule = countedRule('emotes', 'emote', (message, settings) => emoteCount(message, settings.emoteNames), [approximations.emoteWords]);
export const paragraphRule = countedRule('paragraph', 'character', (message) => characterCount(message), [approximations.characters]);
export const zalgoRule = countedRule('zalgo', 'combining character', (message) => combiningCount(message), [approximations.combiningMarks]);
