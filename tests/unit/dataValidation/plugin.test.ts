import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import type {LoadContext} from '@docusaurus/types';
import dataValidationPlugin, {dataLoader, dataProblems} from '@site/plugins/data-validation';
import {declaringFiles} from '@site/plugins/data-validation/declaringFiles';
import {commands} from '@site/src/data/commands';
import {chatModules, modulesWithoutPage} from '@site/src/data/modules';
import {newerFilters, spamFilters} from '@site/src/data/filters';
import {topics} from '@site/src/data/topics';
import {topicsWithoutPage} from '@site/src/data/topics/withoutPage';
import {variables, variablesWithoutPage} from '@site/src/data/variables';
import {overlayData} from '@site/src/data/overlays/validate';
import {gatewayData} from '@site/src/data/websockets/validate';

const siteDir = path.resolve(__dirname, '../../..');
const scratch = mkdtempSync(path.join(tmpdir(), 'data-validation-'));
afterAll(() => rmSync(scratch, {recursive: true, force: true}));

describe('the real data', () => {
  const load = dataLoader(siteDir);
  it('passes every check', () => {
    expect(dataProblems(siteDir, load)).toEqual([]);
  });

  it('has a declaring file for every entry and table, so no message falls back to a folder', () => {
    const fileOf = declaringFiles(siteDir, load);
    const keys: [string, string[]][] = [
      ['commands', commands.map((entry) => entry.name)],
      ['variables', [...variables, ...variablesWithoutPage].map((entry) => entry.name)],
      ['modules', [...chatModules.map((entry) => entry.slug), ...modulesWithoutPage.map((entry) => entry.name)]],
      ['filters', [...spamFilters.map((entry) => entry.slug), ...newerFilters.map((entry) => entry.id)]],
      ['topics', [...topics, ...topicsWithoutPage].map((entry) => entry.name)],
      ['overlays', Object.keys(overlayData)],
      ['websockets', Object.keys(gatewayData)],
    ];
    const missing = keys.flatMap(([collection, names]) => names.filter((name) => !fileOf(collection, name).endsWith('.ts')).map((name) => `${collection}: ${name}`));
    expect(missing).toEqual([]);
  });
});

describe('declaringFiles', () => {
  it('finds an entry in a category file and in a module of its own, by name, slug or export', () => {
    const dir = path.join(scratch, 'lookup');
    mkdirSync(path.join(dir, 'src/data/things/entries'), {recursive: true});
    writeFileSync(path.join(dir, 'src/data/things/games.ts'), `export const gameThings = [{name: 'dice'}, {slug: 'cards'}];\n`);
    writeFileSync(path.join(dir, 'src/data/things/entries/wave.ts'), `export const wave = {name: 'wave'};\n`);
    writeFileSync(path.join(dir, 'src/data/things/index.ts'), `export {wave} from './entries/wave';\nexport const all = [{name: 'dice'}];\n`);
    const fileOf = declaringFiles(dir, dataLoader(dir));
    expect(['dice', 'cards', 'gameThings', 'wave', 'ghost'].map((key) => fileOf('things', key))).toEqual([
      'src/data/things/games.ts',
      'src/data/things/games.ts',
      'src/data/things/games.ts',
      'src/data/things/entries/wave.ts',
      'src/data/things',
    ]);
  });
});

describe('plugins/data-validation', () => {
  it('fails loadContent with one error listing every problem, grouped by data file', async () => {
    const copy = path.join(scratch, 'site');
    for (const part of ['src/data', 'src/preview', 'src/site.ts', 'spec/routes.txt', 'docs']) cpSync(path.join(siteDir, part), path.join(copy, part), {recursive: true});
    symlinkSync(path.join(siteDir, 'node_modules'), path.join(copy, 'node_modules'));
    const fileOf = declaringFiles(copy, dataLoader(copy));
    const edit = (file: string, from: string, to: string) => {
      const text = readFileSync(path.join(copy, file), 'utf8');
      expect(text).toContain(from);
      writeFileSync(path.join(copy, file), text.replace(from, to));
    };
    // A variable whose own module writes its related variables out.
    const variablesFile = variables.map((doc) => fileOf('variables', doc.name)).find((file) => readFileSync(path.join(copy, file), 'utf8').includes('relatedVariables: ['))!;
    const listenersFile = fileOf('overlays', 'listeners');
    const listener = overlayData.listeners[0]!.name;
    edit(variablesFile, 'relatedVariables: [', "relatedVariables: ['nosuchvariable', ");
    edit(listenersFile, `name: '${listener}'`, `name: 'Not A Listener'`);

    const plugin = dataValidationPlugin({siteDir: copy} as LoadContext);
    const error = await Promise.resolve(plugin.loadContent!()).then(() => undefined, (e: unknown) => e as Error);
    expect(error).toBeInstanceOf(Error);
    const lines = error!.message.split('\n');
    expect(lines[0], error!.message).toMatch(/^Invalid data \(\d+ problems in 3 files\):$/);
    const group = (file: string) => lines.slice(lines.indexOf(file) + 1).filter((_, i, rest) => rest.slice(0, i + 1).every((line) => line.startsWith('  ')));
    // One edit can reach several entries where a file builds them from a shared list.
    const variableLines = group(variablesFile);
    expect(variableLines.length).toBeGreaterThan(0);
    for (const line of variableLines) expect(line).toMatch(/^ {2}\/chatbot\/variables\/\w+ relatedVariables\[0\]: \/chatbot\/variables\/nosuchvariable is not a route$/);
    expect(group(listenersFile)).toEqual([`  listeners "Not A Listener" name: must be a listener name such as tip-latest or bot:counter`]);
    expect(group(fileOf('overlays', 'samplePayloads'))).toEqual(
      overlayData.samplePayloads
        .filter((sample) => sample.listener === listener)
        .map((sample) => `  samplePayloads "${sample.variant ? `${listener} (${sample.variant})` : listener}" listener: must be the name of a listener in src/data/overlays/widgetEvents.ts`),
    );
  });
});
