/**
 * Ends the current task so the browser can handle input and paint before the next step: loading
 * the index is a parse, an unpacking and a search, and in one task they would block a slow phone
 * for longer than the 50 ms that counts as a long task. `scheduler.yield()` where the browser has it
 * (it resumes ahead of other queued work), elsewhere a message to itself: a new task, without the
 * 4 ms that browsers add to nested zero timeouts (React's scheduler yields the same way). The filter
 * bench reads long logs in slices with it too.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as {scheduler?: {yield?: () => Promise<void>}}).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
