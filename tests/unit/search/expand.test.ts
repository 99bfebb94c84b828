import {describe, expect, it} from 'vitest';
import {boundedDistance, expandWord, maxTypos} from '@site/src/search/expand';

const terms = ['api', 'apis', 'customapi', 'followage', 'follower', 'songrequest', 'tip', 'tips', 'top'].sort();
const has = (t: string) => terms.includes(t);
const expand = (word: string, last = true) => Object.fromEntries(expandWord(word, terms, has, last).map((e) => [e.term, Number(e.weight.toFixed(2))]));

describe('query word expansion', () => {
  it('keeps the word itself at full weight and completes the last word', () => {
    expect(expand('api')).toMatchObject({api: 1});
    expect(expand('api').apis).toBeLessThan(1);
    expect(expand('api', false).apis).toBeUndefined();
  });

  it('finds glued names that end with the word, below the word itself', () => {
    expect(expand('api').customapi).toBeLessThan(expand('api').apis ?? 0);
  });

  it('corrects typos only when the word matches nothing as typed', () => {
    expect(expand('folowage')).toEqual({followage: 0.45});
    expect(expand('sonrequest')).toMatchObject({songrequest: 0.45});
    expect(expand('tip', false)).toEqual({tip: 1});
  });

  it('allows no typo up to 4 letters, one up to 8, two from 9', () => {
    expect([maxTypos('tips'), maxTypos('follow'), maxTypos('songrequest'), maxTypos('12345')]).toEqual([0, 1, 2, 0]);
    expect(boundedDistance('folowage', 'followage', 1)).toBe(1);
    expect(boundedDistance('abc', 'xyz', 1)).toBe(2);
  });
});
