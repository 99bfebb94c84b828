// What the "docs for every reader" steps add to a build: the time of their post-build steps, read
// from the post-build pipeline's own timing lines (DOCUSAURUS_PERF_LOGGER=true, plugins/post-build/run.ts).
// Their other costs (a few small components in the bundle) are below a second.

/**
 * The readers' steps, by the names the pipeline prints: their writers, and the reading of every
 * page and the writing of the changed ones, which they share with the search index and the site
 * files (counted here in full, so the budget holds whatever share is theirs).
 */
export const READER_STEPS = ['read-pages', 'markdown-twins', 'llms-txt', 'changelog-feeds', 'social-cards', 'offline', 'write-pages', 'precache'];

/** Seconds per post-build step, from a build's output. */
export function postBuildSeconds(output) {
  const steps = {};
  for (const match of output.matchAll(/\[PERF\] post-build ([\w@/-]+): ([\d.]+) s/g)) steps[match[1]] = Number(match[2]);
  return steps;
}

/** Seconds the reader steps took in one build, and whether every one of them reported. */
export function readerSeconds(output) {
  const steps = postBuildSeconds(output);
  const missing = READER_STEPS.filter((name) => steps[name] === undefined);
  const seconds = READER_STEPS.reduce((sum, name) => sum + (steps[name] ?? 0), 0);
  return {seconds, missing, steps};
}
