/**
 * Symbol (src/data/filters/entries.ts symbol): what counts is its `whatCounts`; Minimum amount is a
 * message length in characters; the share is taken of a length that counts spaces.
 */
import {approximations} from '../approximations';
import {symbolCount} from '../text';
import {amountAndShare} from './share';
import type {Rule} from './shared';

export const symbolRule: Rule = {
  id: 'symbol',
  check(line, settings) {
    const s = settings.filters.symbol;
    return amountAndShare(line.message, 'symbol', symbolCount, {maxAmount: s.maxAmount, maxPercent: s.maxPercent, minLength: s.minAmount}, [approximations.characters, approximations.symbolGraphemes]);
  },
};
