import type {Plugin} from '@docusaurus/types';

/**
 * The classic theme registers Prism's extra languages from a client module, which puts all of Prism
 * (about 30 KiB gzip) in the bundle every page loads. This swaps that module for an empty one;
 * src/components/PrismHighlighting registers the languages in the chunks of pages that highlight code.
 */
export default function prismOnDemandPlugin(): Plugin {
  return {
    name: 'prism-on-demand',
    configureWebpack(_config, _isServer, {currentBundler}) {
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
            require.resolve('./noClientModule'),
          ),
        ],
      };
    },
  };
}
