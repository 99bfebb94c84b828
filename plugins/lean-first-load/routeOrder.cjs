/* global module */
// A loader for the browser build only (plugins/lean-first-load): the route table the browser gets
// (.docusaurus/routes.js) with each index route ahead of its siblings. CommonJS because the bundler
// requires loaders by path.
//
// Docusaurus' client matches the URL against the table in order, and compiles each route's pattern
// the first time it is tried. It sorts a section's index route last, so the docs' home page tried
// every doc route before its own (about 220 patterns compiled during the app's first task). Among
// siblings that are all exact, at most one matches any URL, so order does not change which route
// matches: the index route may go first. Lists with a prefix route keep their order. The server
// build keeps Docusaurus' table as it is.

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

/** @param {string} source */
function withIndexRoutesFirst(source) {
  const head = source.indexOf('export default [');
  if (head < 0) return source;
  const calls = [];
  const body = source.slice(head + 'export default '.length).replace(CALL, (call) => `{"__componentCreator": ${calls.push(call) - 1}}`);
  let routes;
  try {
    routes = new Function(`return ${body.replace(/;\s*$/, '')}`)();
  } catch {
    return source; // another shape: left as Docusaurus wrote it
  }
  if (!Array.isArray(routes)) return source;
  indexFirst(routes, undefined);
  const table = JSON.stringify(routes, null, 2).replace(PLACEHOLDER, (_all, n) => calls[Number(n)]);
  return `${source.slice(0, head)}export default ${table};\n`;
}

/** @param {string} source */
module.exports = function routeOrder(source) {
  return withIndexRoutesFirst(source);
};
module.exports.withIndexRoutesFirst = withIndexRoutesFirst;
