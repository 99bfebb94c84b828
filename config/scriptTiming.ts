/**
 * A page whose main content is drawn by the app (the search page's hits) says so in its head:
 * `<meta name="run-scripts" content="before-paint">`. The page template's loader
 * (config/ssrTemplate.ts) then runs the scripts at once instead of after the first paint.
 */
export const RUN_SCRIPTS_META = 'run-scripts';
export const RUN_SCRIPTS_BEFORE_PAINT = 'before-paint';
