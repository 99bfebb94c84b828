/**
 * A frame heartbeat: did the page keep painting while something heavy happened? `requestAnimationFrame`
 * records each frame in the page, and a browser trace records every task its main thread ran, with the
 * CPU time it took. Between two frames, what held the page is the work its main thread did there, so
 * that is what is measured: the most main-thread CPU time between two frames (or from the last frame
 * to the end). A freeze, a long task or a stream of short ones that keeps frames away all show; a
 * machine so busy that the page waits for a core does not, because waiting for a core takes no CPU
 * time. Measured as wall time between frames, the same check failed now and then on a loaded
 * two-core machine (a page given a core for a fraction of each second paints late while doing nothing).
 */
import type {Browser, Page} from '@playwright/test';

/** Most main-thread work, in CPU milliseconds, between two frames while the page stays responsive. */
export const MAX_FRAME_GAP_MS = 1000;

/** The page being watched and the browser whose trace records it (one trace per browser at a time). */
interface Watch {
  browser: Browser;
  page: Page;
}
let watching: Watch | undefined;

/** The task events the trace needs (RunTask, with CPU time) and the page's own marks (TimeStamp). */
const CATEGORIES = ['disabled-by-default-devtools.timeline', 'devtools.timeline', '__metadata'];
const MARK = 'heartbeat-start';

/** Starts recording frames and main-thread work in the page (again after each navigation). */
export async function startHeartbeat(page: Page): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error('The heartbeat needs a page in a launched browser (it reads a browser trace).');
  // A test that ended before measuring leaves its trace running; one trace per browser at a time.
  if (watching) await watching.browser.stopTracing().catch(() => undefined);
  await browser.startTracing(undefined, {categories: CATEGORIES});
  watching = {browser, page};
  await page.evaluate((mark) => {
    const beats: number[] = [performance.now()];
    (window as unknown as {heartbeat: {marked: number; beats: number[]}}).heartbeat = {marked: beats[0]!, beats};
    // The mark ties the trace's clock to the page's: its trace event and the first beat are one moment.
    console.timeStamp(mark);
    // A frame's own timestamp is when the compositor began it, which falls inside a long task when the
    // compositor asks while the main thread is busy (on a loaded machine, far inside): counted from
    // there, the task would be split across two gaps. The callback runs once the thread is free, so
    // its clock is when the frame really came.
    const tick = () => {
      beats.push(performance.now());
      // Long enough for any test (minutes of frames); a rolling window past that.
      if (beats.length > 20_000) beats.splice(0, 10_000);
      window.requestAnimationFrame(tick);
    };
    window.requestAnimationFrame(tick);
  }, MARK);
}

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: {data?: {message?: string}};
}

/** The event `console.timeStamp(message)` wrote into a trace: its pid and tid are the page's renderer and main thread. */
export function markIn(events: TraceEvent[], message: string): TraceEvent {
  const mark = events.find((event) => event.name === 'TimeStamp' && event.args?.data?.message === message);
  if (!mark) throw new Error(`The mark "${message}" is missing from the trace.`);
  return mark;
}

/**
 * The most main-thread CPU time, in ms, between two frames (or from the last frame to now) since the
 * heartbeat started. Ends the trace.
 */
export async function longestFrameGap(page: Page): Promise<number> {
  if (watching?.page !== page) throw new Error('startHeartbeat was not called on this page');
  const {browser} = watching;
  const {marked, beats, now} = await page.evaluate(() => {
    const recorded = (window as unknown as {heartbeat?: {marked: number; beats: number[]}}).heartbeat;
    if (!recorded) throw new Error('The page navigated since startHeartbeat: call it again after a navigation.');
    return {marked: recorded.marked, beats: recorded.beats.slice(), now: performance.now()};
  });
  watching = undefined;
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {traceEvents: TraceEvent[]};
  const mark = markIn(trace.traceEvents, MARK);
  // The page's main thread is the one that wrote the mark; trace times are microseconds.
  const toPageMs = (ts: number) => marked + (ts - mark.ts) / 1000;
  const sorted = trace.traceEvents
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === mark.pid && event.tid === mark.tid)
    .map((event) => ({start: toPageMs(event.ts), end: toPageMs(event.ts + (event.dur ?? 0)), cpu: (event.tdur ?? event.dur ?? 0) / 1000}))
    .sort((a, b) => a.start - b.start);
  // A task run inside another (a nested loop) is part of the outer one's CPU time already.
  const tasks: typeof sorted = [];
  for (const task of sorted) if (task.start >= (tasks.at(-1)?.end ?? -Infinity)) tasks.push(task);
  let longest = 0;
  let first = 0;
  let from = beats[0]!;
  for (const to of [...beats.slice(1), now]) {
    while (first < tasks.length && tasks[first]!.end <= from) first += 1;
    // A task that spans a frame counts in each gap by the share of its time that falls there.
    let work = 0;
    for (let index = first; index < tasks.length && tasks[index]!.start < to; index += 1) {
      const task = tasks[index]!;
      const overlap = Math.min(task.end, to) - Math.max(task.start, from);
      if (overlap > 0 && task.end > task.start) work += (task.cpu * overlap) / (task.end - task.start);
    }
    longest = Math.max(longest, work);
    from = to;
  }
  return longest;
}
