import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import config from '../../docusaurus.config';
import {cardColours} from '../../plugins/social-cards/render';
import {browserThemeColour, themeColours, themeStylesheet, themeVariables} from '../../src/shared/themeValues';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const declared = (css: string) => [...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1] ?? '');

describe('theme values written once (src/shared/themeValues.ts)', () => {
  it('become the stylesheet\'s variables, every one with its value', () => {
    const css = themeStylesheet();
    for (const [selector, variables] of Object.entries(themeVariables)) {
      const block = css.slice(css.indexOf(`${selector} {`));
      for (const [name, value] of Object.entries(variables)) expect(block, `${selector} ${name}`).toContain(`  ${name}: ${value};\n`);
    }
  });

  it('are not written again in src/css/custom.css: no generated variable, no colour of the palette', () => {
    const css = read('src/css/custom.css');
    const generated = new Set(Object.values(themeVariables).flatMap((variables) => Object.keys(variables)));
    expect(declared(css).filter((name) => generated.has(name))).toEqual([]);
    const colours = new Set(Object.values(themeColours).flatMap((mode) => Object.values(mode) as string[]));
    expect((css.match(/#[0-9a-f]{3,8}\b/gi) ?? []).filter((hex) => colours.has(hex.toLowerCase()))).toEqual([]);
  });

  it('are what the config, the social cards and the manifest read', () => {
    expect(config.themeConfig?.metadata).toContainEqual({name: 'theme-color', content: browserThemeColour});
    expect(browserThemeColour).toBe(themeColours.dark.background);
    expect(cardColours).toMatchObject({background: themeColours.dark.background, accent: themeColours.dark.primary});
  });

  it('match the logos, which static/img keeps as files: light primary, and dark primary on the dark background', () => {
    expect(read('static/img/logo.svg')).toContain(`rx="14" fill="${themeColours.light.primary}"`);
    expect(read('static/img/favicon.svg')).toContain(`rx="14" fill="${themeColours.light.primary}"`);
    const dark = read('static/img/logo-dark.svg');
    expect(dark).toContain(`rx="14" fill="${themeColours.dark.primary}"`);
    expect(dark).toContain(`fill="${themeColours.dark.background}"`);
  });
});
