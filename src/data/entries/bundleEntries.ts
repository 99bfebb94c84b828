import type {EntryModule} from './loadEntries';

/**
 * A collection's entries as the bundler's folder import finds them, in file name order, shaped as
 * loadEntryModules gives them in Node. Each `allEntries.bundle.ts` makes its own folder import
 * (the bundler reads that call's arguments as written) and hands it here.
 */
export function entriesOfContext<T>(context: BundlerContext, collection: string): EntryModule<T>[] {
  return context
    .keys()
    .filter((key) => key.startsWith('./'))
    .sort()
    .map((key) => ({file: `src/data/${collection}/entries/${key.slice(2)}`, entry: context(key).default as T}));
}
