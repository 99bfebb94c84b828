import type {ClientModule} from '@docusaurus/types';

/**
 * A User Timing mark at the end of the first render (the commit of React's hydration), so
 * `npm run bench:lighthouse` can measure hydration from the trace, and so can anyone reading a
 * Performance panel or a real-user monitoring tool. The first route update is dispatched from a
 * layout effect of that commit.
 */
export const HYDRATED_MARK = 'docusaurus-hydrated';

let hydrated = false;

/** True in the browser until React has hydrated the server's HTML (what keeps drawn markup while hydrating reads it). */
export function isHydrating(): boolean {
  return !hydrated;
}

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (hydrated) return;
    hydrated = true;
    if (typeof performance?.mark === 'function') performance.mark(HYDRATED_MARK);
  },
};

export default clientModule;
