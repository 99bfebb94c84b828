import {describe, expect, it} from 'vitest';
import {hydrationFromTrace} from '../../scripts/bench/trace-hydration.mjs';
import {describeHost, hostQuiet, median, summarizeRuns} from '../../scripts/bench/lighthouse-summary.mjs';

const task = (ts: number, dur: number, tdur = dur) => ({name: 'RunTask', ph: 'X', pid: 1, tid: 1, ts, dur, tdur});

describe('hydration from a trace', () => {
  it('sums the tasks from main.*.js evaluation to the hydrated mark, × the slowdown', () => {
    const events = [
      task(0, 50_000), // HTML parse: before the bundle, not hydration
      task(100_000, 30_000, 10_000),
      {name: 'EvaluateScript', ph: 'X', pid: 1, tid: 1, ts: 100_100, dur: 29_000, args: {data: {url: 'http://x/assets/js/main.0a1b2c3d.js'}}},
      task(140_000, 20_000),
      {name: 'docusaurus-hydrated', ph: 'R', cat: 'blink.user_timing', pid: 1, tid: 1, ts: 150_000},
      task(200_000, 60_000), // after hydration: counts for the longest task only
    ];
    expect(hydrationFromTrace(events, 4)).toEqual({hydrationMs: 200, hydrationCpuMs: 120, tasks: 2, longestMs: 240, longestCpuMs: 240});
  });

  it('says what is missing instead of guessing', () => {
    expect(hydrationFromTrace([task(0, 10)], 4)).toEqual({error: 'no main.*.js evaluation in the trace'});
  });
});

describe('medians of Lighthouse runs', () => {
  it('takes the median, not the best', () => {
    expect(median([300, 100, 200])).toBe(200);
    expect(median([1, 2, 3, 10])).toBe(2.5);
    const run = (performance: number, tbtMs: number, benchmarkIndex: number) => ({scores: {performance}, lcpMs: 1000, tbtMs, longestTaskMs: 0, hydrationMs: 1, hydrationCpuMs: 1, longestTaskCpuMs: 1, benchmarkIndex, loadAverage: 1});
    const summary = summarizeRuns([run(99, 100, 1400), run(80, 600, 900), run(95, 150, 1500)], ['performance']);
    expect(summary.scores.performance).toBe(95);
    expect(summary.tbtMs).toBe(150);
    expect(summary.benchmarkIndexRange).toBe('900–1500');
  });

  it('calls a host quiet by the median load and benchmarkIndex, so the runs’ own Chromium in one reading does not decide', () => {
    const run = (benchmarkIndex: number, loadAverage: number) => ({benchmarkIndex, loadAverage});
    // Two cores: one reading above 2 (the previous run's browser) among quiet ones.
    expect(hostQuiet([run(2400, 1.3), run(2300, 3.1), run(2500, 1.5)], 2)).toBe(true);
    // Something else keeps the host busy for most of the run.
    expect(hostQuiet([run(2400, 2.6), run(2300, 3.1), run(2500, 1.5)], 2)).toBe(false);
    // A slow host, however idle.
    expect(hostQuiet([run(900, 0.5), run(950, 0.4), run(1200, 0.5)], 2)).toBe(false);
    expect(hostQuiet([], 2)).toBe(false);
  });

  it('describes the host by the medians and ranges the quiet rule reads', () => {
    const runs = [{benchmarkIndex: 2400, loadAverage: 1.3}, {benchmarkIndex: 2300, loadAverage: 3.1}, {benchmarkIndex: 2500, loadAverage: 1.5}];
    expect(describeHost(runs, 2)).toBe('benchmarkIndex median 2400 (runs 2300–2500); load average median 1.5 (1.3–3.1) on 2 cores.');
  });
});
