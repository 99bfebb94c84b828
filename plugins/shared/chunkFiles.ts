/** The output files of the browser build's named chunk groups: entries and named chunks with the chunks they load. */
export type ChunkGroupFiles = Record<string, string[]>;

type Stats = {toJson(options: object): unknown};
type Compiler = {hooks: {done: {tap(name: string, fn: (stats: Stats) => void): void}}};

/**
 * Captures, when the browser build finishes, which files each named chunk group became. Chunk
 * files are named by chunk id (plugins/lean-first-load), so a plugin that needs a named chunk's
 * file after the build (a route's chunks, the search engine) asks here instead of guessing from a
 * file name.
 */
export function chunkFilesCapture(pluginName: string) {
  let groups: ChunkGroupFiles | undefined;
  return {
    webpackPlugin: {
      apply(compiler: Compiler) {
        compiler.hooks.done.tap(pluginName, (stats) => {
          const {namedChunkGroups = {}} = stats.toJson({all: false, chunkGroups: true}) as {
            namedChunkGroups?: Record<string, {assets?: (string | {name: string})[]}>;
          };
          groups = Object.fromEntries(
            Object.entries(namedChunkGroups).map(([name, group]) => [name, (group.assets ?? []).map((asset) => (typeof asset === 'string' ? asset : asset.name))]),
          );
        });
      },
    },
    /** Every named chunk group's files; throws when the browser build has not reported them. */
    groups(): ChunkGroupFiles {
      if (!groups) throw new Error(`${pluginName}: the client build reported no chunk groups.`);
      return groups;
    },
  };
}

/**
 * The script file of one named chunk or entry: the group's last JavaScript file, which is the
 * chunk itself (the shared chunks it needs come before it).
 */
export function namedScriptFile(groups: ChunkGroupFiles, name: string): string {
  const file = (groups[name] ?? []).filter((asset) => asset.endsWith('.js')).at(-1);
  if (!file) throw new Error(`no script for the chunk named "${name}" in the build; did its name change?`);
  return file;
}
