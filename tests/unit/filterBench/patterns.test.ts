/** Visitor patterns the bench runs in the browser's engine where the chatbot runs RE2. */
import {describe, expect, it} from 'vitest';
import {compilePhrase} from '@site/src/tools/filterBench/model/rules/bannedWords';
import {listMatches} from '@site/src/tools/filterBench/model/rules/links';
import {hasNestedRepetition} from '@site/src/tools/filterBench/model/rules/nestedRepetition';
import {plainWildcardTest} from '@site/src/tools/filterBench/model/rules/plainWildcards';
import {globMatches, wildcardSource} from '@site/src/tools/filterBench/model/rules/wildcard';

const regex = (text: string) => compilePhrase({text, regex: true} as Parameters<typeof compilePhrase>[0]);

describe('banned phrases written as regular expressions', () => {
  it('refuses a repeated group that repeats inside, which the browser can take minutes on, and says why', () => {
    for (const nested of ['(a+)+$', '(?:\\w+\\s?)*', '(a*)*', '((ab)+c)+', '(x{2,})+']) {
      expect(hasNestedRepetition(nested), nested).toBe(true);
      expect(regex(nested)).toMatchObject({ok: false, problem: expect.stringContaining('repeated group that repeats inside')});
    }
    for (const fine of ['a+b+', '(ab)+', '[(a+)]+', '\\(a+\\)+', '(a|b)+', '(a+){2}', '(?:free|win)\\s+money+']) expect(hasNestedRepetition(fine), fine).toBe(false);
  });

  it('reads RE2’s \\pL, \\x{41} and \\Q…\\E as RE2 does', () => {
    const cases: [string, string, boolean][] = [
      ['\\pL+', 'hello', true],
      ['\\PL', '123', true],
      ['\\x{41}', 'A', true],
      ['\\Qa.b\\E', 'a.b', true],
      ['\\Qa.b\\E', 'axb', false],
      ['\\Q(1+1)*2', 'is (1+1)*2 four', true],
    ];
    for (const [text, line, matches] of cases) {
      const compiled = regex(text);
      expect(compiled.ok, text).toBe(true);
      expect(compiled.ok && compiled.test(line), `${text} on ${line}`).toBe(matches);
    }
  });
});

describe('plain banned phrases with * wildcards', () => {
  it('match as the whole-word expression they stand for, by a walk', () => {
    const letters = 'aB*!x';
    const texts = 'aB x!é_';
    const pick = (alphabet: string, n: number, seed: number) => Array.from({length: n}, (_, i) => alphabet[(seed * 7 + i * 13 + (seed >> (i % 5))) % alphabet.length]).join('');
    let compared = 0;
    let matched = 0;
    for (let seed = 0; seed < 2000; seed++) {
      const phrase = pick(letters, 1 + (seed % 5), seed).replace(/^\*+$/u, 'a*');
      const walk = plainWildcardTest(phrase);
      if (!walk) continue;
      // Half the texts hold the phrase with its stars filled in, between random text (which may touch it).
      const filled = phrase.replace(/\*/gu, () => pick('aBx!é_', seed % 3, seed + 5));
      const text = seed % 2 === 0 ? pick(texts, seed % 12, seed + 3) : `${pick(texts, seed % 4, seed + 1)}${filled}${pick(texts, seed % 3, seed + 2)}`;
      const expression = new RegExp(`(?<![\\p{L}\\p{N}_])${wildcardSource(phrase.trim(), '\\S*')}(?![\\p{L}\\p{N}_])`, 'iu');
      expect(walk(text), `${phrase} on ${JSON.stringify(text)}`).toBe(expression.test(text));
      compared++;
      if (expression.test(text)) matched++;
    }
    expect(compared).toBeGreaterThan(300);
    expect(matched, 'texts that match').toBeGreaterThan(30);
    expect(compared - matched, 'texts that do not').toBeGreaterThan(30);
  });

  it('answer at once for many stars against a long word', () => {
    const phrase = compilePhrase({text: '*a*a*a*b', regex: false} as Parameters<typeof compilePhrase>[0]);
    expect(phrase.ok && phrase.test('a'.repeat(100_000))).toBe(false);
    expect(phrase.ok && phrase.test(`${'a'.repeat(1000)}b`)).toBe(true);
  });
});

describe('link lists with * wildcards', () => {
  it('match as the anchored expression they stand for', () => {
    const letters = 'ab*.';
    const pick = (n: number, seed: number) => Array.from({length: n}, (_, i) => letters[(seed * 7 + i * 13 + (seed >> i)) % letters.length]).join('');
    for (let seed = 0; seed < 400; seed++) {
      const pattern = pick(1 + (seed % 6), seed);
      const text = pick(seed % 9, seed + 1).replace(/\*/gu, 'a');
      expect(globMatches(pattern, text), `${pattern} on ${text}`).toBe(new RegExp(`^${wildcardSource(pattern, '.*')}$`, 'u').test(text));
    }
  });

  it('answer for a long host against many stars', () => {
    expect(listMatches('*a*a*a*a*b', `${'a'.repeat(240)}.com`)).toBe(false);
    expect(listMatches('*.example.com', 'clips.example.com/abc')).toBe(true);
    expect(listMatches('example.com/clip*', 'https://EXAMPLE.com/clip/42')).toBe(true);
  });
});
