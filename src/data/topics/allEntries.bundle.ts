import type {EntryModule} from '../entries/loadEntries';
import type {Topic} from './types';

/** ./allEntries.ts for the bundles: the bundler imports the folder, so new entries need no list. */
const context = import.meta.webpackContext('./entries', {recursive: false, regExp: /^\.\/[a-z0-9][a-z0-9.-]*\.ts$/});

export const topicModules: EntryModule<Topic>[] = context
  .keys()
  .filter((key) => key.startsWith('./'))
  .sort()
  .map((key) => ({file: `src/data/topics/entries/${key.slice(2)}`, entry: context(key).default as Topic}));
