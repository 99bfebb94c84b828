/**
 * Caps and symbol (src/data/filters/entries.ts): messages shorter than a minimum length are not
 * checked; a message with more than Maximum amount of what the filter counts, or a larger share of
 * it than Maximum percent (of a length that counts spaces), is caught.
 */
import type {Approximation} from '../types';
import {characterCount, percentText, plural} from '../text';
import {closeness, moreToCatch, nearer, type Check} from './shared';

interface Limits {
  maxAmount: number;
  maxPercent: number;
  minLength: number;
}

export function amountAndShare(message: string, unit: string, count: (text: string) => number, limits: Limits, used: readonly Approximation[]): Check {
  const length = characterCount(message);
  if (length < limits.minLength) {
    return {outcome: 'not-checked', detail: `A message of ${plural(length, 'character')}, under the minimum of ${limits.minLength}: not checked.`, approximations: used};
  }
  const found = count(message);
  const percent = (found / length) * 100;
  const detail = `${plural(found, unit)} (limit ${limits.maxAmount}), ${percentText(found / length)} ${unit}s (limit ${limits.maxPercent} %), message of ${plural(length, 'character')} (minimum ${limits.minLength}).`;
  if (found > limits.maxAmount || percent > limits.maxPercent) return {outcome: 'caught', detail, approximations: used};
  const miss = nearer(
    {text: `${plural(found, unit)} of ${limits.maxAmount} allowed: ${moreToCatch(found, limits.maxAmount, unit)}.`, closeness: closeness(found, limits.maxAmount)},
    {text: `${percentText(found / length)} ${unit}s of ${limits.maxPercent} % allowed.`, closeness: closeness(percent, limits.maxPercent)},
  );
  return {outcome: 'passes', detail, nearestMiss: miss, approximations: used};
}
