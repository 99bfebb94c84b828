// Medians over repeated Lighthouse runs: one slow or fast run does not decide a verdict.
import os from 'node:os';

/** @param {number[]} values */
export function median(values) {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * Whether timing from these runs can decide anything: a median benchmarkIndex of at least 1,000
 * and a median load average within the core count. Each run reads the load just before it starts,
 * so the reading counts the previous run's own Chromium: on a two-core host the highest reading
 * passed the core count in every run, however quiet the host. The median still catches a host that
 * something else keeps busy for a good part of the run.
 * @param {{benchmarkIndex: number, loadAverage: number}[]} runs
 */
export function hostQuiet(runs, cores = os.cpus().length) {
  return runs.length > 0 && median(runs.map((r) => r.benchmarkIndex)) >= 1000 && median(runs.map((r) => r.loadAverage)) <= cores;
}

/**
 * The host as the runs saw it, the line both Lighthouse benches print: benchmarkIndex and load
 * average, each as a median with its range.
 * @param {{benchmarkIndex: number, loadAverage: number}[]} runs
 */
export function describeHost(runs, cores = os.cpus().length) {
  const indexes = runs.map((r) => r.benchmarkIndex);
  const loads = runs.map((r) => r.loadAverage);
  return (
    `benchmarkIndex median ${Math.round(median(indexes))} (runs ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))}); ` +
    `load average median ${median(loads).toFixed(1)} (${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}) on ${cores} cores.`
  );
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
