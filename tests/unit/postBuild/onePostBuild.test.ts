import {mkdtempSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import config from '../../../docusaurus.config';

const root = path.resolve(__dirname, '../../..');
type PluginModule = {
  default: (context: LoadContext, options: unknown) => Plugin | null | Promise<Plugin | null>;
  validateOptions?: (args: {validate: (schema: {validate(value: unknown): {value: unknown; error?: Error}}, options: unknown) => unknown; options: unknown}) => unknown;
};

/** The site's own plugins as docusaurus.config.ts lists them, made the way Docusaurus makes them for a build. */
async function sitePlugins(): Promise<Plugin[]> {
  const context = {siteDir: root, siteConfig: config, baseUrl: config.baseUrl, outDir: path.join(root, 'build'), generatedFilesDir: mkdtempSync(path.join(tmpdir(), 'post-build-')), i18n: {currentLocale: 'en'}} as unknown as LoadContext;
  const plugins: Plugin[] = [];
  for (const entry of config.plugins as PluginConfig[]) {
    const [name, options] = Array.isArray(entry) ? entry : [entry, {}];
    if (typeof name !== 'string' || !name.startsWith('./plugins/')) continue;
    const module = (await import(path.join(root, name))) as PluginModule;
    const validate = (schema: {validate(value: unknown): {value: unknown; error?: Error}}, value: unknown) => schema.validate(value).value;
    const plugin = await module.default(context, module.validateOptions ? module.validateOptions({validate, options}) : options);
    if (plugin) plugins.push(plugin);
  }
  return plugins;
}

// Made while the file loads (module imports are not a test's time): plugin-pwa, like every plugin
// here, is made as for a production build.
const testEnv = process.env.NODE_ENV;
process.env.NODE_ENV = 'production';
const plugins = await sitePlugins().finally(() => {
  process.env.NODE_ENV = testEnv;
});

describe('one post-build pipeline (plugins/post-build)', () => {
  it('is the only postBuild among the site plugins, so nothing runs beside it on the built pages', () => {
    expect(plugins.map((p) => p.name)).toEqual(expect.arrayContaining(['post-build', 'openapi', 'offline', 'docusaurus-plugin-pwa']));
    expect(plugins.filter((p) => p.postBuild).map((p) => p.name)).toEqual(['post-build']);
  });
});
