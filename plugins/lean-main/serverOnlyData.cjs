/* global module */
// A loader for the browser build only (plugins/lean-main): takes out of Docusaurus' generated
// modules what only the server build reads. CommonJS because the bundler requires loaders by path.
//
// - .docusaurus/registry.js: each entry is [load, module path, module id]. The path is what
//   react-loadable reports while the server renders a page; in the browser nothing reads it.
// - .docusaurus/docusaurus.config.mjs: the serialized site config; its page template
//   (`ssrTemplate`) is used by the server build alone.
// A file of another shape passes through unchanged.

/** @param {string} source */
function withoutModulePaths(source) {
  return source.replace(/\), "(?:[^"\\]|\\.)*", require\.resolveWeak\(/g, '), "", require.resolveWeak(');
}

/** @param {string} source */
function withoutPageTemplate(source) {
  return source.replace(/^ {2}"ssrTemplate": "(?:[^"\\]|\\.)*",\n/m, '');
}

/** @this {{resourcePath: string}} @param {string} source */
module.exports = function serverOnlyData(source) {
  if (/[\\/]registry\.js$/.test(this.resourcePath)) return withoutModulePaths(source);
  if (/[\\/]docusaurus\.config\.mjs$/.test(this.resourcePath)) return withoutPageTemplate(source);
  return source;
};
module.exports.withoutModulePaths = withoutModulePaths;
module.exports.withoutPageTemplate = withoutPageTemplate;
