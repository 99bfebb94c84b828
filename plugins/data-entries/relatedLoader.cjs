/* global require, module, __filename, process */
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: the bundler requires loaders by path */
// A loader for `<entry>.ts?related` (plugins/data-entries): the one-line summaries of the entries an
// entry lists as related (a command's relatedCommands, a variable's relatedVariables), as a module
// of plain strings. A page shows those summaries without importing the related entries themselves,
// so it still ships only its own entry. Every file read is a dependency, so the dev server
// rebuilds this module when the page's entry or a related one changes.
const path = require('node:path');
const createJiti = require('jiti');

/** The site's one way to read an entry module afresh (src/data/entries/loadEntries.ts), loaded once. */
const {loadEntryModule} = createJiti(__filename)('../../src/data/entries/loadEntries.ts');

/** @this {{resourcePath: string, getOptions(): {field: string}, addDependency(file: string): void}} */
module.exports = function relatedLoader() {
  const {field} = this.getOptions();
  const folder = path.dirname(this.resourcePath);
  const {entry} = loadEntryModule(this.resourcePath);
  const summaries = {};
  for (const name of entry[field] ?? []) {
    const file = path.join(folder, `${name}.ts`);
    this.addDependency(file);
    let related;
    try {
      related = loadEntryModule(file).entry;
    } catch (error) {
      throw new Error(`${path.relative(process.cwd(), this.resourcePath)}: ${field} names "${name}", and ${path.relative(process.cwd(), file)} cannot be read.`, {cause: error});
    }
    summaries[name] = related.summary;
  }
  return `export default ${JSON.stringify(summaries)};\n`;
};
