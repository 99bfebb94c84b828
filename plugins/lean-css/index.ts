import type {Plugin} from '@docusaurus/types';
import {mechanismOn} from '../../config/speedMechanisms';

/** Infima, the classic theme's CSS framework: most of its components are not used by this site. */
const INFIMA = String.raw`node_modules[\\/]infima[\\/]dist[\\/]`;
/**
 * Lighter first-load CSS, through the plugin API only.
 * Infima rules naming classes that no theme code, site code or content names are dropped at
 * bundling (so the stylesheet's content hash covers the result). A PostCSS plugin through the
 * plugin API: it reaches into no Docusaurus internal.
 */
export default function leanCssPlugin(context: {siteDir: string}): Plugin {
  return {
    name: 'lean-css',
    configurePostCss(options) {
      if (!mechanismOn('infima-purge')) return options;
      // By path and JSON options: Rspack passes loader options to postcss-loader as JSON (purge.cjs).
      options.plugins.push([require.resolve('./purge.cjs'), {siteDir: context.siteDir, files: INFIMA}]);
      return options;
    },
  };
}
