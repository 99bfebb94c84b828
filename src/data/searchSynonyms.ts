/**
 * Other words people type for what the docs call something. One table for both search backends:
 * the embedded engine expands queries with it (src/search/synonyms.ts) and `npm run search:export`
 * writes it as the hosted index's synonyms setting, so both answer alike.
 *
 * - `synonym`: every entry stands for every other (two-way).
 * - `oneWaySynonym`: typing `input` also finds its `synonyms`, not the other way round (a
 *   "blacklist" search should find the banned words filter; a "banned" search should not find
 *   every page that says "blacklist").
 *
 * Entries are phrases as people type them, in base form (the engine also looks inflected query
 * words up by their base forms: "donating" finds the entry for donate); the engine and the hosted
 * service match them word by word. Synonym matches always rank below literal ones. The entries
 * live by area in src/data/synonyms/; choose one-way whenever the typed word is looser than the
 * docs' word.
 */
import {audienceSynonyms} from './synonyms/audience';
import {chatbotSynonyms} from './synonyms/chatbot';
import {developerSynonyms} from './synonyms/developers';
import {intentSynonyms} from './synonyms/intents';
import {moderationSynonyms} from './synonyms/moderation';
import {siteSynonyms} from './synonyms/site';
import type {SearchSynonym} from './synonyms/types';
import {variableSynonyms} from './synonyms/variables';

export type {SearchSynonym} from './synonyms/types';

export const searchSynonyms: SearchSynonym[] = [
  ...siteSynonyms,
  ...audienceSynonyms,
  ...chatbotSynonyms,
  ...intentSynonyms,
  ...variableSynonyms,
  ...moderationSynonyms,
  ...developerSynonyms,
];
