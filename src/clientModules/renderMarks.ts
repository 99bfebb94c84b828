import type {ClientModule} from '@docusaurus/types';

/**
 * User Timing marks at the commits that put a page on screen, for `npm run bench:lighthouse`, for
 * anyone reading a Performance panel or a real-user monitoring tool, and for the browser tests:
 *
 * - `docusaurus-hydrated`, once, at the end of the first render (the commit of React's hydration),
 *   so hydration can be measured from a trace;
 * - `docusaurus-route-rendered`, at every route the app renders (its `detail` is the path). The
 *   address and the head's canonical link change at a link's click, but the page before stays on
 *   screen until the next route's code has come: this mark is when the new page has replaced it.
 *
 * Both come from the route update Docusaurus dispatches from a layout effect of that commit, with
 * the location it rendered.
 */
export const HYDRATED_MARK = 'docusaurus-hydrated';
export const ROUTE_RENDERED_MARK = 'docusaurus-route-rendered';

let hydrated = false;

/** True in the browser until React has hydrated the server's HTML (what keeps drawn markup while hydrating reads it). */
export function isHydrating(): boolean {
  return !hydrated;
}

const clientModule: ClientModule = {
  onRouteDidUpdate({location}) {
    const marks = typeof performance?.mark === 'function';
    if (!hydrated) {
      hydrated = true;
      if (marks) performance.mark(HYDRATED_MARK);
    }
    if (marks) performance.mark(ROUTE_RENDERED_MARK, {detail: location.pathname});
  },
};

export default clientModule;
