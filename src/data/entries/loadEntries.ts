/**
 * Node's way to read a collection of data modules: one file per entry in an `entries` folder, its
 * default export the entry. The site's config and plugins, the scripts and the unit tests read the
 * folder, so a new entry needs no list anywhere. The bundles (browser and server) never run this:
 * plugins/data-entries gives them each collection's `allEntries.bundle.ts`, which asks the bundler
 * for the same folder, so the dev server picks up new, changed and removed entries.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import createJiti from 'jiti';

/** An entry file: a lowercase name (letters, digits, dots, hyphens) and `.ts`. */
export const ENTRY_FILE = /^[a-z0-9][a-z0-9.-]*\.ts$/;

const repoRoot = path.resolve(__dirname, '../../..');

/** A module loader: jiti's, or any function that returns a module's exports. */
type Load = (file: string) => unknown;
let freshLoader: Load | undefined;
/** One loader that reads every file afresh, made once: a loader per page would cost a compiler setup each. */
const freshLoad = (): Load => (freshLoader ??= createJiti(__filename, {requireCache: false, interopDefault: false, alias: {'@site': repoRoot}}));

export interface EntryModule<T> {
  /** The module's path from the repository root, for error messages. */
  file: string;
  entry: T;
}

/**
 * Every entry module in `folder`, in file name order, read from disk each time the collection is
 * loaded: the build's checks load it again after an edit (plugins/data-validation in `npm start`),
 * and a module cached from the first load would hide the edit. A caller with a site of its own (the
 * validation plugin) passes its loader and the root file names are given from.
 */
export function loadEntryModules<T>(folder: string, {load = freshLoad(), root = repoRoot}: {load?: Load; root?: string} = {}): EntryModule<T>[] {
  return readdirSync(folder)
    .filter((name) => ENTRY_FILE.test(name))
    .sort()
    .map((name) => loadEntryModule<T>(path.join(folder, name), load, root));
}

/** One entry module; `load` defaults to a fresh read, `root` to this repository. */
export function loadEntryModule<T>(file: string, load: Load = freshLoad(), root = repoRoot): EntryModule<T> {
  const relative = path.relative(root, file).split(path.sep).join('/');
  const module = load(file) as {default?: T};
  if (module.default === undefined) throw new Error(`${relative}: a data module's default export is its entry; this file has none.`);
  return {file: relative, entry: module.default};
}
