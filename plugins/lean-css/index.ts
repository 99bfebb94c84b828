import type {Plugin} from '@docusaurus/types';
import {mechanismOn} from '../../config/speedMechanisms';

/** Infima, the classic theme's CSS framework: most of its components are not used by this site. */
const INFIMA = String.raw`node_modules[\\/]infima[\\/]dist[\\/]`;
/**
 * Stylesheets that only code loaded on intent imports: they stay with that code's chunk and load
 * with it, instead of joining the one stylesheet every page loads. DocSearch's full stylesheet
 * (button + modal) comes with the search dialog, the websocket console's with the console, the
 * reply preview's with the preview, the look those two share (src/css/tools.module.css) with
 * whichever opens first, the copy-page dialog's with that dialog, and the PWA's reload popup's
 * with the popup (plugin-pwa imports it when an update is waiting). Matched against each CSS
 * module's path.
 */
const ON_INTENT_STYLESHEETS = [
  String.raw`node_modules[\\/]@docsearch[\\/]css[\\/]dist[\\/]style\.css$`,
  String.raw`[\\/]src[\\/]console[\\/]ui[\\/][^\\/]+\.css$`,
  String.raw`[\\/]src[\\/]apiReference[\\/]tryIt[\\/][^\\/]+\.css$`,
  String.raw`[\\/]src[\\/]preview[\\/]ui[\\/][^\\/]+\.css$`,
  String.raw`[\\/]src[\\/]css[\\/]tools\.module\.css$`,
  String.raw`[\\/]src[\\/]components[\\/]PageActions[\\/]dialog\.module\.css$`,
  String.raw`[\\/]src[\\/]theme[\\/]PwaReloadPopup[\\/][^\\/]+\.css$`,
];
export const ALL_BUT_ON_INTENT_STYLESHEETS = new RegExp(`^(?!.*(?:${ON_INTENT_STYLESHEETS.join('|')}))`);

/**
 * Lighter first-load CSS, through the plugin API only:
 * - Infima rules naming classes that no theme code, site code or content names are dropped at
 *   bundling (so the stylesheet's content hash covers the result);
 * - DocSearch's modal styles leave the one stylesheet every page loads (Docusaurus puts all CSS
 *   there) and load with the search dialog; the navbar's search button keeps its styles in the
 *   first load (src/clientModules/searchButtonStyles.ts). The same goes for the other stylesheets
 *   of code loaded on intent (ON_INTENT_STYLESHEETS).
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
    configureWebpack(_config, isServer) {
      if (isServer || !mechanismOn('on-intent-css')) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              styles: {test: ALL_BUT_ON_INTENT_STYLESHEETS},
            },
          },
        },
      };
    },
  };
}
