import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import createJiti from 'jiti';
import {loadEntryModules} from '../../src/data/entries/loadEntries';

/**
 * Collections of data modules (src/data/commands/entries/*.ts and the like: one file per entry) in
 * the bundles, through the plugin API:
 * - each collection's `./allEntries` (Node: reads the folder, src/data/entries/loadEntries.ts)
 *   becomes `./allEntries.bundle` (the bundler's folder import), in the browser and server builds;
 * - `<entry>.ts?related` is the related entries' summaries only (relatedLoader.cjs), so an entry's
 *   page can show them without shipping the entries;
 * - the build (and the dev server, on every change) stops on an entry whose file name is not its
 *   name, and on a variable the reply preview has neither a behaviour nor a sample for
 *   (src/preview/coverage.ts), naming the file to fix.
 */
/** Collections kept as one data module per entry, in src/data/<collection>/entries. */
export const COLLECTIONS = ['commands', 'variables', 'topics'] as const;
/** The field of an entry that names related entries of its collection (for `?related`). */
export const RELATED_FIELDS = {commands: 'relatedCommands', variables: 'relatedVariables'} as const;

export default function dataEntriesPlugin(context: LoadContext): Plugin {
  const entriesOf = (collection: string) => path.join(context.siteDir, 'src', 'data', collection, 'entries');
  return {
    name: 'data-entries',
    getPathsToWatch: () => [...COLLECTIONS.map((collection) => path.join(entriesOf(collection), '*.ts')), path.join(context.siteDir, 'src/preview/handlers/*.ts')],
    async loadContent() {
      const problems = COLLECTIONS.flatMap((collection) =>
        loadEntryModules<{name?: unknown}>(entriesOf(collection), {fresh: true})
          .filter(({file, entry}) => `${String(entry.name)}.ts` !== path.basename(file))
          .map(({file, entry}) => `${file}: its name is ${JSON.stringify(entry.name)}; an entry's name and its file name must be the same (the file name is the page's address).`),
      );
      const load = createJiti(__filename, {requireCache: false, interopDefault: false, alias: {'@site': context.siteDir}});
      const {previewGaps} = load(path.join(context.siteDir, 'src/preview/coverage.ts')) as typeof import('../../src/preview/coverage');
      problems.push(...previewGaps());
      if (problems.length > 0) throw new Error(`The data entries need fixing:\n- ${problems.join('\n- ')}`);
    },
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/allEntries$/, (resource: {request: string}) => {
            resource.request = './allEntries.bundle';
          }),
        ],
        module: {
          rules: Object.entries(RELATED_FIELDS).map(([collection, field]) => ({
            test: (file: string) => path.dirname(file) === entriesOf(collection) && file.endsWith('.ts'),
            resourceQuery: /^\?related$/,
            enforce: 'post' as const,
            use: [{loader: require.resolve('./relatedLoader.cjs'), options: {field}}],
          })),
        },
      };
    },
  };
}
