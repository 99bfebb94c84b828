// Hydration time from a Lighthouse trace (the observed, unthrottled load that Lighthouse's
// simulation starts from).
//
// Definition: every top-level main-thread task from the one that starts evaluating the site's
// main.*.js bundle up to and including the one that holds the `docusaurus-hydrated` mark
// (src/clientModules/renderMarks.ts, set in the commit of React's hydration). In between run
// only the bundle's evaluation, the route chunks' evaluation and React's hydration slices, so
// their summed duration is the JavaScript a visitor's CPU spends before the page responds.
// Durations are multiplied by the preset's CPU slowdown (4×), the way Lighthouse's simulation
// scales CPU work, so they compare with its TBT and long-task figures.
//
// Each figure comes twice: from wall-clock durations (what Lighthouse uses), and from the thread's
// CPU time (`tdur`), which leaves out the time the renderer waited for a core. On a busy machine
// the first grows with the load and the second does not, so the CPU figures compare builds
// measured under different loads.

const MAIN_BUNDLE = /\/assets\/js\/main\.[0-9a-f]+\.js$/;
const HYDRATED_MARK = 'docusaurus-hydrated';
const TOP_LEVEL_TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadPool_RunTask']);

/**
 * @param {Array<{name: string, ph: string, ts: number, dur?: number, pid: number, tid: number, cat?: string, args?: any}>} events
 * @param {number} slowdown the preset's CPU slowdown multiplier
 * @returns {{hydrationMs: number, hydrationCpuMs: number, tasks: number, longestMs: number, longestCpuMs: number} | {error: string}}
 */
export function hydrationFromTrace(events, slowdown) {
  const evaluation = events.find((e) => e.name === 'EvaluateScript' && MAIN_BUNDLE.test(e.args?.data?.url ?? ''));
  if (!evaluation) return {error: 'no main.*.js evaluation in the trace'};
  const {pid, tid} = evaluation;
  const tasks = events
    .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && TOP_LEVEL_TASKS.has(e.name))
    .sort((a, b) => a.ts - b.ts)
    // A nested run loop can log a task inside another: keep only the outermost.
    .filter((task, i, all) => !all.slice(0, i).some((outer) => outer.ts + outer.dur >= task.ts + task.dur));
  const mark = events.find((e) => e.name === HYDRATED_MARK && (e.cat ?? '').includes('user_timing') && e.ts >= evaluation.ts);
  if (!mark) return {error: `no '${HYDRATED_MARK}' mark after main.*.js evaluation`};
  const first = tasks.find((t) => t.ts <= evaluation.ts && evaluation.ts <= t.ts + t.dur);
  const start = first ? first.ts : evaluation.ts;
  const window = tasks.filter((t) => t.ts >= start && t.ts <= mark.ts);
  const scaled = (micros) => (micros / 1000) * slowdown;
  const sum = (values) => values.reduce((total, v) => total + v, 0);
  const afterStart = tasks.filter((t) => t.ts >= start);
  return {
    hydrationMs: sum(window.map((t) => scaled(t.dur))),
    hydrationCpuMs: sum(window.map((t) => scaled(t.tdur ?? t.dur))),
    tasks: window.length,
    // The longest task from the bundle's evaluation on (the page's own HTML parse comes before).
    longestMs: Math.max(0, ...afterStart.map((t) => scaled(t.dur))),
    longestCpuMs: Math.max(0, ...afterStart.map((t) => scaled(t.tdur ?? t.dur))),
  };
}
