import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {filesUnder} from '../../support/files';
import {repoRoot} from '../../support/routes';
import {themeOverrides} from './themeOverrides';
import {upstreamHashes, type UpstreamPins} from './upstream';

/** Where Docusaurus looks for the components src/theme can shadow. */
const themeLibs = [
  '@docusaurus/theme-classic/lib/theme',
  '@docusaurus/theme-search-algolia/lib/theme',
  '@docusaurus/plugin-pwa/lib/theme',
  '@docusaurus/core/lib/client/theme-fallback',
];

/** The upstream component a src/theme file shadows, if any. */
function shadowed(file: string): string | undefined {
  const name = file.replace(/^src\/theme\//, '').replace(/\.(tsx?|jsx?)$/, '');
  for (const lib of themeLibs) {
    for (const candidate of [`${name}.js`, `${name}/index.js`]) if (existsSync(path.join(repoRoot, 'node_modules', lib, candidate))) return `${lib}/${candidate}`;
  }
  return undefined;
}

describe('tripwire: theme overrides', () => {
  const overrideFiles = filesUnder('src/theme').filter((file) => /\.(tsx?|jsx?)$/.test(file) && shadowed(file));

  it('lists every file in src/theme that shadows a theme component, with why it exists and when to drop it', () => {
    expect(overrideFiles.length).toBeGreaterThan(0);
    const listed = new Set(themeOverrides.map((o) => o.override));
    expect(overrideFiles.map((file) => file.replace(/^src\/theme\//, '').replace(/\.(tsx?|jsx?)$/, '')).filter((name) => !listed.has(name))).toEqual([]);
    for (const entry of themeOverrides) {
      expect(['tsx', 'ts'].some((ext) => existsSync(path.join(repoRoot, 'src/theme', `${entry.override}.${ext}`))), `${entry.override} is listed but not in src/theme`).toBe(true);
      expect(entry.why.length, entry.override).toBeGreaterThan(20);
      expect(entry.dropWhen.length, entry.override).toBeGreaterThan(10);
    }
  });

  it('finds every upstream file an override was written against unchanged', () => {
    const pinned = JSON.parse(readFileSync(path.join(import.meta.dirname, 'upstreamHashes.json'), 'utf8')) as UpstreamPins;
    const missing = themeOverrides.flatMap((o) => o.upstream.filter((file) => !existsSync(path.join(repoRoot, 'node_modules', file))).map((file) => `${o.override}: ${file} is gone`));
    expect(missing, 'an upgrade moved a file an override depends on').toEqual([]);
    const now = upstreamHashes();
    const changed = themeOverrides.flatMap((o) =>
      o.upstream
        .filter((file) => pinned.files[file] !== now.files[file])
        .map((file) => `src/theme/${o.override} (${o.how}): ${file} changed since Docusaurus ${pinned.docusaurus} (now ${now.docusaurus}). Why the override exists: ${o.why}`),
    );
    expect(
      changed,
      'Review each override named here against its new upstream file (markup, class names, props), then run `npx tsx tests/unit/tripwires/pinUpstream.ts`.',
    ).toEqual([]);
  });
});
