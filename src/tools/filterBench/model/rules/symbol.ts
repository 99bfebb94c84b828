/**
 * Symbol (src/data/filters/entries.ts symbol): what counts is in its `whatCounts`; not checked under
 * Minimum amount (a length in characters); caught with more symbols than Maximum amount or a larger
 * share than Maximum percent, the share taken of a length that counts spaces.
 */
import {approximations} from '../approximations';
import {characterCount, percentText, plural, symbolCount} from '../text';
import {closeness, moreToCatch, nearer, type Rule} from './shared';

export const symbolRule: Rule = {
  id: 'symbol',
  check(line, settings) {
    const s = settings.filters.symbol;
    const used = [approximations.characters, approximations.symbolGraphemes];
    const length = characterCount(line.message);
    if (length < s.minAmount) {
      return {outcome: 'not-checked', detail: `A message of ${plural(length, 'character')}, under the minimum of ${s.minAmount}: not checked.`, approximations: used};
    }
    const symbols = symbolCount(line.message);
    const percent = (symbols / length) * 100;
    const detail = `${plural(symbols, 'symbol')} (limit ${s.maxAmount}), ${percentText(symbols / length)} symbols (limit ${s.maxPercent} %), message of ${plural(length, 'character')} (minimum ${s.minAmount}).`;
    if (symbols > s.maxAmount || percent > s.maxPercent) return {outcome: 'caught', detail, approximations: used};
    const miss = nearer(
      {text: `${plural(symbols, 'symbol')} of ${s.maxAmount} allowed: ${moreToCatch(symbols, s.maxAmount, 'symbol')}.`, closeness: closeness(symbols, s.maxAmount)},
      {text: `${percentText(symbols / length)} symbols of ${s.maxPercent} % allowed.`, closeness: closeness(percent, s.maxPercent)},
    );
    return {outcome: 'passes', detail, nearestMiss: miss, approximations: used};
  },
};
