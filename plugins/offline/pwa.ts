import {createRequire} from 'node:module';
import path from 'node:path';
import type {PluginOptions} from '@docusaurus/plugin-pwa';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {inPostBuildChain} from '../shared/postBuildChain';

// The package's typings describe its options and theme only, not the plugin module itself.
const siteRequire = createRequire(path.join(process.cwd(), 'package.json'));
const pwaModule = siteRequire('@docusaurus/plugin-pwa') as {
  default: (context: LoadContext, options: PluginOptions) => Plugin | null;
  validateOptions: (args: OptionValidationContext<Partial<PluginOptions>, PluginOptions>) => PluginOptions;
};
const pwaLib = path.dirname(siteRequire.resolve('@docusaurus/plugin-pwa'));

/**
 * @docusaurus/plugin-pwa, unchanged except that its postBuild (service worker + precache manifest)
 * waits in the post-build chain until every other plugin has written its files. Its theme paths are
 * relative to its own folder, so they are made absolute here.
 */
export default function pwaAfterEveryFile(context: LoadContext, options: PluginOptions): Plugin | null {
  const plugin = pwaModule.default(context, options);
  if (!plugin) return null;
  return inPostBuildChain({
    ...plugin,
    getThemePath: () => path.join(pwaLib, 'theme'),
    getTypeScriptThemePath: () => path.join(pwaLib, '..', 'src', 'theme'),
  });
}

export const validateOptions = pwaModule.validateOptions;
