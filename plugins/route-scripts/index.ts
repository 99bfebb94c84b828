/**
 * Each page's own route chunks run before the app (config/ssrTemplate.ts lists the scripts the loader
 * adds after the first paint). Docusaurus with Rspack lists only `runtime~main` and `main` in a page:
 * the app then asks for the page's chunks while `main.*.js` is being evaluated, which makes that
 * evaluation, the longest task of a first load, longer, and hydration waits a round trip more.
 * With the chunks already run, the app finds them installed and hydrates at once. They are not
 * preloaded from the head, where they would compete with the stylesheet for the first paint.
 * The post-build pipeline adds them to every page (plugins/post-build/steps/routeScripts.ts).
 */

/** A page's script list with its route chunks between `runtime~main` (first) and `main` (last). */
export function withRouteScripts(list: string[], routeScripts: string[]): string[] {
  const extra = routeScripts.filter((url) => !list.includes(url));
  return [...list.slice(0, -1), ...extra, ...list.slice(-1)];
}
