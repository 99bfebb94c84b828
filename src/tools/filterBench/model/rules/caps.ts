/** Caps (src/data/filters/entries.ts caps): capitals, by number and share, from Minimum characters up. */
import {approximations} from '../approximations';
import {capitalCount} from '../text';
import {amountAndShare} from './share';
import type {Rule} from './shared';

export const capsRule: Rule = {
  id: 'caps',
  check(line, settings) {
    const s = settings.filters.caps;
    return amountAndShare(line.message, 'capital', capitalCount, {maxAmount: s.maxAmount, maxPercent: s.maxPercent, minLength: s.minCharacters}, [approximations.characters, approximations.capsShare]);
  },
};
