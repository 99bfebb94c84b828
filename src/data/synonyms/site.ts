import type {SearchSynonym} from './types';

/** Other words for the site's sections: the changelog, troubleshooting and getting started. */
export const siteSynonyms: SearchSynonym[] = [
  // Site sections and help
  {type: 'synonym', synonyms: ['changelog', "what's new", 'release notes', 'updates']},
  {type: 'oneWaySynonym', input: 'news', synonyms: ['changelog']},
  {type: 'oneWaySynonym', input: 'fix', synonyms: ['troubleshooting']},
  {type: 'oneWaySynonym', input: 'bot offline', synonyms: ['bot not responding']},
  {type: 'oneWaySynonym', input: 'not working', synonyms: ['troubleshooting']},
  {type: 'oneWaySynonym', input: 'patch notes', synonyms: ['changelog']},
  {type: 'oneWaySynonym', input: 'version history', synonyms: ['changelog']},
  {type: 'oneWaySynonym', input: 'not replying', synonyms: ['troubleshooting']},
  {type: 'oneWaySynonym', input: 'not answering', synonyms: ['troubleshooting']},
  {type: 'oneWaySynonym', input: 'broken', synonyms: ['troubleshooting']},
  // Base forms: "stopped working" and "stops responding" find these too.
  {type: 'oneWaySynonym', input: 'stop working', synonyms: ['troubleshooting']},
  {type: 'oneWaySynonym', input: 'stop responding', synonyms: ['troubleshooting']},
  {type: 'oneWaySynonym', input: 'stop talking', synonyms: ['troubleshooting']},
  {type: 'oneWaySynonym', input: 'not talking', synonyms: ['troubleshooting']},
  {type: 'oneWaySynonym', input: 'ignore command', synonyms: ['troubleshooting']},
  {type: 'oneWaySynonym', input: 'problem', synonyms: ['troubleshooting']},
  {type: 'oneWaySynonym', input: 'issues', synonyms: ['troubleshooting']},
  {type: 'oneWaySynonym', input: 'recent changes', synonyms: ['changelog']},
  {type: 'oneWaySynonym', input: 'setup', synonyms: ['getting started']},
  {type: 'oneWaySynonym', input: 'set up', synonyms: ['getting started']},
  {type: 'oneWaySynonym', input: 'install', synonyms: ['getting started']},
  {type: 'oneWaySynonym', input: 'beginner', synonyms: ['getting started']},
  {type: 'oneWaySynonym', input: 'tutorial', synonyms: ['getting started']},
  {type: 'oneWaySynonym', input: 'guide', synonyms: ['getting started']},
];
