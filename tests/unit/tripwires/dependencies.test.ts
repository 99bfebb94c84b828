import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {filesUnder} from '../../support/files';
import {repoRoot} from '../../support/routes';
import {deliberatePins} from './pinnedDependencies';

const json = (file: string) => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as Record<string, Record<string, string> | string | undefined>;

/** Whether `version` satisfies a range made of `^x.y.z` parts joined by `||`, the form Docusaurus writes; other forms are an error. */
export function satisfiesCaretRange(version: string, range: string): boolean {
  const parse = (text: string) => {
    const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(text.trim());
    if (!match) throw new Error(`not a plain version: ${text}`);
    return match.slice(1).map(Number) as [number, number, number];
  };
  const [major, minor, patch] = parse(version);
  return range.split('||').some((part) => {
    const caret = /^\s*\^(.+)$/.exec(part);
    if (!caret) throw new Error(`the range "${range}" has a part this tripwire does not read ("${part.trim()}"): record the decision by hand`);
    const [M, m, p] = parse(caret[1]!);
    if (major !== M) return false;
    const below = minor < m || (minor === m && patch < p);
    return M === 0 ? minor === m && patch >= p : !below;
  });
}

describe('tripwire: versions forced against what Docusaurus asks for (tests/unit/tripwires/pinnedDependencies.ts)', () => {
  const pkg = json('package.json');
  const overrides = (pkg.overrides ?? {}) as Record<string, string>;

  it('reads the ranges the way npm does', () => {
    expect(satisfiesCaretRange('3.9.0', '^3.9.0 || ^4.3.2')).toBe(true);
    expect(satisfiesCaretRange('3.9.0', '^4.3.2')).toBe(false);
    expect(satisfiesCaretRange('4.3.1', '^3.9.0 || ^4.3.2')).toBe(false);
    expect(() => satisfiesCaretRange('3.9.0', '>=3 <5')).toThrow(/does not read/);
  });

  for (const pin of deliberatePins) {
    it(`${pin.name}: pinned to ${pin.pinned}, a written decision against ${pin.askedBy}'s range`, () => {
      expect(overrides[pin.name], `package.json overrides["${pin.name}"] changed: update pinnedDependencies.ts with the new decision`).toBe(pin.pinned);
      const installed = json(`node_modules/${pin.name}/package.json`).version;
      expect(installed, `${pin.name} installed`).toBe(pin.pinned);
      const asked = (json(`node_modules/${pin.askedBy}/package.json`).dependencies as Record<string, string>)[pin.name];
      expect(asked, `${pin.askedBy} now asks for ${pin.name} "${asked}": ${pin.whenRangeMoves}`).toBe(pin.askedRange);
      expect(satisfiesCaretRange(pin.pinned, pin.askedRange), `withinRange is recorded as ${pin.withinRange}`).toBe(pin.withinRange);
    });
  }

  it('names every override of a package some Docusaurus package depends on', () => {
    const docusaurusPackages = ['@docusaurus/core', '@docusaurus/preset-classic', '@docusaurus/theme-classic', '@docusaurus/theme-common', '@docusaurus/theme-search-algolia', '@docusaurus/plugin-pwa'];
    const askedByDocusaurus = new Set(docusaurusPackages.flatMap((name) => Object.keys((json(`node_modules/${name}/package.json`).dependencies ?? {}) as Record<string, string>)));
    const undocumented = Object.keys(overrides).filter((name) => askedByDocusaurus.has(name) && !deliberatePins.some((pin) => pin.name === name));
    expect(undocumented, 'overrides of packages Docusaurus depends on, with no entry in pinnedDependencies.ts').toEqual([]);
  });
});

describe('tripwire: tests and code that import `@site/…` resolve it through this project’s own tsconfig', () => {
  it('declares `paths` for @site/* in tsconfig.json itself, not only through @docusaurus/tsconfig (which Docusaurus 4 drops)', () => {
    const importers = ['tests', 'src', 'config', 'plugins']
      .flatMap(filesUnder)
      .filter((file) => /\.(tsx?|mjs)$/.test(file) && /from '@site\//.test(readFileSync(path.join(repoRoot, file), 'utf8')));
    expect(importers.length, 'files importing @site/…').toBeGreaterThan(0);
    expect(existsSync(path.join(repoRoot, 'tsconfig.json'))).toBe(true);
    const own = JSON.parse(readFileSync(path.join(repoRoot, 'tsconfig.json'), 'utf8')) as {compilerOptions?: {paths?: Record<string, string[]>}};
    expect(own.compilerOptions?.paths?.['@site/*'], `tsconfig.json compilerOptions.paths["@site/*"] (Playwright and Vitest resolve @site/… in ${importers.length} files through it)`).toEqual(['./*']);
  });
});
