import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
// CommonJS on purpose (the bundler requires loaders by path): see plugins/lean-main/serverOnlyData.cjs.
import serverOnlyData from '../../plugins/lean-main/serverOnlyData.cjs';

const {withoutModulePaths, withoutPageTemplate} = serverOnlyData as unknown as {
  withoutModulePaths: (source: string) => string;
  withoutPageTemplate: (source: string) => string;
};

describe('lean-main: what only the server reads stays out of the browser bundle', () => {
  it('drops each registry entry’s module path and keeps its loader and module id', () => {
    const entry = `  "03577728": [() => import(/* webpackChunkName: "03577728" */ "@site/docs/tip.mdx"), "@site/docs/tip.mdx", require.resolveWeak("@site/docs/tip.mdx")],`;
    expect(withoutModulePaths(entry)).toBe(
      `  "03577728": [() => import(/* webpackChunkName: "03577728" */ "@site/docs/tip.mdx"), "", require.resolveWeak("@site/docs/tip.mdx")],`,
    );
  });

  it('drops the page template from the serialized site config, escapes and all, and nothing else', () => {
    const config = 'export default {\n  "title": "Docs",\n  "ssrTemplate": "\\n<html lang=\\"en\\">\\n",\n  "baseUrl": "/"\n};\n';
    expect(withoutPageTemplate(config)).toBe('export default {\n  "title": "Docs",\n  "baseUrl": "/"\n};\n');
    expect(withoutPageTemplate('export default {"title": "Docs"};')).toBe('export default {"title": "Docs"};');
  });

  it('gives @docusaurus/utils-common every tslib helper it calls', () => {
    const dir = path.join('node_modules', '@docusaurus', 'utils-common', 'lib');
    const called = new Set(
      readdirSync(dir)
        .filter((file) => file.endsWith('.js'))
        .flatMap((file) => [...readFileSync(path.join(dir, file), 'utf8').matchAll(/tslib_1\.(__\w+)/g)].map((m) => m[1])),
    );
    const shim = readFileSync(path.join('plugins', 'lean-main', 'tslibImportDefault.mjs'), 'utf8');
    const exported = new Set([...shim.matchAll(/export \{([^}]*)\} from 'tslib'/g)].flatMap((m) => (m[1] ?? '').split(',').map((name) => name.trim())));
    expect(called.size).toBeGreaterThan(0);
    expect([...called].filter((helper) => !exported.has(helper as string))).toEqual([]);
  });
});
