/**
 * One-man spam (updates-2026c newer_filters.one-man-spam): messages under Minimum characters do not
 * count; the filter can act once the chatter has Minimum messages inside the Lookback; at a
 * similarity score at or above the Threshold (0 to 1) the message is caught. The score itself is
 * the bench's (approximations.similarity).
 */
import {approximations} from '../approximations';
import {characterCount, plural} from '../text';
import type {ChatLine} from '../types';
import type {Rule} from './shared';

/** Earlier messages compared at most, so a long log stays linear. */
export const MAX_COMPARED = 50;

/** Adjacent pairs of code points (spaces left out, lower case), each pair as one number. */
function bigrams(text: string): Map<number, number> {
  const pairs = new Map<number, number>();
  let previous = -1;
  for (const char of text.toLowerCase()) {
    const code = char.codePointAt(0)!;
    if (code === 32 || (code >= 9 && code <= 13) || (code >= 128 && /\s/u.test(char))) continue;
    if (previous >= 0) {
      const pair = previous * 0x110000 + code;
      pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
    }
    previous = code;
  }
  return pairs;
}

/** Sørensen–Dice similarity of two messages' letter pairs, 0 to 1. */
export function similarity(a: string, b: string): number {
  return similarityOf(a, bigrams(a), b, bigrams(b));
}

/** The same, with each message's pairs counted once (a chatter's history keeps them). */
function similarityOf(a: string, x: Map<number, number>, b: string, y: Map<number, number>): number {
  let sizeX = 0;
  let sizeY = 0;
  for (const n of x.values()) sizeX += n;
  for (const n of y.values()) sizeY += n;
  if (sizeX === 0 || sizeY === 0) return a.replace(/\s+/gu, '').toLowerCase() === b.replace(/\s+/gu, '').toLowerCase() ? 1 : 0;
  let shared = 0;
  for (const [pair, n] of x) shared += Math.min(n, y.get(pair) ?? 0);
  return (2 * shared) / (sizeX + sizeY);
}

const key = (name: string) => name.toLowerCase();

/** A line's pairs, counted once for both the check and the history. */
const linePairs = new WeakMap<ChatLine, Map<number, number>>();
function pairsOf(line: ChatLine): Map<number, number> {
  let pairs = linePairs.get(line);
  if (!pairs) {
    pairs = bigrams(line.message);
    linePairs.set(line, pairs);
  }
  return pairs;
}
const score = (value: number) => (Math.floor(value * 100) / 100).toFixed(2);

export const oneManSpamRule: Rule = {
  id: 'one-man-spam',
  check(line, settings, state) {
    const s = settings.filters['one-man-spam'];
    const used = [approximations.similarity, approximations.lineTimes, approximations.characters];
    const length = characterCount(line.message);
    if (length < s.minCharacters) {
      return {outcome: 'not-checked', detail: `A message of ${plural(length, 'character')}, under the minimum of ${s.minCharacters}: it does not count.`, approximations: used};
    }
    const earlier = (state.history.get(key(line.name)) ?? []).filter((m) => line.at - m.at <= s.lookbackSeconds).slice(-MAX_COMPARED);
    const inWindow = earlier.length + 1;
    if (inWindow < s.minMessages) {
      return {
        outcome: 'passes',
        detail: `${plural(inWindow, 'counted message')} from ${line.name} in the last ${s.lookbackSeconds} s (the filter needs ${s.minMessages}).`,
        nearestMiss: {text: `${plural(s.minMessages - inWindow, 'more message')} inside the lookback before the filter can act.`, closeness: inWindow / s.minMessages},
        approximations: used,
      };
    }
    const pairs = pairsOf(line);
    // With a minimum of 0 or 1 messages, a first message has nothing to be compared with.
    if (earlier.length === 0) return {outcome: 'passes', detail: `The first counted message from ${line.name} in the last ${s.lookbackSeconds} s: nothing earlier to compare it with.`, approximations: used};
    const value = earlier.reduce((sum, m) => sum + similarityOf(line.message, pairs, m.message, m.pairs), 0) / earlier.length;
    const detail = `Similarity ${score(value)} with ${plural(earlier.length, 'earlier message')} in the last ${s.lookbackSeconds} s (threshold ${s.threshold}; ${plural(inWindow, 'message')}, minimum ${s.minMessages}).`;
    if (value >= s.threshold) return {outcome: 'caught', detail, approximations: used};
    return {outcome: 'passes', detail, nearestMiss: {text: `Similarity ${score(value)} of the ${s.threshold} that is caught.`, closeness: s.threshold <= 0 ? 1 : value / s.threshold}, approximations: used};
  },
  remember(line, settings, state) {
    const s = settings.filters['one-man-spam'];
    if (characterCount(line.message) < s.minCharacters) return;
    const list = state.history.get(key(line.name)) ?? [];
    list.push({at: line.at, message: line.message, pairs: pairsOf(line)});
    // Only what a later line could still compare with is kept.
    while (list.length > MAX_COMPARED || (list.length > 0 && line.at - list[0]!.at > s.lookbackSeconds)) list.shift();
    state.history.set(key(line.name), list);
  },
};
