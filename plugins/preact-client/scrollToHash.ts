import type {ClientModule} from '@docusaurus/types';

/**
 * After a client-side navigation to `/page#anchor`, Docusaurus scrolls to the anchor in a layout
 * effect. Under Preact that effect runs before the new page is in the document: Preact hands the
 * router's new location to the routes in its next render pass, not the same one as React does. So
 * the anchor is looked up once more when that pass is done (a task later).
 */
const clientModule: ClientModule = {
  onRouteDidUpdate({location, previousLocation}) {
    if (!previousLocation || !location.hash) return;
    if (location.pathname === previousLocation.pathname && location.hash === previousLocation.hash) return;
    const id = decodeURIComponent(location.hash.slice(1));
    window.setTimeout(() => document.getElementById(id)?.scrollIntoView(), 0);
  },
};

export default clientModule;
