/**
 * The counting filters at, just under and just over each limit. Every count comes from the bench's
 * settings (or the published default), never a literal.
 */
import {describe, expect, it} from 'vitest';
import {publishedDefault} from '@site/src/tools/filterBench/model/settings';
import {capitalCount, characterCount, combiningCount, symbolCount} from '@site/src/tools/filterBench/model/text';
import {outcomeOf, settingsWith, verdictOf} from './support';

const s = settingsWith();

describe('caps', () => {
  const c = s.filters.caps;
  // Capitals then lower-case letters, padded so the share stays under the percent limit.
  const withCapitals = (n: number, length: number) => 'A'.repeat(n) + 'a'.repeat(length - n);
  const long = Math.ceil((c.maxAmount + 1) / (c.maxPercent / 100)) + 10;
  it('counts capitals by amount: at the limit passes, one more is caught', () => {
    expect(outcomeOf(withCapitals(c.maxAmount, long), 'caps', s)).toBe('passes');
    expect(outcomeOf(withCapitals(c.maxAmount - 1, long), 'caps', s)).toBe('passes');
    expect(outcomeOf(withCapitals(c.maxAmount + 1, long), 'caps', s)).toBe('caught');
  });
  it('counts the share of capitals: at the percent passes, over it is caught', () => {
    const length = 100;
    const settings = settingsWith((x) => (x.filters.caps.maxAmount = length));
    const at = Math.floor((c.maxPercent * length) / 100);
    expect(outcomeOf(withCapitals(at, length), 'caps', settings)).toBe('passes');
    expect(outcomeOf(withCapitals(at + 1, length), 'caps', settings)).toBe('caught');
    expect(verdictOf(withCapitals(at + 1, length), 'caps', settings).detail).toContain(`limit ${c.maxPercent} %`);
  });
  it('leaves messages under Minimum characters unchecked, and checks one at the minimum', () => {
    expect(outcomeOf('A'.repeat(c.minCharacters - 1), 'caps', s)).toBe('not-checked');
    expect(outcomeOf('A'.repeat(c.minCharacters), 'caps', s)).toBe('caught');
  });
  it('reports the nearest miss when it passes', () => {
    const verdict = verdictOf(withCapitals(c.maxAmount, long), 'caps', s);
    expect(verdict.nearestMiss?.text).toContain('1 more capital would be caught');
    expect(verdict.nearestMiss?.closeness).toBe(1);
  });
  it('counts capitals of any alphabet', () => expect(capitalCount('ÉΩЖa')).toBe(3));
});

describe('symbol', () => {
  const y = s.filters.symbol;
  const withSymbols = (n: number, length: number) => '!'.repeat(n) + 'a'.repeat(length - n);
  const long = Math.ceil((y.maxAmount + 1) / (y.maxPercent / 100)) + 10;
  it('counts symbols by amount: at, under and over', () => {
    expect(outcomeOf(withSymbols(y.maxAmount - 1, long), 'symbol', s)).toBe('passes');
    expect(outcomeOf(withSymbols(y.maxAmount, long), 'symbol', s)).toBe('passes');
    expect(outcomeOf(withSymbols(y.maxAmount + 1, long), 'symbol', s)).toBe('caught');
  });
  it('takes the share of a length that counts spaces', () => {
    const length = 100;
    const settings = settingsWith((x) => (x.filters.symbol.maxAmount = length));
    const at = Math.floor((y.maxPercent * length) / 100);
    const spaced = (n: number) => '?'.repeat(n) + ' '.repeat(length - n);
    expect(outcomeOf(spaced(at), 'symbol', settings)).toBe('passes');
    expect(outcomeOf(spaced(at + 1), 'symbol', settings)).toBe('caught');
  });
  it('leaves messages shorter than Minimum amount alone', () => {
    expect(outcomeOf('!'.repeat(y.minAmount - 1), 'symbol', s)).toBe('not-checked');
    expect(outcomeOf('!'.repeat(y.minAmount), 'symbol', s)).not.toBe('not-checked');
  });
  it('counts what the data says counts: punctuation, signs and emoji, not letters of any alphabet, accents, digits or emote words', () => {
    expect(symbolCount('Héllo ñandú 42 Kappa')).toBe(0);
    expect(symbolCount('a+b=c $5 €3 %')).toBe(5);
    expect(symbolCount('🙂🎉')).toBe(2);
    expect(symbolCount('👨‍👩‍👧 👍🏽 ❤️ 🇵🇹')).toBe(4);
    // A keycap is an emoji; a zero-width joiner after a letter joins nothing and hides no symbol.
    expect(symbolCount('1️⃣ #️⃣')).toBe(2);
    expect(symbolCount('a\u200d!a\u200d?a\u200d#')).toBe(3);
  });
});

describe('counted filters', () => {
  it('emotes: the listed emote words, at, under and over the limit', () => {
    const max = s.filters.emotes.maxAmount;
    const emote = s.emoteNames[0]!;
    const message = (n: number) => Array.from({length: n}, () => emote).join(' ') + ' nice';
    expect(outcomeOf(message(max - 1), 'emotes', s)).toBe('passes');
    expect(outcomeOf(message(max), 'emotes', s)).toBe('passes');
    expect(outcomeOf(message(max + 1), 'emotes', s)).toBe('caught');
    // Emote names are matched as spelt: the same word in another case is a word, not an emote.
    expect(outcomeOf(message(max + 1).replaceAll(emote, emote.toUpperCase() === emote ? emote.toLowerCase() : emote.toUpperCase()), 'emotes', s)).toBe('passes');
  });
  it('paragraph: characters, at, under and over the limit', () => {
    const max = s.filters.paragraph.maxAmount;
    expect(outcomeOf('b'.repeat(max - 1), 'paragraph', s)).toBe('passes');
    expect(outcomeOf('b'.repeat(max), 'paragraph', s)).toBe('passes');
    expect(outcomeOf('b'.repeat(max + 1), 'paragraph', s)).toBe('caught');
    expect(characterCount('🙂'.repeat(max))).toBe(max);
  });
  it('zalgo starts at the published default and counts marks over the whole message, not per letter', () => {
    const max = publishedDefault('zalgo', 'Maximum amount')!;
    expect(s.filters.zalgo.maxAmount).toBe(max);
    const mark = '\u0336';
    const spread = (n: number) => Array.from({length: n}, (_, i) => `l${i}${mark}`).join('');
    expect(combiningCount(spread(max + 1))).toBe(max + 1);
    expect(outcomeOf(spread(max), 'zalgo', s)).toBe('passes');
    expect(outcomeOf(spread(max + 1), 'zalgo', s)).toBe('caught');
    expect(outcomeOf(max > 0 ? spread(max - 1) : 'plain', 'zalgo', s)).toBe('passes');
    expect(combiningCount('❤️ é')).toBe(0);
  });
  it('repetition: a word at the limit passes, one more is caught; short words repeat freely', () => {
    const r = s.filters.repetition;
    const word = 'w'.repeat(r.minCharacters);
    const shortWord = 'w'.repeat(r.minCharacters - 1);
    const times = (w: string, n: number) => Array.from({length: n}, () => w).join(' ');
    expect(outcomeOf(times(word, r.maxRepetitions - 1), 'repetition', s)).toBe('passes');
    expect(outcomeOf(times(word, r.maxRepetitions), 'repetition', s)).toBe('passes');
    expect(outcomeOf(times(word, r.maxRepetitions + 1), 'repetition', s)).toBe('caught');
    expect(outcomeOf(times(shortWord, r.maxRepetitions * 3), 'repetition', s)).toBe('passes');
    expect(outcomeOf(`${times(word.toUpperCase(), r.maxRepetitions)} ${word}!`, 'repetition', s)).toBe('caught');
  });
});
