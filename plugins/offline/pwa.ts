import {createRequire} from 'node:module';
import path from 'node:path';
import type {PluginOptions} from '@docusaurus/plugin-pwa';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';

// The package's typings describe its options and theme only, not the plugin module itself.
const siteRequire = createRequire(path.join(process.cwd(), 'package.json'));
const pwaModule = siteRequire('@docusaurus/plugin-pwa') as {
  default: (context: LoadContext, options: PluginOptions) => Plugin | null;
  validateOptions: (args: OptionValidationContext<Partial<PluginOptions>, PluginOptions>) => PluginOptions;
};
const pwaLib = path.dirname(siteRequire.resolve('@docusaurus/plugin-pwa'));

/**
 * The options a site writes: plugin-pwa's typings ask for Workbox's `swSrc`, which the plugin sets
 * itself ("not overrideable"), so the site's Workbox options are a partial set.
 */
export type SitePwaOptions = Omit<Partial<PluginOptions>, 'injectManifestConfig'> & {injectManifestConfig?: Partial<PluginOptions['injectManifestConfig']>};

export type ManifestTransform = NonNullable<NonNullable<PluginOptions['injectManifestConfig']['manifestTransforms']>[number]>;

/**
 * @docusaurus/plugin-pwa as the site runs it: with the site's own part of the worker (offline, an
 * unknown address gets the not-found page), set here rather than in docusaurus.config.ts, whose
 * options every page's bundle carries, and with extra manifest transforms for the caller.
 */
export function sitePwaPlugin(context: LoadContext, options: PluginOptions, transforms: ManifestTransform[] = []): Plugin | null {
  const config = options.injectManifestConfig;
  return pwaModule.default(context, {
    ...options,
    swCustom: path.join(context.siteDir, 'src/pwa/offlineWorker.js'),
    injectManifestConfig: {...config, manifestTransforms: [...(config.manifestTransforms ?? []), ...transforms]},
  });
}

/** The options as Docusaurus validates a plugin's options (defaults filled in), for the precache step. */
export function validPwaOptions(options: SitePwaOptions): PluginOptions {
  return pwaModule.validateOptions({
    options: options as Partial<PluginOptions>,
    validate: (schema, value) => {
      const {error, value: valid} = schema.validate(value);
      if (error) throw error;
      return valid as PluginOptions;
    },
  });
}

/**
 * plugin-pwa's theme (the reload popup), client module (the worker's registration) and settings.
 * Its postBuild (the service worker and its precache of every file) is the post-build pipeline's
 * last step (plugins/post-build/steps/precache.ts), after every other file is written. Its theme
 * paths are relative to its own folder, so they are made absolute here.
 */
export default function pwaThemeAndClient(context: LoadContext, options: PluginOptions): Plugin | null {
  const plugin = sitePwaPlugin(context, options);
  if (!plugin) return plugin;
  const {postBuild: _builtByThePipeline, ...parts} = plugin;
  return {
    ...parts,
    getThemePath: () => path.join(pwaLib, 'theme'),
    getTypeScriptThemePath: () => path.join(pwaLib, '..', 'src', 'theme'),
  };
}

export const validateOptions = pwaModule.validateOptions;
