import {createRequire} from 'node:module';
import path from 'node:path';
import type {PluginOptions} from '@docusaurus/plugin-client-redirects';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {inPostBuildChain} from '../shared/postBuildChain';

// The package's typings describe its options, not the plugin module itself.
const siteRequire = createRequire(path.join(process.cwd(), 'package.json'));
const clientRedirects = siteRequire('@docusaurus/plugin-client-redirects') as {
  default: (context: LoadContext, options: PluginOptions) => Plugin | null;
  validateOptions: (args: OptionValidationContext<Partial<PluginOptions>, PluginOptions>) => PluginOptions;
};

/**
 * @docusaurus/plugin-client-redirects (config/redirects.ts lists the addresses), unchanged except that
 * it writes its documents in the post-build chain, before plugins/site-files hashes every document's
 * inline scripts for the Content-Security-Policy: each redirect document has one.
 */
export default function redirectsInChain(context: LoadContext, options: PluginOptions): Plugin | null {
  const plugin = clientRedirects.default(context, options);
  return plugin && inPostBuildChain(plugin);
}

export const validateOptions = clientRedirects.validateOptions;
