/**
 * A page whose main content is drawn by the app (the search page's hits) says so in its head:
 * `<meta name="run-scripts" content="before-paint">`. The page template's loader
 * (config/ssrTemplate.ts) then runs the scripts at once instead of after the first paint.
 */
export const RUN_SCRIPTS_META = 'run-scripts';
export const RUN_SCRIPTS_BEFORE_PAINT = 'before-paint';
/**
 * The search page with embedded search: its first hits are drawn by a script of their own
 * (src/search/firstHits), which dispatches FIRST_HITS_EVENT on the document when it is done;
 * the loader starts the app then, so the app's download does not compete with the hits'.
 */
export const RUN_SCRIPTS_AFTER_FIRST_HITS = 'after-first-hits';
export const FIRST_HITS_EVENT = 'first-hits';
/** The webpack entry of that script (plugins/search-index); no page lists it but the search page. */
export const FIRST_HITS_ENTRY = 'first-hits';

/**
 * The id of the page's list of app scripts, in the order they run: `runtime~main`, the page's own
 * route chunks (added after the build by plugins/route-scripts), then `main`.
 */
export const APP_SCRIPTS_ID = 'app-scripts';
