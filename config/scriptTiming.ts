/**
 * A page whose main content is drawn by the app (the search page's hits) says so in its head:
 * `<meta name="run-scripts" content="before-paint">`. The page template's loader
 * (config/ssrTemplate.ts) then runs the scripts at once instead of after the first paint.
 */
export const RUN_SCRIPTS_META = 'run-scripts';
export const RUN_SCRIPTS_BEFORE_PAINT = 'before-paint';

/**
 * The id of the page's list of app scripts, in the order they run: `runtime~main`, the page's own
 * route chunks (added after the build by plugins/route-scripts), then `main`.
 */
export const APP_SCRIPTS_ID = 'app-scripts';
