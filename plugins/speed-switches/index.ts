import type {Plugin} from '@docusaurus/types';
import {mechanismOn, type SpeedMechanism} from '../../config/speedMechanisms';

/** Theme overrides that exist for speed alone, by mechanism: switched off, the theme's own component is used. */
const speedOverrides: Partial<Record<SpeedMechanism, readonly string[]>> = {
  'navbar-item-types': ['NavbarItem/ComponentTypes'],
  'mdx-trim': ['MDXComponents'],
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/**
 * Switches off, for `npm run bench:mechanisms` only (config/speedMechanisms.ts), the speed
 * mechanisms that live in src: a theme override made for speed gives way to the theme's own
 * component, in the browser and the server build alike. With nothing in SPEED_OFF it adds nothing
 * to the build.
 */
export default function speedSwitchesPlugin(): Plugin {
  return {
    name: 'speed-switches',
    configureWebpack(_config, _isServer, {currentBundler}) {
      const {NormalModuleReplacementPlugin} = currentBundler.instance;
      const plugins = Object.entries(speedOverrides)
        .filter(([mechanism]) => !mechanismOn(mechanism as SpeedMechanism))
        .flatMap(([, overrides]) => overrides!)
        .map((name) => new NormalModuleReplacementPlugin(new RegExp(`^@theme/${escape(name)}$`), `@theme-original/${name}`));
      return plugins.length > 0 ? {plugins} : {};
    },
  };
}
