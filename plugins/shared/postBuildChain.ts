import type {Plugin} from '@docusaurus/types';

// Docusaurus loads each plugin module fresh (its own copy of this file), so the chain lives on globalThis.
const KEY = Symbol.for('docs-site.postBuildChain');
const shared = globalThis as typeof globalThis & {[KEY]?: Promise<unknown>};

/**
 * Docusaurus starts every plugin's postBuild at the same time (Promise.all in buildLocale.js). Plugins
 * that rewrite the built HTML, or read files other plugins write, join this chain instead: each
 * postBuild starts when the one before it has finished, in plugin order (search-index, the
 * readers' plugins, then plugin-pwa, whose precache must list every final file).
 */
export function inPostBuildChain<T extends Plugin<never> | Plugin<unknown>>(plugin: T): T {
  const postBuild = plugin.postBuild as ((props: unknown) => Promise<void> | void) | undefined;
  if (!postBuild) return plugin;
  return {
    ...plugin,
    postBuild(props: unknown) {
      const run = (shared[KEY] ?? Promise.resolve()).then(async () => {
        const started = performance.now();
        await postBuild.call(plugin, props);
        // Docusaurus's own switch for build timings (it reports postBuild only as a whole).
        if (process.env.DOCUSAURUS_PERF_LOGGER === 'true') console.log(`[PERF] postBuild ${plugin.name}: ${((performance.now() - started) / 1000).toFixed(2)} s`);
      });
      shared[KEY] = run.catch(() => undefined);
      return run;
    },
  };
}
