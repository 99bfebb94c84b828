// Medians over repeated Lighthouse runs: one slow or fast run does not decide a verdict.

/** @param {number[]} values */
export function median(values) {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of each figure of a page's runs, and the spread of the host's benchmarkIndex. */
export function summarizeRuns(runs, categories) {
  const of = (pick) => median(runs.map(pick));
  const indexes = runs.map((r) => Math.round(r.benchmarkIndex));
  return {
    scores: Object.fromEntries(categories.map((c) => [c, of((r) => r.scores[c])])),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    longestTaskMs: of((r) => r.longestTaskMs),
    hydrationMs: of((r) => r.hydrationMs),
    hydrationCpuMs: of((r) => r.hydrationCpuMs),
    longestTaskCpuMs: of((r) => r.longestTaskCpuMs),
    benchmarkIndex: of((r) => r.benchmarkIndex),
    benchmarkIndexRange: `${Math.min(...indexes)}–${Math.max(...indexes)}`,
    loadAverage: of((r) => r.loadAverage),
  };
}
