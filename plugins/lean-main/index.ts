import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * A lighter `main.*.js`, the script every page evaluates first, through the plugin API only:
 * - the generated route registry and site config lose what only the server build reads (the
 *   module path of each registry entry, the page template): serverOnlyData.cjs;
 * - @docusaurus/utils-common gets only the tslib helper it calls instead of all of tslib.
 * The server build is left as it is.
 */
export default function leanMainPlugin(context: LoadContext): Plugin {
  const generated = (file: string) => path.join(context.generatedFilesDir, file);
  return {
    name: 'lean-main',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {test: [generated('registry.js'), generated('docusaurus.config.mjs')], use: [require.resolve('./serverOnlyData.cjs')]},
            {
              test: /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/][^\\/]+\.js$/,
              resolve: {alias: {tslib$: require.resolve('./tslibImportDefault.mjs')}},
            },
          ],
        },
      };
    },
  };
}
