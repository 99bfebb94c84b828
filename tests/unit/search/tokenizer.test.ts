import {describe, expect, it} from 'vitest';
import {fold, indexTerms, queryTerms, tokenize} from '@site/src/search/tokenizer';

const terms = (text: string) => tokenize(text).map((t) => t.term);

describe('tokenizer: symbols are words', () => {
  it('keeps the command form and the bare word of !8ball', () => {
    expect(terms('!8ball')).toEqual(['8ball', '!8ball']);
  });

  it('splits ${random.pick} into its words and keeps the dotted and joined forms', () => {
    expect(terms('${random.pick}')).toEqual(['random', 'pick', 'random.pick', 'randompick']);
    expect(terms('${random.pick')).toEqual(['random', 'pick', 'random.pick', 'randompick']);
  });

  it('treats channel.tips like a word and like two words', () => {
    expect(terms('channel.tips')).toEqual(['channel', 'tips', 'channel.tips', 'channeltips']);
  });

  it('lower-cases camelCase identifiers and adds their parts', () => {
    expect(terms('onEventReceived')).toEqual(['oneventreceived', 'on', 'event', 'received']);
  });

  it('drops wrapping punctuation and folds accents', () => {
    expect(terms('("Café", !points)')).toEqual(['cafe', 'points', '!points']);
    expect(fold('ÉMOTE')).toBe('emote');
    expect(fold('STRAẞE'), 'capital sharp s, as typed with caps lock on a German keyboard').toBe('strasse');
    expect(fold('Größe')).toBe('grosse');
  });

  it('keeps repeats on the index side so term frequency counts', () => {
    expect(indexTerms('tip tip tip').filter((t) => t === 'tip')).toHaveLength(3);
  });
});

describe('queryTerms', () => {
  it('drops question words but never everything', () => {
    expect(queryTerms('how do I add points to a viewer').required).toEqual(['add', 'points', 'viewer']);
    expect(queryTerms('how to').required).toEqual(['how', 'to']);
  });

  it('requires the words of a symbol and rewards its compound', () => {
    expect(queryTerms('${random.pick').required).toEqual(['random', 'pick']);
    expect(queryTerms('${random.pick').bonus).toContain('random.pick');
  });

  it('reads at most 64 characters, like the search box', () => {
    expect(queryTerms(`${'a'.repeat(60)} zebra`).required.join(' ')).not.toContain('zebra');
  });
});

describe('tokenizer: repeats', () => {
  it('keeps a repeated stop word, which may belong to a phrase ("with a script"), and drops other repeats', () => {
    expect(tokenize('a bunch of commands with a script').map((t) => t.term)).toEqual(['a', 'bunch', 'of', 'commands', 'with', 'a', 'script']);
    expect(tokenize('song song request').map((t) => t.term)).toEqual(['song', 'request']);
  });
});
