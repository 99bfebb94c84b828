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
  {type: 'oneWaySynonym', input: 'game with chat', synonyms: ['chat games']},
  {type: 'oneWaySynonym', input: 'games with chat', synonyms: ['chat games']},
  {type: 'oneWaySynonym', input: 'play with chat', synonyms: ['chat games']},
  {type: 'oneWaySynonym', input: 'pick music', synonyms: ['song request']},
  {type: 'oneWaySynonym', input: 'choose music', synonyms: ['song request']},
  {type: 'oneWaySynonym', input: 'pick songs', synonyms: ['song request']},
  {type: 'oneWaySynonym', input: 'choose songs', synonyms: ['song request']},
  {type: 'oneWaySynonym', input: 'overlay element', synonyms: ['widget']},
  {type: 'oneWaySynonym', input: 'overlay elements', synonyms: ['widgets']},
  // How often, how long until, and things that do not work
  {type: 'oneWaySynonym', input: 'once a minute', synonyms: ['cooldown']},
  {type: 'oneWaySynonym', input: 'only be used once', synonyms: ['cooldown']},
  {type: 'oneWaySynonym', input: 'how long till', synonyms: ['countdown']},
  {type: 'oneWaySynonym', input: 'how long until', synonyms: ['countdown']},
  {type: 'oneWaySynonym', input: 'time until', synonyms: ['countdown']},
  {type: 'oneWaySynonym', input: 'no sound', synonyms: ['troubleshooting', 'sound']},
  {type: 'oneWaySynonym', input: 'not showing', synonyms: ['troubleshooting']},
  // Waiting a turn, checking an account, a command used too often
  {type: 'oneWaySynonym', input: 'make a line', synonyms: ['queue']},
  {type: 'oneWaySynonym', input: 'wait in line', synonyms: ['queue']},
  {type: 'oneWaySynonym', input: 'bot account', synonyms: ['known bots']},
  {type: 'oneWaySynonym', input: 'too often', synonyms: ['cooldown']},
  // What a viewer sees and hears on stream
  {type: 'oneWaySynonym', input: 'popup', synonyms: ['alert']},
  {type: 'oneWaySynonym', input: 'pop up', synonyms: ['alert']},
  {type: 'oneWaySynonym', input: 'out loud', synonyms: ['text-to-speech', 'tts']},
  {type: 'oneWaySynonym', input: 'read out', synonyms: ['text-to-speech', 'tts']},
  {type: 'oneWaySynonym', input: 'with a voice', synonyms: ['text-to-speech', 'tts']},
  {type: 'oneWaySynonym', input: 'weird characters', synonyms: ['symbols']},
  {type: 'oneWaySynonym', input: 'strange characters', synonyms: ['symbols']},
  {type: 'oneWaySynonym', input: 'auto posting', synonyms: ['timer']},
  {type: 'oneWaySynonym', input: 'auto post', synonyms: ['timer']},
  {type: 'oneWaySynonym', input: 'whoever you tag', synonyms: ['touser']},
  {type: 'oneWaySynonym', input: 'tag someone', synonyms: ['touser']},
  // Doing things to the bot and the data
  {type: 'oneWaySynonym', input: 'rejoin', synonyms: ['join']},
  {type: 'oneWaySynonym', input: 'built-in', synonyms: ['default']},
  {type: 'oneWaySynonym', input: 'builtin', synonyms: ['default']},
  {type: 'oneWaySynonym', input: 'spreadsheet', synonyms: ['list', 'export']},
  ...['german', 'spanish', 'french', 'portuguese', 'italian', 'english'].map((input): SearchSynonym => ({type: 'oneWaySynonym', input, synonyms: ['language']})),
];
