import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The stylesheet's text without comments and runs of white space (it is in every page's HTML). */
export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();
}

/** The stylesheet file, beside this plugin. */
export const NO_SCRIPT_CSS = 'plugins/no-script/no-script.css';

export const noScriptCss = (siteDir: string): string => compactCss(readFileSync(path.join(siteDir, NO_SCRIPT_CSS), 'utf8'));

/**
 * Every page without JavaScript (docs-dev/reading.md): a <noscript> stylesheet in the head hides
 * the controls that need the app (`data-needs-js`, and the theme's own by class), shows every tab
 * panel under its label, and gives the phone the navbar's section links in place of its menu.
 * Nothing of it reaches a page with scripts on, nor any first load.
 */
export default function noScriptPlugin(context: LoadContext): Plugin {
  const css = noScriptCss(context.siteDir);
  return {
    name: 'no-script',
    injectHtmlTags() {
      return {headTags: [{tagName: 'noscript', innerHTML: `<style>${css}</style>`}]};
    },
  };
}
