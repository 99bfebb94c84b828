import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {toolDescriptorSchema} from '@site/src/tools/descriptor';
import {toolConnectOrigins, toolFolders, tools} from '@site/src/tools/registry';
import {site} from '@site/src/site';
import {toolDescriptors} from '@site/scripts/bench/toolDescriptors.mjs';

const routes = new Set(readFileSync('spec/routes.txt', 'utf8').split('\n').map((line) => line.trim()).filter(Boolean));
const sourceText = (folder: string): string =>
  readdirSync(folder, {recursive: true})
    .map(String)
    .filter((file) => /\.(tsx?|css)$/.test(file))
    .map((file) => readFileSync(path.join(folder, file), 'utf8'))
    .join('\n');

describe('the interactive tools’ registry', () => {
  it('registers every tool.json under src/, the same ones the scripts read', () => {
    const onDisk = (toolDescriptors() as {folder: string}[]).map((tool) => tool.folder);
    expect(Object.keys(toolFolders).sort()).toEqual(onDisk);
    expect(tools.length).toBe(onDisk.length);
  });

  it('gives each tool its own id and name', () => {
    expect(new Set(tools.map((tool) => tool.id)).size).toBe(tools.length);
    expect(new Set(tools.map((tool) => tool.name)).size).toBe(tools.length);
  });

  for (const [folder, tool] of Object.entries(toolFolders)) {
    it(`${tool.id}: lives on a kept route, has its benchmark, and names text only its own code has`, () => {
      expect(routes.has(tool.page)).toBe(true);
      expect(existsSync(path.join('scripts/bench-tools', tool.bench))).toBe(true);
      expect(sourceText(folder)).toContain(tool.loadsOnIntent);
      // What a page's first load carries: its mount and its page text must not say it.
      for (const firstLoad of ['src/components', 'src/theme', 'docs']) {
        const files = readdirSync(firstLoad, {recursive: true}).map(String).filter((file) => /\.(tsx?|mdx?)$/.test(file));
        const saying = files.filter((file) => readFileSync(path.join(firstLoad, file), 'utf8').includes(tool.loadsOnIntent));
        expect(saying.map((file) => path.join(firstLoad, file))).toEqual([]);
      }
    });
  }

  it('the CSP connects to exactly the site addresses the descriptors name', () => {
    const named = [...new Set(tools.flatMap((tool) => tool.connect))];
    expect(toolConnectOrigins()).toEqual([...new Set(named.map((address) => new URL(site[address]).origin))].sort());
    expect(toolConnectOrigins().length).toBe(named.length);
  });

  it('a descriptor that breaks the schema says which field', () => {
    const broken = toolDescriptorSchema.safeParse({id: 'My Tool', name: 'tool', page: 'nowhere', loadsOnIntent: 'Only mine', connect: ['elsewhere'], bench: 'tool.mjs', colour: 'red'});
    expect(broken.success).toBe(false);
    const fields = broken.error?.issues.map((issue) => issue.path.join('.') || issue.code);
    expect(fields).toEqual(expect.arrayContaining(['id', 'page', 'connect.0', 'unrecognized_keys']));
  });
});
