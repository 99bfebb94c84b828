// What the "docs for every reader" plugins add to a build: the time of their postBuild steps, read
// from the post-build chain's own timing lines (DOCUSAURUS_PERF_LOGGER=true, plugins/shared/postBuildChain.ts).
// Their other costs (a few small components in the bundle) are below a second.

/** The plugins of the readers issue, by the names the chain prints. */
export const READER_PLUGINS = ['markdown-twins', 'changelog-feeds', 'social-cards', 'offline', 'docusaurus-plugin-pwa'];

/** Seconds per post-build step, from a build's output. */
export function postBuildSeconds(output) {
  const steps = {};
  for (const match of output.matchAll(/\[PERF\] postBuild ([\w@/-]+): ([\d.]+) s/g)) steps[match[1]] = Number(match[2]);
  return steps;
}

/** Seconds the reader plugins took in one build, and whether every one of them reported. */
export function readerSeconds(output) {
  const steps = postBuildSeconds(output);
  const missing = READER_PLUGINS.filter((name) => steps[name] === undefined);
  const seconds = READER_PLUGINS.reduce((sum, name) => sum + (steps[name] ?? 0), 0);
  return {seconds, missing, steps};
}
