import type {Shorthand} from '../types';

/**
 * Slips in short words that the typo rule leaves alone on purpose. The rule (src/search/expand.ts)
 * mends one typo from four letters and, in a three-letter word, only two letters swapped, so that
 * a short word never floods the results with look-alikes; a three-letter word missing a letter, a
 * word with its vowels dropped, or a real word typed for a docs word ("alter" for alert: it is
 * never corrected, as typo correction only touches words that match nothing) needs an entry here.
 */
export const misspellings: Shorthand[] = [
  {typed: ['sng'], means: ['song']},
  {typed: ['sngs'], means: ['songs']},
  {typed: ['tmr', 'tmrs'], means: ['timer']},
  {typed: ['wdgt', 'wdgts'], means: ['widget']},
  {typed: ['cntr', 'ctr'], means: ['counter']},
  {typed: ['alter'], means: ['alert']},
  {typed: ['alters'], means: ['alerts']},
  {typed: ['costume'], means: ['custom']},
  {typed: ['commend', 'commends'], means: ['command']},
  {typed: ['cue', 'cues'], means: ['queue']},
];
