/* global module */
// A loader for the browser build only (plugins/lean-first-load): the theme's translate() calls and
// <Translate> elements carry a `description` for translators. Only `docusaurus write-translations`
// reads it, from the source files; at run time translate() uses the id and the message alone. So
// the browser's copy of the theme goes without it. CommonJS because the bundler requires loaders by
// path. tests/unit/leanFirstLoad.test.ts checks that the theme still writes descriptions this way.

// `description: 'The ARIA label for …',` on a line of its own (or its text on the next, where the
// theme's formatter wrapped a long one), as the theme's compiled files write it.
const objectProperty = /\n[ \t]*description:\s*'(?:[^'\\\n]|\\.)*',?(?=\n)/g;
// `description="The label alongside a tag list"` in a JSX element.
const jsxAttribute = /\s+description="(?:[^"\\\n]|\\.)*"/g;

/** @param {string} source */
function withoutTranslationDescriptions(source) {
  if (!source.includes('description')) return source;
  return source.replace(objectProperty, '').replace(jsxAttribute, '');
}

/** @param {string} source */
module.exports = function translationDescriptions(source) {
  return withoutTranslationDescriptions(source);
};
module.exports.withoutTranslationDescriptions = withoutTranslationDescriptions;
