import {describe, expect, it} from 'vitest';
import {baseForms, boundedDistance, expandWord, inflections, maxTypos} from '@site/src/search/expand';

const terms = ['api', 'apis', 'customapi', 'follow', 'followage', 'follower', 'songrequest', 'tip', 'tips', 'top'].sort();
const has = (t: string) => terms.includes(t);
const expand = (word: string, last = true) => Object.fromEntries(expandWord(word, terms, has, last).map((e) => [e.term, Number(e.weight.toFixed(2))]));

describe('query word expansion', () => {
  it('keeps the word itself at full weight and completes the last word', () => {
    expect(expand('api')).toMatchObject({api: 1});
    expect(expand('follow').followage).toBeLessThan(1);
    expect(expand('follow', false).followage).toBeUndefined();
  });

  it('finds glued names that end with the word, below the word itself', () => {
    expect(expand('api').customapi).toBeLessThan(expand('api').apis ?? 0);
    expect(expand('api').apis).toBeLessThan(1);
  });

  it('corrects typos only when the word matches nothing as typed', () => {
    expect(expand('folowage')).toEqual({followage: 0.45});
    expect(expand('sonrequest')).toMatchObject({songrequest: 0.45});
    expect(expand('tip', false)).toEqual({tip: 1, tips: 0.7});
  });

  it('finds plurals and simple verb forms both ways, below the word itself', () => {
    expect(expand('tips', false)).toEqual({tips: 1, tip: 0.7});
    expect(expand('follows', false)).toMatchObject({follow: 0.7});
  });

  it('leaves GET to the word itself: "gets" and "getting" are everyday verbs, while "posts" still finds post', () => {
    const methods = ['get', 'gets', 'post', 'tips'].sort();
    const byWord = (word: string) => expandWord(word, methods, (t) => methods.includes(t), false).map((e) => e.term);
    expect(byWord('get')[0]).toBe('get');
    expect(byWord('getting')).not.toContain('get');
    expect(byWord('gets')).toEqual(['gets']);
    expect(byWord('posts')).toContain('post');
  });

  it('finds base forms with English spelling changes, below the word itself and before any typo', () => {
    const verbs = ['quote', 'quoting', 'skip', 'skips', 'tip'].sort();
    const hasVerb = (t: string) => verbs.includes(t);
    const forms = (word: string) => Object.fromEntries(expandWord(word, verbs, hasVerb, false).map((e) => [e.term, Number(e.weight.toFixed(2))]));
    expect(forms('quoted')).toEqual({quote: 0.7});
    expect(forms('skipping')).toEqual({skip: 0.7});
    expect(forms('tipping')).toEqual({tip: 0.7});
    expect(forms('quoting')).toMatchObject({quoting: 1, quote: 0.7});
  });

  it('allows no typo under 4 letters, one from 4, two from 8', () => {
    expect([maxTypos('tip'), maxTypos('tips'), maxTypos('followa'), maxTypos('followag'), maxTypos('12345')]).toEqual([0, 1, 1, 2, 0]);
    expect(boundedDistance('folowage', 'followage', 1)).toBe(1);
    expect(boundedDistance('abc', 'xyz', 1)).toBe(2);
  });
});

describe('word forms', () => {
  it('an adverb leads to its adjective, not the other way round', () => {
    expect(inflections('randomly')).toContain('random');
    expect(inflections('random')).not.toContain('randomly');
  });

  it('plurals and verb forms go both ways', () => {
    expect(inflections('tips')).toContain('tip');
    expect(inflections('tip')).toContain('tips');
  });

  it('base forms take an ending off, with the spelling changes English makes', () => {
    expect(baseForms('donations')).toContain('donation');
    expect(baseForms('subscribed')).toContain('subscribe');
    expect(baseForms('following')).toContain('follow');
    expect(baseForms('donating')).toContain('donate');
    expect(baseForms('moderating')).toContain('moderate');
    expect(baseForms('banned')).toContain('ban');
    expect(baseForms('betting')).toContain('bet');
    expect(baseForms('replies')).toContain('reply');
    expect(baseForms('boxes')).toContain('box');
    expect(baseForms('randomly')).toContain('random');
  });

  it('base forms never add an ending, keep -ss, -us and agent nouns, and skip short words and symbols', () => {
    expect(baseForms('tip')).toEqual([]);
    expect(baseForms('ban')).toEqual([]);
    expect(baseForms('access')).not.toContain('acces');
    expect(baseForms('status')).not.toContain('statu');
    expect(baseForms('streamer')).not.toContain('stream');
    expect(baseForms('better')).not.toContain('bet');
    expect(baseForms('called')).not.toContain('cal');
    expect(baseForms('7tv')).toEqual([]);
    expect(baseForms('tips')).not.toContain('tips');
  });
});
