/**
 * Caps (src/data/filters/entries.ts caps): not checked under Minimum characters; caught with more
 * capitals than Maximum amount, or a larger share of capitals than Maximum percent.
 */
import {approximations} from '../approximations';
import {capitalCount, characterCount, percentText, plural} from '../text';
import {closeness, moreToCatch, nearer, type Rule} from './shared';

export const capsRule: Rule = {
  id: 'caps',
  check(line, settings) {
    const s = settings.filters.caps;
    const used = [approximations.characters, approximations.capsShare];
    const length = characterCount(line.message);
    if (length < s.minCharacters) {
      return {outcome: 'not-checked', detail: `A message of ${plural(length, 'character')}, under the minimum of ${s.minCharacters}: not checked.`, approximations: used};
    }
    const capitals = capitalCount(line.message);
    const percent = (capitals / length) * 100;
    const detail = `${plural(capitals, 'capital')} (limit ${s.maxAmount}), ${percentText(capitals / length)} capitals (limit ${s.maxPercent} %), message of ${plural(length, 'character')} (minimum ${s.minCharacters}).`;
    if (capitals > s.maxAmount || percent > s.maxPercent) return {outcome: 'caught', detail, approximations: used};
    const miss = nearer(
      {text: `${plural(capitals, 'capital')} of ${s.maxAmount} allowed: ${moreToCatch(capitals, s.maxAmount, 'capital')}.`, closeness: closeness(capitals, s.maxAmount)},
      {text: `${percentText(capitals / length)} capitals of ${s.maxPercent} % allowed.`, closeness: closeness(percent, s.maxPercent)},
    );
    return {outcome: 'passes', detail, nearestMiss: miss, approximations: used};
  },
};
