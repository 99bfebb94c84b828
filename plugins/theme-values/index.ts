import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {themeStylesheet} from '../../src/shared/themeValues';

/**
 * The theme's colours and fonts as CSS variables: a stylesheet generated from src/shared/themeValues.ts
 * and loaded on every page (a client module, bundled into the one stylesheet with src/css/custom.css),
 * so the CSS, docusaurus.config.ts, the manifest and the social cards read the same values.
 */
export default function themeValuesPlugin(context: LoadContext): Plugin {
  const file = path.join(context.generatedFilesDir, 'theme-values', 'variables.css');
  const write = () => {
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, themeStylesheet());
  };
  write();
  return {
    name: 'theme-values',
    getPathsToWatch: () => [path.join(context.siteDir, 'src/shared/themeValues.ts')],
    loadContent: write,
    getClientModules: () => [file],
  };
}
