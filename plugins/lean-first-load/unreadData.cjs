/* global module */
// A loader for the browser build only (plugins/lean-first-load): takes out of Docusaurus' generated
// modules what the browser never reads. CommonJS because the bundler requires loaders by path.
//
// - .docusaurus/registry.js: each entry is [load, module path, module id]. The path is what
//   react-loadable reports while the server renders a page; in the browser nothing reads it.
// - .docusaurus/docusaurus.config.mjs: the serialized site config; its page template
//   (`ssrTemplate`) is used by the server build alone.
// - the docs version's route props (a JSON module under docusaurus-plugin-content-docs/…/p/):
//   besides the sidebars, they list every doc (id, title, description, sidebar), which only the
//   theme's DocCard reads (useDocById, for category index cards). This site has none
//   (tests/unit/leanFirstLoad.test.ts), so the list is left empty: a DocCard added later would
//   fail with the theme's own "no version doc found by id" instead of showing wrong text.
// A file of another shape passes through unchanged.

/** @param {string} source */
function withoutModulePaths(source) {
  return source.replace(/\), "(?:[^"\\]|\\.)*", require\.resolveWeak\(/g, '), "", require.resolveWeak(');
}

/** @param {string} source */
function withoutPageTemplate(source) {
  return source.replace(/^ {2}"ssrTemplate": "(?:[^"\\]|\\.)*",\n/m, '');
}

/** @param {string} source */
function withoutDocsList(source) {
  const props = JSON.parse(source);
  const docs = props && props.version && props.version.docsSidebars ? props.version.docs : undefined;
  if (!docs || typeof docs !== 'object') return source;
  props.version.docs = {};
  return JSON.stringify(props);
}

/** @this {{resourcePath: string}} @param {string} source */
module.exports = function unreadData(source) {
  if (/[\\/]registry\.js$/.test(this.resourcePath)) return withoutModulePaths(source);
  if (/[\\/]docusaurus\.config\.mjs$/.test(this.resourcePath)) return withoutPageTemplate(source);
  if (/\.json$/.test(this.resourcePath)) return withoutDocsList(source);
  return source;
};
module.exports.withoutModulePaths = withoutModulePaths;
module.exports.withoutPageTemplate = withoutPageTemplate;
module.exports.withoutDocsList = withoutDocsList;
