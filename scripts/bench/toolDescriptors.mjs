// The interactive tools' descriptors (`tool.json` in each tool's folder under src/; the fields are
// described in src/tools/descriptor.ts) for the scripts, which run in plain Node and cannot import
// the TypeScript registry. tests/unit/tools/registry.test.ts checks that these are the registered ones.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** @returns {{folder: string, id: string, name: string, page: string, loadsOnIntent: string, kept?: string, connect?: string[], bench: string}[]} */
export function toolDescriptors(root = 'src') {
  return readdirSync(root, {recursive: true})
    .map(String)
    .filter((file) => path.basename(file) === 'tool.json')
    .sort()
    .map((file) => ({folder: path.join(root, path.dirname(file)).split(path.sep).join('/'), ...JSON.parse(readFileSync(path.join(root, file), 'utf8'))}));
}

/** The descriptor of the tool whose benchmark is `benchFile` (a scripts/bench-tools/ file name). */
export function toolOfBench(benchFile) {
  const tool = toolDescriptors().find((descriptor) => descriptor.bench === path.basename(benchFile));
  if (!tool) throw new Error(`No tool.json under src/ names ${path.basename(benchFile)} as its bench.`);
  return tool;
}
