import type {Shorthand} from '../types';

/**
 * Platform and currency abbreviations: how people name the streaming platforms the chatbot serves
 * (src/data/platforms.ts), StreamElements itself, broadcast software and the currencies tips come
 * in. A currency code stands for the tip pages' "currency"; the codes are the ones the tips API
 * accepts (spec/facts/reference-api-openapi.yaml, createTip's currency list).
 */
export const platformShorthands: Shorthand[] = [
  {typed: ['yt', 'ytube', 'utube'], means: ['youtube']},
  {typed: ['ttv', 'twitch tv', 'twitchtv'], means: ['twitch']},
  {typed: ['kick com'], means: ['kick']},
  {typed: ['streamelement', 'stream elements'], means: ['streamelements']},
  {typed: ['se api', 'seapi'], means: ['se_api']},
  {typed: ['slobs', 'obs studio', 'streamlabs obs', 'xsplit', 'meld'], means: ['browser source', 'overlay']},
  {typed: ['channel pts'], means: ['channel point']},
  {
    // Codes that are also words (TRY, RUB, ILS, PHP) are left out: "try" is not a currency search.
    typed: ['aud', 'brl', 'cad', 'czk', 'dkk', 'eur', 'hkd', 'huf', 'jpy', 'myr', 'mxn', 'nok', 'nzd', 'pln', 'gbp', 'sgd', 'sek', 'chf', 'twd', 'thb', 'usd'],
    means: ['currency'],
  },
  {typed: ['dollars', 'euros', 'reais', 'pounds'], means: ['currency']},
];
