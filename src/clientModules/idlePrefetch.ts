import type {ClientModule} from '@docusaurus/types';

/**
 * Docusaurus prefetches the chunks of every internal link the moment it scrolls into view. On a page
 * with many links (the command table, the sidebar) that is one long main-thread task right after the
 * page becomes interactive: input delay on phones, and most of Lighthouse's blocking time. This
 * queues those prefetches and runs them in idle time, a few milliseconds at a time. Hover and touch
 * still preload a link's page at once, through window.docusaurus.preload, which is left alone.
 */
type Prefetch = Window['docusaurus']['prefetch'];
type Deadline = Pick<IdleDeadline, 'timeRemaining'>;

/**
 * The longest a slice runs, however much idle time the browser offers (up to 50 ms): a slow phone
 * takes several times as long for the same work, and a task over 50 ms there blocks input.
 */
const SLICE_MS = 5;
/** Browsers without requestIdleCallback: a slice every so often. */
const FALLBACK_DELAY_MS = 50;

function onIdle(run: (deadline: Deadline) => void): void {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(run);
    return;
  }
  window.setTimeout(() => {
    const end = performance.now() + SLICE_MS;
    run({timeRemaining: () => Math.max(0, end - performance.now())});
  }, FALLBACK_DELAY_MS);
}

/** A prefetch that queues route paths and hands them to `prefetchNow` in idle slices. */
export function idlePrefetcher(prefetchNow: Prefetch, schedule: (run: (deadline: Deadline) => void) => void = onIdle): Prefetch {
  const queue: string[] = [];
  const queued = new Set<string>();
  let scheduled = false;

  const drain = (deadline: Deadline) => {
    scheduled = false;
    const budget = Math.min(SLICE_MS, deadline.timeRemaining());
    const sliceEnd = performance.now() + budget;
    // Idle time offered means at least one route: on a starved main thread the slice may be over
    // before the loop starts, and the queue must still move.
    if (budget > 0) {
      do {
        const routePath = queue.shift();
        if (routePath === undefined) break;
        queued.delete(routePath);
        void prefetchNow(routePath);
      } while (queue.length > 0 && performance.now() < sliceEnd);
    }
    if (queue.length > 0) {
      scheduled = true;
      schedule(drain);
    }
  };

  return (routePath) => {
    if (queued.has(routePath)) return false;
    queue.push(routePath);
    queued.add(routePath);
    if (!scheduled) {
      scheduled = true;
      schedule(drain);
    }
    return false; // Link ignores the result; the prefetch itself happens later
  };
}

let installed = false;

const clientModule: ClientModule = {
  // The first route update comes right after hydration, before any link's visibility is reported.
  onRouteDidUpdate() {
    if (installed || typeof window.docusaurus?.prefetch !== 'function') return;
    installed = true;
    // Docusaurus freezes the object it mounts on window, so it is replaced rather than patched.
    window.docusaurus = {...window.docusaurus, prefetch: idlePrefetcher(window.docusaurus.prefetch)};
  },
};

export default clientModule;
