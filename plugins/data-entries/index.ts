import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Collections of data modules (src/data/commands/entries/*.ts and the like: one file per entry) in
 * the bundles, through the plugin API:
 * - each collection's `./allEntries` (Node: reads the folder, src/data/entries/loadEntries.ts)
 *   becomes `./allEntries.bundle` (the bundler's folder import), in the browser and server builds;
 * - `<entry>.ts?related` is the related entries' summaries only (relatedLoader.cjs), so an entry's
 *   page can show them without shipping the entries;
 * - `<module>.ts?static` is the module's exports, worked out at build time and written in as JSON
 *   (staticLoader.cjs), so a page can show a table derived from a whole collection without it.
 * plugins/data-validation checks the entries themselves (names, fields, the reply preview's coverage).
 */
/** The field of an entry that names related entries of its collection (for `?related`). */
export const RELATED_FIELDS = {commands: 'relatedCommands', variables: 'relatedVariables'} as const;

export default function dataEntriesPlugin(context: LoadContext): Plugin {
  const entriesOf = (collection: string) => path.join(context.siteDir, 'src', 'data', collection, 'entries');
  return {
    name: 'data-entries',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/allEntries$/, (resource: {request: string}) => {
            resource.request = './allEntries.bundle';
          }),
        ],
        module: {
          rules: [
            ...Object.entries(RELATED_FIELDS).map(([collection, field]) => ({
              test: (file: string) => path.dirname(file) === entriesOf(collection) && file.endsWith('.ts'),
              resourceQuery: /^\?related$/,
              enforce: 'post' as const,
              use: [{loader: require.resolve('./relatedLoader.cjs'), options: {field}}],
            })),
            {
              test: (file: string) => file.startsWith(path.join(context.siteDir, 'src') + path.sep) && file.endsWith('.ts'),
              resourceQuery: /^\?static$/,
              enforce: 'post' as const,
              use: [{loader: require.resolve('./staticLoader.cjs'), options: {siteDir: context.siteDir}}],
            },
          ],
        },
      };
    },
  };
}
