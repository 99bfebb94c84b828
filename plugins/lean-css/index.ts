import type {Plugin} from '@docusaurus/types';

/** Infima, the classic theme's CSS framework: most of its components are not used by this site. */
const INFIMA = String.raw`node_modules[\\/]infima[\\/]dist[\\/]`;
/**
 * Every stylesheet but DocSearch's full one (button + modal), which loads with the search dialog,
 * on intent. The bundler matches this against each CSS module's path.
 */
const ALL_BUT_DOCSEARCH_FULL_STYLESHEET = /^(?!.*node_modules[\\/]@docsearch[\\/]css[\\/]dist[\\/]style\.css$)/;

/**
 * Lighter first-load CSS, through the plugin API only:
 * - Infima rules naming classes that no theme code, site code or content names are dropped at
 *   bundling (so the stylesheet's content hash covers the result);
 * - DocSearch's modal styles leave the one stylesheet every page loads (Docusaurus puts all CSS
 *   there) and load with the search dialog; the navbar's search button keeps its styles in the
 *   first load (src/clientModules/searchButtonStyles.ts).
 */
export default function leanCssPlugin(context: {siteDir: string}): Plugin {
  return {
    name: 'lean-css',
    configurePostCss(options) {
      // By path and JSON options: Rspack passes loader options to postcss-loader as JSON (purge.cjs).
      options.plugins.push([require.resolve('./purge.cjs'), {siteDir: context.siteDir, files: INFIMA}]);
      return options;
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              styles: {test: ALL_BUT_DOCSEARCH_FULL_STYLESHEET},
            },
          },
        },
      };
    },
  };
}
