/**
 * The search vocabulary: what people type that the pages do not say. One table for both search
 * backends, like src/data/searchSynonyms.ts: the embedded engine reads it (src/search/vocabulary.ts)
 * and `npm run search:export` writes it into the hosted index's synonyms.
 *
 * - Shorthand (src/data/vocabulary/shorthand/, one file per area): command shorthands and aliases,
 *   platform and currency abbreviations, dashboard words, slips in short words.
 * - Other languages (src/data/vocabulary/languages/, one file per area, every language side by
 *   side so a reviewer of an area sees them together): Spanish, Portuguese, German and French words
 *   for the chatbot's, overlays' and APIs' concepts, each mapped to the docs' English words, and
 *   each language's function words. The pages stay English.
 *
 * - Integrator words (src/data/vocabulary/integrator.ts): how developers say what the reference
 *   API's operations do (read while search is narrowed to the API), and status codes and error
 *   words (read in every search); both on the reference's records only.
 *
 * Entries are matched on whole words, case and accents ignored. Add to the file of the area a word
 * belongs to; `tests/unit/search/vocabulary.test.ts` checks every entry leads somewhere on the site.
 */
import {errorWords, operationWords} from './vocabulary/integrator';
import {apiTranslations} from './vocabulary/languages/api';
import {chatbotTranslations} from './vocabulary/languages/chatbot';
import {commonTranslations} from './vocabulary/languages/common';
import {functionWords} from './vocabulary/languages/functionWords';
import {overlayTranslations} from './vocabulary/languages/overlays';
import {commandShorthands} from './vocabulary/shorthand/commands';
import {dashboardShorthands} from './vocabulary/shorthand/dashboard';
import {misspellings} from './vocabulary/shorthand/misspellings';
import {platformShorthands} from './vocabulary/shorthand/platforms';
import type {FunctionWords, Shorthand, Translation} from './vocabulary/types';

export type {FunctionWords, Language, Shorthand, Translation} from './vocabulary/types';
export {LANGUAGES, LANGUAGE_NAMES} from './vocabulary/types';

export const shorthands: Shorthand[] = [...commandShorthands, ...platformShorthands, ...dashboardShorthands, ...misspellings];

export const translations: Translation[] = [...commonTranslations, ...chatbotTranslations, ...overlayTranslations, ...apiTranslations];

export const languageFunctionWords: FunctionWords = functionWords;

/** Readings that apply to the reference API's records only (see src/data/vocabulary/integrator.ts): in an API search, and in every search. */
export const apiWords: {scoped: Shorthand[]; always: Shorthand[]} = {scoped: operationWords, always: errorWords};
