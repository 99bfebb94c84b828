import {describe, expect, it} from 'vitest';
import {cutMessage, insertWithin, overMessage} from '@site/src/tools/textLimit';
import {checkValue, messageSize, nestsDeeperThan, sizeText, tooDeepAt} from '@site/src/tools/values';
import {jsonForDownload} from '@site/src/tools/download';

const limits = {maxDepth: 8, maxChars: 1000};
const nested = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
};

describe('checkValue: what may be kept', () => {
  it('accepts plain data and estimates its JSON size', () => {
    const value = {name: 'Luna', tags: ['a', 'b'], count: 3, on: true, none: null};
    const checked = checkValue(value, limits);
    expect(checked.ok).toBe(true);
    if (checked.ok) expect(Math.abs(checked.chars - JSON.stringify(value).length)).toBeLessThan(10);
  });

  it('refuses, with the reason, what JSON cannot keep or the limits do not allow', () => {
    const circular: Record<string, unknown> = {a: 1};
    circular.again = {inner: circular};
    const cases: [unknown, string, boolean][] = [
      [10n, 'a BigInt', false],
      [{deep: {n: 10n}}, 'a BigInt', false],
      [circular, 'circular', false],
      [nested(9), 'nested more than 8 levels deep', false],
      [nested(10_000), 'nested more than 8 levels deep', false],
      [{when: new Date(0)}, 'a Date', false],
      [new Map(), 'a Map', false],
      [NaN, 'NaN (not a finite number)', false],
      [() => 1, 'a function', false],
      [undefined, 'there is no value', false],
      ['x'.repeat(2000), 'larger than 1,000 characters', true],
      [Array.from({length: 5000}, () => 1), 'larger than 1,000 characters', true],
    ];
    for (const [value, reason, tooLarge] of cases) expect(checkValue(value, limits), reason).toEqual({ok: false, reason: expect.stringContaining(reason), tooLarge});
  });

  it('allows the same object twice when it is not inside itself', () => {
    const shared = {x: 1};
    expect(checkValue({a: shared, b: shared}, limits).ok).toBe(true);
  });
});

describe('messageSize: measured as it arrived, never all of it', () => {
  it('counts strings by length and stops just past the cap', () => {
    expect(messageSize('x'.repeat(50_000_000), 1_000_000)).toBeGreaterThan(50_000_000);
    expect(messageSize({type: 'console', lines: [{text: 'hello'}]}, 1_000_000)).toBeLessThan(100);
    const many = Array.from({length: 2_000_000}, () => 0);
    expect(messageSize(many, 1000)).toBeLessThan(1100);
  });

  it('survives circular values, Maps and buffers', () => {
    const circular: unknown[] = [];
    circular.push(circular, 'a');
    expect(messageSize(circular, 1000)).toBeLessThan(50);
    expect(messageSize(new Map([['k', 'x'.repeat(100)]]), 1000)).toBeGreaterThan(100);
    expect(messageSize(new Uint8Array(5000), 1000)).toBeGreaterThan(5000);
  });
});

describe('nesting in JSON text, found without parsing', () => {
  it('finds the first bracket past the limit, skipping strings', () => {
    expect(tooDeepAt('[[["[[[[[[[[["]]]', 3)).toBe(-1);
    expect(tooDeepAt('{"a":[[1]]}', 2)).toBe(6);
    expect(nestsDeeperThan('['.repeat(10_000), 64)).toBe(true);
    // Brackets inside strings count towards the quick check, never towards the depth.
    expect(tooDeepAt('{"a":"[[[[","b":[1]}', 2)).toBe(-1);
    expect(tooDeepAt('{"b":[[1]]}', 3)).toBe(-1);
    expect(tooDeepAt('{"b":[[1]]}', 2)).toBe(6);
  });
});

describe('text limits', () => {
  it('cuts an insertion to what fits, keeping what is around it and whole emoji', () => {
    expect(insertWithin('abcdef', 3, 3, 'XYZ', 8)).toEqual({text: 'abcXYdef', caret: 5, left: 1});
    expect(insertWithin('ab', 1, 2, '😀😀', 4)).toEqual({text: 'a😀', caret: 3, left: 2});
    expect(insertWithin('ab', 1, 2, '😀😀', 2)).toEqual({text: 'a', caret: 1, left: 4});
  });

  it('says which limit cut the paste and what was kept', () => {
    expect(cutMessage('the reply', 5_242_880, 5_142_880, 100_000)).toBe('The paste had 5,242,880 characters, over the 100,000 the reply can hold: the first 100,000 were kept and the other 5,142,880 left out.');
    expect(cutMessage('the reply', 10, 10, 100_000)).toBe('Nothing was pasted: the reply is already at its limit of 100,000 characters (the paste had 10).');
    expect(overMessage('the chat message', 2500, 2000)).toBe('The chat message can hold 2,000 characters; the 500 beyond that were left out.');
  });

  it('writes sizes as people read them', () => {
    expect([sizeText(812), sizeText(50_000), sizeText(52_428_800)]).toEqual(['812 characters', '50 kB', '52.4 MB']);
  });
});

describe('downloads', () => {
  it('write out what JSON refuses instead of failing', () => {
    const circular: Record<string, unknown> = {n: 10n};
    circular.self = circular;
    expect(JSON.parse(jsonForDownload({value: circular, list: [1, 2]}))).toEqual({value: {n: '10', self: '[circular]'}, list: [1, 2]});
  });
});
