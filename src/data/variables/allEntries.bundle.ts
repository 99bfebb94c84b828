import type {EntryModule} from '../entries/loadEntries';
import type {VariableDoc} from './types';

/** ./allEntries.ts for the bundles: the bundler imports the folder, so new entries need no list. */
const context = import.meta.webpackContext('./entries', {recursive: false, regExp: /^\.\/[a-z0-9][a-z0-9.-]*\.ts$/});

export const variableModules: EntryModule<VariableDoc>[] = context
  .keys()
  .filter((key) => key.startsWith('./'))
  .sort()
  .map((key) => ({file: `src/data/variables/entries/${key.slice(2)}`, entry: context(key).default as VariableDoc}));
