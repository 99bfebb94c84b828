import {readFileSync} from 'node:fs';
import path from 'node:path';
import {ESLint} from 'eslint';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../../..');
const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

/** The layer errors ESLint reports for a fixture linted as if it were the file `as`, as `line: message`. */
async function layerErrors(eslint: ESLint, name: string, as: string): Promise<string[]> {
  const [result] = await eslint.lintText(fixture(name), {filePath: path.join(root, as)});
  return (result?.messages ?? []).filter((m) => /^no-restricted-(imports|syntax)$/.test(m.ruleId ?? '')).map((m) => `${m.line}: ${m.message}`);
}

// Linted while the file loads (ESLint's start-up is not a test's time), with the repository's own config.
const eslint = new ESLint({cwd: root});
const [browser, shared, build, allowedInBrowser, allowedInBuild] = await Promise.all([
  layerErrors(eslint, 'browserImportsBuild.ts', 'src/components/Example/index.ts'),
  layerErrors(eslint, 'sharedImportsApp.ts', 'src/shared/example.ts'),
  layerErrors(eslint, 'buildImportsScript.ts', 'plugins/example/index.ts'),
  layerErrors(eslint, 'allowed.ts', 'src/components/Example/index.ts'),
  layerErrors(eslint, 'allowed.ts', 'plugins/example/index.ts'),
]);

describe('layers enforced by npm run lint (eslint.config.mjs)', () => {
  it('fails browser code that imports build code, a script or config, type-only and import() included', () => {
    expect(browser).toEqual(['2', '3', '4', '6'].map((line) => expect.stringMatching(new RegExp(`^${line}: .*src/ runs in the browser: it imports no build code`))));
  });

  it('keeps the shared folder to itself: no Node, no React, nothing of src/ outside it', () => {
    expect(shared).toEqual([
      expect.stringMatching(/^2: .*src\/shared\/ runs in the browser too: no Node built-in modules/),
      expect.stringMatching(/^3: .*src\/shared\/ runs at build time too: no React or Docusaurus runtime/),
      expect.stringMatching(/^4: .*src\/shared\/ is what the browser and the build both import/),
      expect.stringMatching(/^5: .*src\/shared\/ is what the browser and the build both import/),
    ]);
  });

  it('fails build code that imports a hand-run script, a test (typeof import() too) or another plugin', () => {
    expect(build).toEqual([
      expect.stringMatching(/^2: .*Build code .* imports no hand-run script/),
      expect.stringMatching(/^3: .*A plugin imports no other plugin's code/),
      expect.stringMatching(/^5: .*Build code .* imports no hand-run script/),
    ]);
  });

  it('lets every layer import the shared folder', () => {
    expect(allowedInBrowser).toEqual([]);
    expect(allowedInBuild).toEqual([]);
  });
});
