/* global module */
// A loader for the browser build only (plugins/lean-first-load): the route table the browser gets
// (.docusaurus/routes.js) with each index route ahead of its siblings. CommonJS because the bundler
// requires loaders by path.
//
// Docusaurus' client matches the URL against the table in order, and compiles each route's pattern
// the first time it is tried. It sorts a section's index route last, so the docs' home page tried
// every doc route before its own (every pattern compiled during the app's first task). Among
// siblings that are all exact, at most one matches any URL, so order does not change which route
// matches: the index route may go first. Lists with a prefix route keep their order. The server
// build keeps Docusaurus' table as it is. A table of another shape fails the build: passing it
// through unchanged would quietly bring the slower first task back after an upgrade.

const CALL = /ComponentCreator\('(?:[^'\\]|\\.)*'(?:, '(?:[^'\\]|\\.)*')?\)/g;
const PLACEHOLDER = /\{\s*"__componentCreator": (\d+)\s*\}/g;

/** @typedef {{path: string, exact?: boolean, routes?: Route[]}} Route */

/** @param {Route[]} routes @param {string | undefined} parentPath */
function indexFirst(routes, parentPath) {
  for (const route of routes) if (route.routes) indexFirst(route.routes, route.path);
  if (!routes.every((route) => route.exact)) return;
  const at = routes.findIndex((route) => route.path === parentPath);
  if (at > 0) routes.unshift(...routes.splice(at, 1));
}

const UNKNOWN_SHAPE =
  'plugins/lean-first-load/routeOrder.cjs: .docusaurus/routes.js no longer has the shape this loader reads ' +
  "(`export default [ … ComponentCreator('/path', 'hash') … ]`). Adapt the loader to the new shape, or remove its rule from plugins/lean-first-load/index.ts.";

/** @param {string} source */
function withIndexRoutesFirst(source) {
  const head = source.indexOf('export default [');
  if (head < 0) throw new Error(UNKNOWN_SHAPE);
  const calls = [];
  const body = source.slice(head + 'export default '.length).replace(CALL, (call) => `{"__componentCreator": ${calls.push(call) - 1}}`);
  let routes;
  try {
    routes = new Function(`return ${body.replace(/;\s*$/, '')}`)();
  } catch (error) {
    throw new Error(UNKNOWN_SHAPE, {cause: error});
  }
  if (!Array.isArray(routes) || !routes.every((route) => route && typeof route.path === 'string')) throw new Error(UNKNOWN_SHAPE);
  indexFirst(routes, undefined);
  const table = JSON.stringify(routes, null, 2).replace(PLACEHOLDER, (_all, n) => calls[Number(n)]);
  return `${source.slice(0, head)}export default ${table};\n`;
}

/** @param {string} source */
module.exports = function routeOrder(source) {
  return withIndexRoutesFirst(source);
};
module.exports.withIndexRoutesFirst = withIndexRoutesFirst;
