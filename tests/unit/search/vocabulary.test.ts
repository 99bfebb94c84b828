import {describe, expect, it} from 'vitest';
import {loadBuiltEngine} from '@site/scripts/search/builtIndex';
import {apiWords, LANGUAGES, languageFunctionWords, shorthands, translations} from '@site/src/data/searchVocabulary';
import {searchSynonyms} from '@site/src/data/searchSynonyms';
import {compiledSiteSynonyms, SearchEngine} from '@site/src/search/engine';
import {planQuery} from '@site/src/search/queryPlan';
import {phraseWords} from '@site/src/search/synonyms';
import {compileVocabulary, findVocabulary, splitCompound} from '@site/src/search/vocabulary';
import {fixtureRecords, SITE} from './fixtures';

/** The vocabulary against the real site: the built index (as tests/unit/search/relevance.test.ts reads it). */
const table = compileVocabulary();
const address = (url: string | undefined) => (url ? `${new URL(url).pathname}${new URL(url).hash}` : '');

describe('the vocabulary data (src/data/vocabulary)', () => {
  it('gives every shorthand and every concept something typed and the docs words it means', () => {
    for (const entry of [...shorthands, ...apiWords.scoped, ...apiWords.always]) {
      expect(entry.typed.length, JSON.stringify(entry)).toBeGreaterThan(0);
      expect(entry.means.length, JSON.stringify(entry)).toBeGreaterThan(0);
    }
    for (const entry of translations) {
      expect(entry.en.length, JSON.stringify(entry)).toBeGreaterThan(0);
      expect(LANGUAGES.some((language) => (entry[language] ?? []).length > 0), JSON.stringify(entry)).toBe(true);
    }
  });

  it('covers each language with at least 150 typed forms, and the concepts the issue names', () => {
    for (const language of LANGUAGES) {
      const keys = [...table.entries.values()].filter((m) => m.languages.includes(language)).length;
      expect(keys, language).toBeGreaterThanOrEqual(150);
    }
    const reads = (typed: string) => table.entries.get(phraseWords(typed).join(' '))?.means[0]?.join(' ');
    expect(reads('comando personalizado')).toBe('custom command');
    expect(reads('temporizador')).toBe('timer');
    expect(reads('sorteo')).toBe('giveaway');
    expect(reads('pontos')).toBe('points');
    expect(reads('lojinha')).toBe('store');
    expect(reads('pedido de música')).toBe('song request');
    expect(reads('Befehl')).toBe('command');
    expect(reads('minuterie')).toBe('timer');
    expect(reads('commande')).toBe('command');
    expect(reads('lb')).toBe('leaderboard');
    expect(reads('pts')).toBe('points');
  });

  it('keeps a vocabulary key out of the synonym table (one reading per typed word)', () => {
    const synonymInputs = new Set(searchSynonyms.flatMap((s) => (s.type === 'synonym' ? s.synonyms : [s.input])).map((p) => phraseWords(p).join(' ')));
    expect([...table.entries.keys()].filter((key) => synonymInputs.has(key))).toEqual([]);
  });

  it("never lists a language's function word as a word of that language", () => {
    for (const language of LANGUAGES) {
      const clashes = [...(table.functionWords.get(language) ?? [])].filter((w) => table.entries.get(w)?.languages.includes(language));
      expect(clashes, language).toEqual([]);
    }
    expect(Object.keys(languageFunctionWords).sort()).toEqual([...LANGUAGES].sort());
  });

  describe('against the built site', () => {
    const engine = loadBuiltEngine();
    const index = (engine as unknown as {index: {has: (t: string) => boolean}}).index;

    it('leads every entry somewhere: each has a reading whose words are all on the site', () => {
      // The reference's paging section is written by branch `api`; until it lands, "offset limit" answers.
      const lost: string[] = [];
      for (const [key, meaning] of [...table.entries, ...table.api.entries]) {
        if (!meaning.means.some((words) => words.every((w) => index.has(w)))) lost.push(`${key} -> ${meaning.means.map((m) => m.join(' ')).join(' | ')}`);
      }
      expect(lost).toEqual([]);
    });

    it('never takes an English word of the site for another language (it would read English queries as foreign)', () => {
      const english = [...table.entries].filter(([key, meaning]) => meaning.languages.length > 0 && !key.includes(' ') && index.has(key)).map(([key]) => key);
      expect(english).toEqual([]);
    });

    it('reads shorthand: "lb" finds the leaderboard, "pts cmd" the points command, "sr queue" the song queue', () => {
      const first = (q: string) => new URL(engine.search(q).hits[0]?.record.url ?? SITE).pathname;
      expect(first('lb')).toBe('/chatbot/commands/default/leaderboard');
      expect(first('pts cmd')).toBe('/chatbot/commands/default/points');
      expect(engine.search('lb').interpretation).toBe('leaderboard');
    });

    it('reads other languages and says what it searched for: "comando personalizado" is the custom command', () => {
      const result = engine.search('comando personalizado');
      expect(new URL(result.hits[0]?.record.url ?? SITE).pathname).toBe('/chatbot/commands/custom');
      expect(result.interpretation).toBe('custom command');
      expect(result.reading.languages).toEqual(['es', 'pt']);
    });

    it('reads a phrase of another language as a whole even when one of its words is English ("filtro de spam": the spam filters)', () => {
      for (const q of ['filtro de spam', 'filtre anti-spam']) {
        const result = engine.search(q);
        expect(result.interpretation, q).toBe('spam filter');
        expect(new URL(result.hits[0]?.record.url ?? SITE).pathname, q).toBe('/chatbot/filters');
      }
      // A shorthand made of a word the site uses is not a rewrite: "sub" stays "sub".
      expect(engine.search('sub').interpretation).toBeUndefined();
    });

    it('drops function words and unknown words only once a language is recognised', () => {
      const spanish = engine.search('qué canción suena ahora');
      expect(spanish.reading.languages).toContain('es');
      expect(spanish.reading.ignored).toEqual(['ahora']);
      // In English, "die" and "an" are words: no language is recognised, nothing is left out.
      const english = engine.search('roll a die');
      expect(english.reading).toEqual({languages: [], readAs: [], ignored: []});
      expect(english.hits.length).toBeGreaterThan(0);
    });

    it('reads a German compound the vocabulary does not list from its parts, with or without umlauts', () => {
      expect(splitCompound('zuschauerpunkte', table, index.has)?.means).toEqual([['viewer', 'points']]);
      expect(splitCompound('todeszahler', table, index.has)?.means).toEqual([['death', 'counter']]);
      // Two English words glued are the engine's own business, not German.
      expect(splitCompound('songqueue', table, index.has)).toBeNull();
      const plain = engine.search('Lied ueberspringen');
      const umlaut = engine.search('Lied überspringen');
      expect(plain.hits.map((h) => h.record.url).slice(0, 3)).toEqual(umlaut.hits.map((h) => h.record.url).slice(0, 3));
      expect(new URL(plain.hits[0]?.record.url ?? SITE).pathname).toBe('/chatbot/commands/default/skip');
    });

    it('sends placeholders typed as an alert shows them to the pages that document them', () => {
      const first = (q: string) => new URL(engine.search(q).hits[0]?.record.url ?? SITE).pathname;
      expect(first('{{amount}}')).toBe('/overlays/custom-code-alertboxes');
      expect(first('{amount} {currency}')).toBe('/chatbot/modules/chat-alerts');
    });

    it('reads integrators\' words on the reference only while the search is narrowed to it', () => {
      const api = (r: {hierarchy: {lvl0: string | null}}) => r.hierarchy.lvl0 === 'API';
      const scoped = engine.search('giveaway entries', api, {api: true});
      expect(address(scoped.hits[0]?.record.url)).toBe('/api#list-giveaway-entrants');
      const unscoped = engine.search('link permission');
      expect(new URL(unscoped.hits[0]?.record.url ?? SITE).pathname).not.toBe('/api');
      // Status codes are read everywhere, on the reference's records.
      expect(engine.search('429').hits.slice(0, 3).map((h) => address(h.record.url))).toContain('/api#rate-limits');
    });
  });
});

describe('the vocabulary in the query plan', () => {
  const engine = new SearchEngine(fixtureRecords());
  const index = (engine as unknown as {index: Parameters<typeof planQuery>[1]}).index;

  it('finds the longest key first and never overlapping keys', () => {
    const spans = findVocabulary(phraseWords('crear un comando personalizado'), table);
    expect(spans.map((s) => [s.start, s.length])).toEqual([
      [0, 1],
      [2, 2],
    ]);
  });

  it('finds plural forms that only add an ending (comandos, Befehle, commandes)', () => {
    for (const typed of ['comandos', 'befehle', 'commandes']) expect(findVocabulary([typed], table)[0]?.meaning.means[0], typed).toEqual(['command']);
  });

  it('keeps what was typed as an alternative that is never corrected, and the reading just below it', () => {
    const plan = planQuery('sorteo', index, compiledSiteSynonyms(), table);
    const [literal, reading] = plan.slots[0]!.alternatives;
    expect(literal).toMatchObject({words: ['sorteo'], weight: 1, exact: true});
    expect(reading?.words).toEqual(['giveaway']);
    expect(reading?.weight).toBeLessThan(1);
  });

  it('lets a longer synonym phrase win over a shorter vocabulary key ("mod only")', () => {
    const vocabulary = compileVocabulary([{typed: ['mod'], means: ['moderator']}], [], languageFunctionWords, {scoped: [], always: []});
    const synonyms = compiledSiteSynonyms();
    const plan = planQuery('mod only', index, synonyms, vocabulary);
    expect(plan.reading.readAs).toEqual([]);
  });

  it("reads a shorthand that is a recognised language's function word as the function word (\"del\" in Spanish)", () => {
    const plan = planQuery('borrar el comando del chat', index, compiledSiteSynonyms(), table);
    expect(plan.reading.readAs.map((r) => r.typed)).toEqual(['borrar', 'comando']);
  });
});
