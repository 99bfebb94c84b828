import type {Plugin} from '@docusaurus/types';

/**
 * The classic theme registers Prism's extra languages from a client module, which puts all of Prism
 * in the bundle every page loads (docs-dev/performance.md, "Prism on demand"). This swaps that module for an empty one;
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
