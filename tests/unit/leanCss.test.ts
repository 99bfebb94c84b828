import {describe, expect, it} from 'vitest';
import postcss from 'postcss';
// CommonJS on purpose (postcss-loader requires plugins by path): see plugins/lean-css/purge.cjs.
import leanCssPurge from '../../plugins/lean-css/purge.cjs';

const {requiredClasses, isUsed, dynamicPrefixes} = leanCssPurge as unknown as {
  requiredClasses: (selector: string) => string[];
  isUsed: (className: string, tokens: Set<string>, prefixes: string[]) => boolean;
  dynamicPrefixes: (tokens: Set<string>) => string[];
};

describe('lean-css purge', () => {
  it('needs the classes outside functional pseudo-classes only', () => {
    expect(requiredClasses('.menu__link:not(.menu__link--sublist):hover')).toEqual(['menu__link']);
    expect(requiredClasses("[data-theme='dark'] .navbar--dark .navbar__link")).toEqual(['navbar--dark', 'navbar__link']);
    expect(requiredClasses(':root')).toEqual([]);
  });

  it('keeps class names built at run time from a named prefix', () => {
    const tokens = new Set(['alert--', 'success', 'menu__link']);
    const prefixes = dynamicPrefixes(tokens);
    expect(prefixes).toEqual(['alert--']);
    expect(isUsed('alert--success', tokens, prefixes)).toBe(true);
    expect(isUsed('alert--danger', tokens, prefixes)).toBe(false);
    expect(isUsed('menu__link', tokens, prefixes)).toBe(true);
  });

  it('drops unused rules of matching files only, and keeps element and attribute rules', async () => {
    const css = ':root{--x:1}a{color:red}.pills{x:1}.menu__link,.pills__item{y:2}@media (min-width:1px){.pills{z:3}}[data-theme=dark] .menu__link{c:1}';
    const plugin = leanCssPurge({siteDir: 'tests/unit/stubs/lean-css-site', files: 'infima'});
    const purged = await postcss([plugin]).process(css, {from: '/x/node_modules/infima/dist/default.css'});
    expect(purged.css).toBe(':root{--x:1}a{color:red}.menu__link{y:2}[data-theme=dark] .menu__link{c:1}');
    const untouched = await postcss([plugin]).process(css, {from: '/x/src/css/custom.css'});
    expect(untouched.css).toBe(css);
  });

  it('drops the matching files’ custom properties that no stylesheet reads with var() and no code names', async () => {
    const css = ':root{--x:1;--from-code:2;--unread:3;--base:4;--read-by-unread:var(--base);--own:5}.menu__link{--also-unread:4;margin:var(--own)}.pills{color:var(--unread)}';
    const plugin = leanCssPurge({siteDir: 'tests/unit/stubs/lean-css-site', files: 'infima'});
    const purged = await postcss([plugin]).process(css, {from: '/x/node_modules/infima/dist/default.css'});
    // --unread was read only by a rule that goes (.pills), --base only by a property that goes.
    expect(purged.css).toBe(':root{--x:1;--from-code:2;--own:5}.menu__link{margin:var(--own)}');
    const untouched = await postcss([plugin]).process(css, {from: '/x/src/css/custom.css'});
    expect(untouched.css).toBe(css);
  });
});
