/* global module */
// A loader for the browser build only (plugins/lean-first-load): takes out of Docusaurus' generated
// modules what the browser never reads. CommonJS because the bundler requires loaders by path.
//
// - .docusaurus/registry.js: each entry is [load, module path, module id]. The path is what
//   react-loadable reports while the server renders a page; in the browser nothing reads it.
// - .docusaurus/docusaurus.config.mjs: the serialized site config; what only the build and the
//   server read (the page template, presets, plugins, client module paths, Markdown options, the
//   broken-link policies: SERVER_ONLY) leaves the browser's copy. tests/unit/leanFirstLoad.test.ts
//   checks that no client code of Docusaurus or this site reads those keys.
// - the docs version's route props (a JSON module under docusaurus-plugin-content-docs/…/p/):
//   besides the sidebars, they list every doc (id, title, description, sidebar), which only the
//   theme's DocCard reads (useDocById, for category index cards). This site has none
//   (tests/unit/leanFirstLoad.test.ts), so the list is left empty: a DocCard added later would
//   fail with the theme's own "no version doc found by id" instead of showing wrong text.
// - .docusaurus/globalData.json: each docs version there lists every doc (id, path, sidebar) too, in
//   every first load. Only navbar items of the doc types and the version banner read that list
//   (through useActiveDocContext, useLayoutDoc and the version suggestions); this site's navbar has
//   link items only (src/theme/NavbarItem/ComponentTypes.ts) and its one version shows no banner, so
//   the list is left empty (tests/unit/leanFirstLoad.test.ts holds both).
// A file of another shape passes through unchanged.

/** @param {string} source */
function withoutModulePaths(source) {
  return source.replace(/\), "(?:[^"\\]|\\.)*", require\.resolveWeak\(/g, '), "", require.resolveWeak(');
}

/** Site config keys only the build and the server read. */
const SERVER_ONLY = [
  'ssrTemplate',
  'presets',
  'plugins',
  'themes',
  'clientModules',
  'markdown',
  'staticDirectories',
  'scripts',
  'stylesheets',
  'headTags',
  'onBrokenLinks',
  'onBrokenAnchors',
  'onBrokenMarkdownLinks',
  'onDuplicateRoutes',
];

/**
 * The generated config module is a comment and `export default <JSON>;`. Any other shape is an error: a silent
 * pass-through would put the whole config back on every page unnoticed.
 * @param {string} source
 */
function withoutServerConfig(source) {
  const match = /^(?:\/\*[\s\S]*?\*\/\s*)?export default (\{[\s\S]*\});\s*$/.exec(source);
  if (!match) throw new Error('lean-first-load: .docusaurus/docusaurus.config.mjs is no longer `export default <JSON>;` (plugins/lean-first-load/unreadData.cjs).');
  const config = JSON.parse(match[1]);
  for (const key of SERVER_ONLY) delete config[key];
  return `export default ${JSON.stringify(config)};\n`;
}

/** @param {string} source */
function withoutDocsList(source) {
  const props = JSON.parse(source);
  const docs = props && props.version && props.version.docsSidebars ? props.version.docs : undefined;
  if (!docs || typeof docs !== 'object') return source;
  props.version.docs = {};
  return JSON.stringify(props);
}

/**
 * The global data with the docs plugin's versions kept (name, path, sidebars, main doc) and their
 * lists of docs emptied. Data of another shape, or of other plugins, is left as it is.
 * @param {string} source
 */
function withoutGlobalDocsLists(source) {
  const data = JSON.parse(source);
  for (const instance of Object.values((data && data['docusaurus-plugin-content-docs']) || {})) {
    for (const version of (instance && instance.versions) || []) if (Array.isArray(version.docs)) version.docs = [];
  }
  return JSON.stringify(data);
}

/** @this {{resourcePath: string}} @param {string} source */
module.exports = function unreadData(source) {
  if (/[\\/]registry\.js$/.test(this.resourcePath)) return withoutModulePaths(source);
  if (/[\\/]docusaurus\.config\.mjs$/.test(this.resourcePath)) return withoutServerConfig(source);
  if (/[\\/]globalData\.json$/.test(this.resourcePath)) return withoutGlobalDocsLists(source);
  if (/\.json$/.test(this.resourcePath)) return withoutDocsList(source);
  return source;
};
module.exports.withoutModulePaths = withoutModulePaths;
module.exports.withoutServerConfig = withoutServerConfig;
module.exports.SERVER_ONLY = SERVER_ONLY;
module.exports.withoutDocsList = withoutDocsList;
module.exports.withoutGlobalDocsLists = withoutGlobalDocsLists;
