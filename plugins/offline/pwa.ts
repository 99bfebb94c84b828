import {writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {PluginOptions} from '@docusaurus/plugin-pwa';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {OFFLINE_SUMMARY_FILE, type OfflineSummary} from '../../src/pwa/offlineSummary';
import {inPostBuildChain} from '../shared/postBuildChain';

// The package's typings describe its options and theme only, not the plugin module itself.
const siteRequire = createRequire(path.join(process.cwd(), 'package.json'));
const pwaModule = siteRequire('@docusaurus/plugin-pwa') as {
  default: (context: LoadContext, options: PluginOptions) => Plugin | null;
  validateOptions: (args: OptionValidationContext<Partial<PluginOptions>, PluginOptions>) => PluginOptions;
};
const pwaLib = path.dirname(siteRequire.resolve('@docusaurus/plugin-pwa'));

type Transform = NonNullable<NonNullable<PluginOptions['injectManifestConfig']['manifestTransforms']>[number]>;

/**
 * @docusaurus/plugin-pwa, unchanged except that its postBuild (service worker + precache manifest)
 * waits in the post-build chain until every other plugin has written its files, and that it then
 * writes `offline.json`: how many files and bytes "Save for offline" stores, so the page can show
 * the progress. Its `swCustom` option is set here rather than in docusaurus.config.ts, whose
 * options every page's bundle carries. Its theme paths are relative to its own folder, so they are
 * made absolute here.
 */
export default function pwaAfterEveryFile(context: LoadContext, options: PluginOptions): Plugin | null {
  let summary: OfflineSummary | undefined;
  const record: Transform = (entries) => {
    summary = {files: entries.length, bytes: entries.reduce((total, entry) => total + entry.size, 0)};
    return {manifest: entries, warnings: []};
  };
  const config = options.injectManifestConfig;
  const plugin = pwaModule.default(context, {
    ...options,
    // The site's own part of the worker: offline, an unknown address gets the not-found page.
    swCustom: path.join(context.siteDir, 'src/pwa/offlineWorker.js'),
    injectManifestConfig: {...config, manifestTransforms: [...(config.manifestTransforms ?? []), record]},
  });
  if (!plugin?.postBuild) return plugin;
  const postBuild = plugin.postBuild.bind(plugin);
  return inPostBuildChain({
    ...plugin,
    async postBuild(props: Parameters<typeof postBuild>[0]) {
      await postBuild(props);
      if (!summary) throw new Error('plugin-pwa wrote no precache manifest, so offline.json cannot say what "Save for offline" stores.');
      await writeFile(path.join(props.outDir, OFFLINE_SUMMARY_FILE), JSON.stringify(summary));
    },
    getThemePath: () => path.join(pwaLib, 'theme'),
    getTypeScriptThemePath: () => path.join(pwaLib, '..', 'src', 'theme'),
  });
}

export const validateOptions = pwaModule.validateOptions;
