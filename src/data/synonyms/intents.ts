import type {SearchSynonym} from './types';

/**
 * Everyday ways of saying what you want done, mapped to the words the docs use for doing it:
 * "get rid of" is removing, "let chat know" is announcing, "pick the music" is a song request.
 * One-way: the docs' words do not find every page that says "get rid of".
 */
export const intentSynonyms: SearchSynonym[] = [
  {type: 'oneWaySynonym', input: 'get rid of', synonyms: ['remove', 'delete', 'stop']},
  {type: 'oneWaySynonym', input: 'turn off', synonyms: ['disable', 'switch off']},
  {type: 'oneWaySynonym', input: 'mute', synonyms: ['disable', 'silence']},
  {type: 'oneWaySynonym', input: 'turn on', synonyms: ['enable', 'switch on']},
  {type: 'oneWaySynonym', input: 'let chat know', synonyms: ['announce', 'announcement', 'post in chat']},
  {type: 'oneWaySynonym', input: 'tell chat', synonyms: ['announce', 'announcement', 'post in chat']},
  {type: 'oneWaySynonym', input: 'tell viewers', synonyms: ['announce', 'announcement', 'post in chat']},
  {type: 'oneWaySynonym', input: 'keep track', synonyms: ['count', 'counter']},
  {type: 'oneWaySynonym', input: 'add up', synonyms: ['math', 'calculation']},
  {type: 'oneWaySynonym', input: 'say hi', synonyms: ['welcome', 'greet', 'thank']},
  {type: 'oneWaySynonym', input: 'greet', synonyms: ['welcome', 'thank']},
  {type: 'oneWaySynonym', input: 'english', synonyms: ['language']},
  {type: 'oneWaySynonym', input: 'game with chat', synonyms: ['chat games']},
  {type: 'oneWaySynonym', input: 'games with chat', synonyms: ['chat games']},
  {type: 'oneWaySynonym', input: 'play with chat', synonyms: ['chat games']},
  {type: 'oneWaySynonym', input: 'pick music', synonyms: ['song request']},
  {type: 'oneWaySynonym', input: 'choose music', synonyms: ['song request']},
  {type: 'oneWaySynonym', input: 'pick songs', synonyms: ['song request']},
  {type: 'oneWaySynonym', input: 'choose songs', synonyms: ['song request']},
  {type: 'oneWaySynonym', input: 'overlay element', synonyms: ['widget']},
  {type: 'oneWaySynonym', input: 'overlay elements', synonyms: ['widgets']},
];
