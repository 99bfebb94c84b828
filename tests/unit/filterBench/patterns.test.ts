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

/** The expression a plain phrase stands for (bannedWords.ts), which the walk must answer as. */
const plainExpression = (phrase: string) => new RegExp(`(?<![\\p{L}\\p{N}_])${wildcardSource(phrase.trim(), '\\S*')}(?![\\p{L}\\p{N}_])`, 'iu');
const plain = (text: string) => {
  const compiled = compilePhrase({text, regex: false} as Parameters<typeof compilePhrase>[0]);
  if (!compiled.ok) throw new Error(`${text}: ${compiled.problem}`);
  return compiled.test;
};

describe('plain banned phrases with * wildcards', () => {
  it('match as the whole-word expression they stand for, by a walk', () => {
    const letters = 'aB*!x';
    const texts = 'aB x!é_';
    const pick = (alphabet: string, n: number, seed: number) => Array.from({length: n}, (_, i) => alphabet[(seed * 7 + i * 13 + (seed >> (i % 5))) % alphabet.length]).join('');
    let compared = 0;
    let matched = 0;
    for (let seed = 0; seed < 2000; seed++) {
      const phrase = pick(letters, 1 + (seed % 5), seed);
      const walk = plainWildcardTest(phrase);
      if (!walk) continue;
      // Half the texts hold the phrase with its stars filled in, between random text (which may touch it).
      const filled = phrase.replace(/\*/gu, () => pick('aBx!é_', seed % 3, seed + 5));
      const text = seed % 2 === 0 ? pick(texts, seed % 12, seed + 3) : `${pick(texts, seed % 4, seed + 1)}${filled}${pick(texts, seed % 3, seed + 2)}`;
      const expression = plainExpression(phrase);
      expect(walk(text), `${phrase} on ${JSON.stringify(text)}`).toBe(expression.test(text));
      compared++;
      if (expression.test(text)) matched++;
    }
    expect(compared).toBeGreaterThan(300);
    expect(matched, 'texts that match').toBeGreaterThan(30);
    expect(compared - matched, 'texts that do not').toBeGreaterThan(30);
  });

  it('match as the expression when the phrase holds spaces, tabs and parts that are only stars', () => {
    // A seeded generator, so that a failure comes back on the next run.
    let state = 7;
    const random = (n: number) => {
      state = (state * 1103515245 + 12345) % 2147483648;
      return Math.floor((state / 2147483648) * n);
    };
    const from = (alphabet: readonly string[], n: number) => Array.from({length: n}, () => alphabet[random(alphabet.length)]!).join('');
    const partChars = ['a', 'B', '*', '*', '!', 'é', '1', '_'];
    const separators = [' ', ' ', '  ', '\t', ' \t'];
    const textChars = ['a', 'b', 'B', 'x', 'é', 'É', '_', '!', '1', ' ', ' ', '\t'];
    const fills = ['', 'a', 'X', 'é', '_', '!', '1', 'ab'];
    // A near miss: one whitespace changed, one character dropped or changed, or a letter against an end.
    const nearMisses: ((filled: string) => string)[] = [
      (filled) => filled.replace(/\s+/u, from(['', ' ', '  ', '\t', '\n'], 1)),
      (filled) => {
        const at = random(filled.length);
        return `${filled.slice(0, at)}${from(['', 'x', ' ', '_'], 1)}${filled.slice(at + 1)}`;
      },
      (filled) => (random(2) === 0 ? `a${filled}` : `${filled}é`),
    ];
    const phrases = 1500;
    const textsPerPhrase = 3 + nearMisses.length + 2;
    let compared = 0;
    let matched = 0;
    for (let n = 0; n < phrases; n++) {
      const parts = Array.from({length: 2 + random(3)}, () => (random(5) === 0 ? '*'.repeat(1 + random(2)) : from(partChars, 1 + random(3))));
      let phrase = parts.reduce((joined, part) => `${joined}${from(separators, 1)}${part}`);
      if (!phrase.includes('*')) {
        const at = random(phrase.length + 1);
        phrase = `${phrase.slice(0, at)}*${phrase.slice(at)}`.trim();
      }
      const walk = plainWildcardTest(phrase);
      expect(walk, phrase).not.toBeNull();
      const filled = phrase.replace(/\*/gu, () => from(fills, 1));
      const texts = [
        filled,
        `${from(textChars, random(4))}${filled}${from(textChars, random(4))}`,
        [...filled].map((char) => (char === char.toLowerCase() ? char.toUpperCase() : char.toLowerCase())).join(''),
        ...nearMisses.map((miss) => miss(filled)),
        from(textChars, random(16)),
        from([...new Set(phrase.replace(/\*/gu, ''))], random(12)),
      ];
      expect(texts).toHaveLength(textsPerPhrase);
      // The phrase with its stars filled in is always a match: it is the check on the generator.
      expect(walk!(filled), `${phrase} on ${JSON.stringify(filled)}`).toBe(true);
      const expression = plainExpression(phrase);
      for (const text of texts) {
        const expected = expression.test(text);
        expect(walk!(text), `${JSON.stringify(phrase)} on ${JSON.stringify(text)}`).toBe(expected);
        compared++;
        if (expected) matched++;
      }
    }
    expect(compared).toBe(phrases * textsPerPhrase);
    expect(matched, 'texts that match (one filled-in text a phrase at least)').toBeGreaterThan(phrases);
    expect(compared - matched, 'texts that do not (a near miss or a random text a phrase at least)').toBeGreaterThan(phrases);
  });

  it('keep the expression’s cases that a split into words would miss', () => {
    const cases: [string, string, boolean][] = [
      // A part of only stars may match nothing, so its spaces meet: ` b` lies inside `x  b`.
      ['* b', 'x  b', true],
      ['a * b', 'a  b', true],
      ['a * b', 'a   b', false],
      ['a  *b', 'a b', false],
      ['a\t*', 'a\tb', true],
      ['a\t*', 'a b', false],
      ['*', '   ', true],
      ['*', '', true],
      ['* *', 'ab', false],
      ['*a b*', 'xa by', true],
      ['*a b*', 'a_a b', true],
      ['a* *b', 'xa b', false],
      ['a* *b', 'a bx', false],
      ['a* *b', '!a b!', true],
    ];
    for (const [phrase, text, matches] of cases) {
      expect(plainExpression(phrase).test(text), `the expression: ${phrase} on ${JSON.stringify(text)}`).toBe(matches);
      expect(plain(phrase)(text), `${phrase} on ${JSON.stringify(text)}`).toBe(matches);
    }
  });

  it('compare cases and whole words as the expression does, beyond ASCII', () => {
    const cases: [string, string, boolean][] = [
      ['*k', 'o\u212a', true], // the Kelvin sign is a k ignoring case
      ['s*', '\u017fx', true], // and the long s an s
      ['*\u03c3', '\u0391\u03a3', true], // a final capital sigma is σ, where lowercasing gives ς
      ['*i', '\u0130', false], // İ is no i, where lowercasing gives i and a dot
      ['a*', '\u0345a', false], // U+0345 counts as a letter with the i flag
      ['a*', '\u{1d400}a', false], // a letter outside the BMP is one character of a word
      ['*a', 'a\u{1f600}', true],
    ];
    for (const [phrase, text, matches] of cases) {
      expect(plainExpression(phrase).test(text), `the expression: ${phrase} on ${JSON.stringify(text)}`).toBe(matches);
      expect(plain(phrase)(text), `${phrase} on ${JSON.stringify(text)}`).toBe(matches);
    }
  });

  it('answer at once for many stars against a long word', () => {
    const phrase = plain('*a*a*a*b');
    expect(phrase('a'.repeat(100_000))).toBe(false);
    expect(phrase(`${'a'.repeat(1000)}b`)).toBe(true);
  });

  it('answer at once for stars around a space against long words and many of them', () => {
    const stars = plain('*a*a*a*a* *b');
    const word = 'a'.repeat(400);
    expect(stars(`${word} ${word}`)).toBe(false);
    expect(stars(`${word} ${word}b`)).toBe(true);
    const words = Array.from({length: 20_000}, (_, i) => ['free', 'money', 'now!', 'x_y', 'Free'][i % 5]).join(' ');
    const spaced = plain('free * money *now* !');
    expect(spaced(words)).toBe(false);
    expect(spaced(`${words} free x money anow !`)).toBe(true);
    expect(stars(Array.from({length: 50_000}, () => 'a').join(' '))).toBe(false);
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
