// The rule a speed mechanism is judged by (docs-dev/performance.md, "What each mechanism buys"),
// applied to one mechanism's figures: its build off against the build with everything on.
import {median} from './lighthouse-summary.mjs';

export const GAIN = {tbtMs: 50, lcpMs: 100, kB: 8};
export const RULE = `A mechanism reaching into Docusaurus internals stays where it saves ≥ ${GAIN.tbtMs} ms TBT or ≥ ${GAIN.lcpMs} ms LCP on some page, or ≥ ${GAIN.kB} kB on every page with a byte budget.`;

/** Half the spread between the middle runs (the interquartile range): how far a median moves by chance. */
export function spread(values) {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length < 2) return NaN;
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.round(q * (sorted.length - 1))))];
  return (at(0.75) - at(0.25)) / 2;
}

/**
 * Timing counts only from a quiet host (`hostQuiet`: median benchmarkIndex ≥ 1,000 and load average
 * within the core count, as `npm run bench:lighthouse` judges a run); on a busy one the medians swing
 * by more than three runs' spread shows, so only bytes decide there.
 * @param {{internals: boolean, withLighthouse: boolean, hostQuiet: boolean, perPage: {route: string, budgeted: boolean, on: {kB: number, runs: object[]}, off: {kB: number, runs: object[]}}[]}} input
 * @returns {{text: string, keeps: boolean | null, largest: Record<string, {saved: number, noise: number, route: string}>}}
 */
export function mechanismVerdict({internals, perPage, withLighthouse, hostQuiet}) {
  const largest = {};
  for (const key of ['tbtMs', 'lcpMs', 'longestTaskMs']) {
    const saved = perPage.map(({route, on, off}) => ({
      route,
      saved: median(off.runs.map((r) => r[key])) - median(on.runs.map((r) => r[key])),
      // Both builds' spreads added: the difference of two medians moves by either.
      noise: spread(on.runs.map((r) => r[key])) + spread(off.runs.map((r) => r[key])),
    }));
    largest[key] = saved.filter((s) => !Number.isNaN(s.saved)).sort((a, b) => b.saved - a.saved)[0] ?? {saved: NaN, noise: NaN, route: '—'};
  }
  // Bytes on every page that has a byte budget (scripts/bench/budgets.mjs): the command table and
  // /search have none (the one carries its data table, the other preloads the index by design).
  const byteBudgeted = perPage.some((p) => p.budgeted) ? perPage.filter((p) => p.budgeted) : perPage;
  const kBEveryPage = Math.min(...byteBudgeted.map(({on, off}) => off.kB - on.kB));
  const clear = (key) => hostQuiet && largest[key].saved >= GAIN[key] && largest[key].saved > largest[key].noise;
  const withinNoise = (key) => largest[key].saved >= GAIN[key] && !clear(key);
  const reasons = [];
  if (kBEveryPage >= GAIN.kB) reasons.push(`${kBEveryPage.toFixed(1)} kB on every page with a byte budget`);
  if (clear('tbtMs')) reasons.push(`${Math.round(largest.tbtMs.saved)} ms TBT on ${largest.tbtMs.route}`);
  if (clear('lcpMs')) reasons.push(`${Math.round(largest.lcpMs.saved)} ms LCP on ${largest.lcpMs.route}`);
  const noisy = ['tbtMs', 'lcpMs'].filter(withinNoise).map((key) => `${key === 'tbtMs' ? 'TBT' : 'LCP'} ${Math.round(largest[key].saved)} ms on ${largest[key].route} within noise ±${Math.round(largest[key].noise)}`);
  if (!internals) return {keeps: null, largest, text: `not gated (no internals)${reasons.length ? `; buys ${reasons.join(', ')}` : ''}`};
  if (reasons.length > 0) return {keeps: true, largest, text: `keeps: ${reasons.join(', ')}`};
  if (!withLighthouse) return {keeps: null, largest, text: 'bytes alone do not keep it; needs the Lighthouse runs'};
  if (!hostQuiet) return {keeps: null, largest, text: 'undecided: bytes alone do not keep it, and the host was too busy for timing to decide'};
  if (noisy.length > 0) return {keeps: null, largest, text: `undecided: ${noisy.join('; ')}`};
  return {keeps: false, largest, text: 'goes: below every threshold'};
}
