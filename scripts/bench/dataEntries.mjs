// An esbuild plugin for the benchmarks that bundle site code outside Docusaurus: a collection's
// `./allEntries` (which reads its folder in Node) becomes a module that imports every entry file,
// as plugins/data-entries does for the site's own bundles.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

/** Which files are entries: the site's own rule (src/data/entries/loadEntries.ts), read through jiti. */
const {ENTRY_FILE} = createJiti(fileURLToPath(import.meta.url))('../../src/data/entries/loadEntries.ts');

export const dataEntriesPlugin = {
  name: 'data-entries',
  setup(build) {
    build.onResolve({filter: /^\.\/allEntries$/}, (args) => ({path: path.join(args.resolveDir, 'allEntries.ts'), namespace: 'data-entries'}));
    build.onLoad({filter: /.*/, namespace: 'data-entries'}, (args) => {
      const dir = path.dirname(args.path);
      const exported = /export const (\w+)/.exec(readFileSync(args.path, 'utf8'))?.[1];
      if (!exported) throw new Error(`${args.path}: no exported collection to stand in for`);
      const files = readdirSync(path.join(dir, 'entries')).filter((file) => ENTRY_FILE.test(file)).sort();
      const relative = path.relative(process.cwd(), dir).split(path.sep).join('/');
      const contents = [
        ...files.map((file, i) => `import entry${i} from './entries/${file}';`),
        `export const ${exported} = [${files.map((file, i) => `{file: '${relative}/entries/${file}', entry: entry${i}}`).join(', ')}];`,
      ].join('\n');
      return {contents, resolveDir: dir, loader: 'ts'};
    });
  },
};
