/**
 * A frame heartbeat: `requestAnimationFrame` timestamps recorded in the page, so a test can say the
 * page kept painting (no gap between frames over a second) while something heavy happened. A page
 * whose main thread is held (a freeze, a long task) paints no frames, so the gap shows it.
 */
import type {Page} from '@playwright/test';

/** Starts recording frames in the page (again after each navigation). */
export async function startHeartbeat(page: Page): Promise<void> {
  await page.evaluate(() => {
    const beats: number[] = [performance.now()];
    (window as unknown as {heartbeat: number[]}).heartbeat = beats;
    const tick = (time: number) => {
      beats.push(time);
      // The longest gap is worked out over a rolling window; old beats are not needed.
      if (beats.length > 20_000) beats.splice(0, 10_000);
      window.requestAnimationFrame(tick);
    };
    window.requestAnimationFrame(tick);
  });
}

/** The longest time between two frames (or from the last frame to now) since the heartbeat started, in ms. */
export async function longestFrameGap(page: Page): Promise<number> {
  return page.evaluate(() => {
    const beats = (window as unknown as {heartbeat?: number[]}).heartbeat;
    if (!beats) throw new Error('startHeartbeat was not called on this page');
    let longest = performance.now() - (beats.at(-1) ?? 0);
    for (let index = 1; index < beats.length; index += 1) longest = Math.max(longest, beats[index]! - beats[index - 1]!);
    return longest;
  });
}

/** Most a frame may wait while the page stays responsive. */
export const MAX_FRAME_GAP_MS = 1000;
