import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {filesUnder} from '../../support/files';
import {repoRoot} from '../../support/routes';

/**
 * Tripwire: every name the site imports from a Docusaurus package's module (public or `/internal`)
 * is still exported there. Internal modules move and rename between versions; a missing export
 * would otherwise surface only as an undefined hook at run time.
 */
const packages = /^@docusaurus\/(theme-common|plugin-content-docs|theme-search-algolia|utils-common)(\/[a-z-]+)?$/;

/** The file a package subpath resolves to, through the package's `exports` map. */
function resolveModule(specifier: string): string {
  const [scope, name, ...rest] = specifier.split('/');
  const pkgDir = path.join(repoRoot, 'node_modules', `${scope}/${name}`);
  const pkg = JSON.parse(readFileSync(path.join(pkgDir, 'package.json'), 'utf8')) as {main?: string; exports?: Record<string, string | Record<string, string>>};
  const key = rest.length ? `./${rest.join('/')}` : '.';
  const target = pkg.exports?.[key] ?? (key === '.' ? pkg.main : undefined);
  const file = typeof target === 'string' ? target : (target?.default ?? target?.import ?? target?.require);
  if (!file) throw new Error(`${specifier}: the package no longer exports "${key}"`);
  return path.join(pkgDir, file);
}

/** Names a module exports, following `export * from` re-exports. */
function exportedNames(file: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(file)) return names;
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/export \{([^}]*)\}/g)) {
    for (const part of m[1]!.replace(/\/\/.*$/gm, '').split(',')) {
      const name = part.trim().split(/\s+as\s+/).at(-1)?.trim();
      if (name) names.add(name);
    }
  }
  for (const m of text.matchAll(/export (?:default )?(?:async )?(?:function\*?|const|let|class) (\w+)/g)) names.add(m[1]!);
  // CommonJS builds (utils-common): `exports.name = …` and `Object.defineProperty(exports, "name", …)`.
  for (const m of text.matchAll(/\bexports\.(\w+) =|defineProperty\(exports, "(\w+)"/g)) names.add((m[1] ?? m[2])!);
  for (const m of text.matchAll(/export \* from '([^']+)'/g)) {
    const target = path.resolve(path.dirname(file), m[1]!);
    for (const candidate of [target, `${target}.js`, path.join(target, 'index.js')]) {
      if (existsSync(candidate) && candidate.endsWith('.js')) exportedNames(candidate, seen).forEach((name) => names.add(name));
    }
  }
  return names;
}

describe('tripwire: names imported from Docusaurus packages', () => {
  const sources = ['src', 'plugins', 'config'].flatMap(filesUnder).filter((file) => /\.(tsx?|mjs|cjs|js)$/.test(file));
  const imports = sources.flatMap((file) =>
    [...readFileSync(path.join(repoRoot, file), 'utf8').matchAll(/import \{([^}]+)\} from '(@docusaurus\/[^']+)'/g)]
      .filter((m) => packages.test(m[2]!))
      .flatMap((m) =>
        m[1]!
          .split(',')
          .map((part) => part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!.trim())
          .filter((name) => name && !/^[A-Z]\w*Props$/.test(name))
          .map((name) => ({file, module: m[2]!, name})),
      ),
  );

  it('finds each one exported by the module it comes from', () => {
    expect(imports.length).toBeGreaterThan(10);
    const missing = imports.filter(({module, name}) => !exportedNames(resolveModule(module)).has(name));
    expect(missing.map(({file, module, name}) => `${file}: ${name} from ${module}`), 'exports that moved or were renamed upstream').toEqual([]);
  });
});
