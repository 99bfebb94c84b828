import {readFileSync} from 'node:fs';
import {expect, test, type Browser, type Page} from '@playwright/test';
import {longestFrameGap, markIn, MAX_FRAME_GAP_MS, startHeartbeat, type TraceEvent} from './heartbeat';

/**
 * The heartbeat the tools' tests rely on (heartbeat.ts) counts what the page's main thread did between
 * two frames, not how long the frames took to come: a page that holds its thread is measured at the
 * CPU time the system gave that thread, and a page that is given no time for a while (stopped here,
 * as a page waiting for a core on a busy machine) is not held.
 */

/** The page's renderer process and main thread, from a trace mark of its own (a trace's ids are the system's). */
async function mainThread(browser: Browser, page: Page): Promise<{pid: number; tid: number}> {
  await browser.startTracing(undefined, {categories: ['devtools.timeline']});
  await page.evaluate(() => console.timeStamp('whose-thread'));
  const {traceEvents} = JSON.parse((await browser.stopTracing()).toString()) as {traceEvents: TraceEvent[]};
  const {pid, tid} = markIn(traceEvents, 'whose-thread');
  return {pid, tid};
}

/** CPU time the system has given one thread, in ms (user and system, from /proc, in 10 ms ticks). */
function cpuMs({pid, tid}: {pid: number; tid: number}): number {
  const fields = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

test.describe('the frame heartbeat', () => {
  test.beforeEach(async ({page}) => {
    await page.setContent('<!doctype html><html lang="en"><head><title>Heartbeat</title></head><body><p>Beating</p></body></html>');
  });

  test('a page that holds its main thread is measured at the CPU time it took', async ({page, browser}) => {
    const thread = await mainThread(browser, page);
    await startHeartbeat(page);
    const before = cpuMs(thread);
    const hold = await page.evaluate(() => {
      const started = performance.now();
      while (performance.now() - started < 1500);
      return {started, ended: performance.now()};
    });
    const took = cpuMs(thread) - before;
    // No frame comes while the thread is held, so none is recorded there: a frame counted from the
    // moment the compositor began it would split the hold across two gaps.
    const beats = await page.evaluate(() => (window as unknown as {heartbeat: {beats: number[]}}).heartbeat.beats);
    expect(beats.filter((beat) => beat > hold.started && beat < hold.ended)).toEqual([]);
    const measured = await longestFrameGap(page);
    // Within the system's 10 ms ticks and what else the thread did around the hold.
    expect(measured).toBeGreaterThan(took * 0.9 - 30);
    expect(measured).toBeLessThan(took + 30);
  });

  test('a page given no time for 1.5 s, as on a busy machine, is not held', async ({page, browser}) => {
    const {pid} = await mainThread(browser, page);
    await startHeartbeat(page);
    // A stopped process runs nothing and paints nothing, as when the system gives it no core; the
    // gap is wanted here, so this waits on purpose.
    process.kill(pid, 'SIGSTOP');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    process.kill(pid, 'SIGCONT');
    const wall = await page.evaluate(() => {
      const beats = (window as unknown as {heartbeat: {beats: number[]}}).heartbeat.beats;
      return Math.max(performance.now() - beats.at(-1)!, ...beats.slice(1).map((beat, index) => beat - beats[index]!));
    });
    expect(wall).toBeGreaterThan(MAX_FRAME_GAP_MS);
    expect(await longestFrameGap(page)).toBeLessThan(MAX_FRAME_GAP_MS / 4);
  });
});
