import type {Plugin} from '@docusaurus/types';

/**
 * The browser bundle renders with Preact (through `preact/compat`, its React-compatible layer)
 * instead of React DOM: about 10 kB of gzip instead of 44, and a much shorter hydration task on a
 * slow phone. Pages are still rendered to HTML by React at build time, so the HTML readers get is
 * React's; Preact hydrates it. Only the client bundle's module resolution changes (plugin API), so
 * Docusaurus, its theme and every React library stay as they are and upgradable.
 */
export default function preactClientPlugin(): Plugin {
  return {
    name: 'preact-client',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      // Docusaurus aliases `react` and `react-dom` to their folders (prefix aliases, which win over
      // added keys), so the same keys are pointed at Preact: `react/jsx-runtime` then resolves to
      // `preact/compat/jsx-runtime`, `react-dom/client` to `preact/compat/client`.
      const alias = (config.resolve ??= {}).alias as Record<string, string>;
      alias.react = 'preact/compat';
      alias['react-dom'] = 'preact/compat';
      // The bundler's persistent cache does not notice alias changes: this file is part of its key.
      const cache = config.cache;
      if (cache && typeof cache === 'object' && cache.type === 'filesystem') {
        cache.buildDependencies = {...cache.buildDependencies, preactClient: [__filename]};
      }
      return {};
    },
  };
}
