import {OFFLINE_SUMMARY_FILE, type OfflineSummary} from '../../../src/pwa/offlineSummary';
import {pwaOptions} from '../../../config/pwa';
import {sitePwaPlugin, validPwaOptions, type ManifestTransform} from '../../offline/pwa';
import {writeBuildFile} from '../files';
import type {PostBuild} from '../types';

/**
 * The offline reader's service worker and its precache manifest (plugin-pwa's own postBuild), once
 * every other file is final, then `offline.json`: how many files and bytes "Save for offline"
 * stores, so the page can show the progress.
 */
export async function writePrecache({context, props, outDir}: PostBuild): Promise<void> {
  let summary: OfflineSummary | undefined;
  const record: ManifestTransform = (entries) => {
    summary = {files: entries.length, bytes: entries.reduce((total, entry) => total + entry.size, 0)};
    return {manifest: entries, warnings: []};
  };
  const plugin = sitePwaPlugin(context, validPwaOptions(pwaOptions), [record]);
  // plugin-pwa switches itself off outside production builds and with the hash router.
  if (!plugin?.postBuild) return;
  await plugin.postBuild(props);
  if (!summary) throw new Error('plugin-pwa wrote no precache manifest, so offline.json cannot say what "Save for offline" stores.');
  await writeBuildFile(outDir, OFFLINE_SUMMARY_FILE, JSON.stringify(summary));
}
