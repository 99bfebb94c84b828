/* global require, module, __filename */
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: the bundler requires loaders by path */
// A loader for `<module>.ts?static` (plugins/data-entries): the module runs once at build time, in
// Node, and the bundle gets only its exports, written out as JSON values. A page that shows a table
// worked out from a whole collection (the variables cheat sheet) ships the table, not the
// collection. Exports must be plain data: a function or a class cannot be written out, and says so.
// The dev server rebuilds the module when anything under src/data changes.
const path = require('node:path');
const createJiti = require('jiti');

/** @this {{resourcePath: string, getOptions(): {siteDir: string}, addContextDependency(dir: string): void}} */
module.exports = function staticLoader() {
  const {siteDir} = this.getOptions();
  this.addContextDependency(path.join(siteDir, 'src', 'data'));
  const load = createJiti(__filename, {alias: {'@site': siteDir}, requireCache: false, interopDefault: false});
  const exports = load(this.resourcePath);
  const where = path.relative(siteDir, this.resourcePath);
  return Object.entries(exports)
    .filter(([name]) => name !== '__esModule')
    .map(([name, value]) => {
      if (typeof value === 'function' || value === undefined) throw new Error(`${where}?static: export "${name}" is not plain data, so it cannot be written into the bundle.`);
      const json = JSON.stringify(value);
      return name === 'default' ? `export default ${json};` : `export const ${name} = ${json};`;
    })
    .join('\n')
    .concat('\n');
};
