import {readdirSync, readFileSync} from 'node:fs';
import {availableParallelism} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {defineConfig} from 'vitest/config';

// An ES module (.mts), as Vite's own config loader will require: no __dirname here.
const root = path.dirname(fileURLToPath(import.meta.url));
const stub = (name: string) => path.join(root, 'tests/unit/stubs', name);

/**
 * The unit tests that read `build/` (pages, twins, the search index, the precache): the build tier,
 * run after `npm run build`. Every other unit test is the fast tier, which needs no build
 * (docs-dev/testing.md). A file that starts reading the build moves here.
 */
const buildTierTests = [
  'tests/unit/api/built.test.ts',
  'tests/unit/chatbot/cheatSheet.test.ts',
  'tests/unit/chatbot/filters2026c.test.ts',
  'tests/unit/chatbot/modules2026c.test.ts',
  'tests/unit/chatbot/newPages2026c.test.ts',
  'tests/unit/chatbot/newPagesFacts2026c.test.ts',
  'tests/unit/chatbot/noSource2026b.test.ts',
  'tests/unit/chatbot/noSource2026c.test.ts',
  'tests/unit/chatbot/pages2026c.test.ts',
  'tests/unit/commands/aliasSearch.test.ts',
  'tests/unit/commands/facts2026c.test.ts',
  'tests/unit/deploy/dryRun.test.ts',
  'tests/unit/readers/builtReaders.test.ts',
  'tests/unit/readers/builtTwins.test.ts',
  'tests/unit/readers/newPagesBuilt.test.ts',
  'tests/unit/reading/builtReading.test.ts',
  'tests/unit/routeLedger.test.ts',
  'tests/unit/search/newPages.test.ts',
  'tests/unit/search/relevance.test.ts',
  'tests/unit/search/searchChunks.test.ts',
  'tests/unit/search/vocabulary.test.ts',
  'tests/unit/variables/facts2026c.test.ts',
  'tests/unit/variables/noSource2026c.test.ts',
  'tests/unit/tripwires/internals.test.ts',
];
const allUnitTests = ['tests/unit/**/*.test.{ts,tsx}', 'plugins/**/*.test.ts'];

/**
 * Fast-tier files that change what other files would import or see keep a module graph and an
 * environment of their own (project `fast-isolated`): module mocks (`vi.mock`), a fresh module
 * registry (`vi.resetModules`), stubbed globals (`vi.stubGlobal`), an environment variable set
 * while modules load (React picks its build by NODE_ENV), and a DOM (jsdom), whose
 * document and listeners would outlive the file. Every other fast file shares its worker's modules
 * with the files before it (`isolate: false`), so the data, the engine and the renderers load once
 * per worker rather than once per file, which was most of the tier's time. Found by reading the
 * files, so a file that starts mocking or needs a DOM is isolated without a list to update;
 * `npx vitest run --project 'fast*' --sequence.shuffle` shows a leak this misses.
 */
const SHARES_STATE = /@vitest-environment jsdom|\bvi\.(?:mock|doMock|resetModules|stubGlobal|stubEnv)\(|process\.env\.\w+ =[^=]/;
const sharingTests = ['tests/unit', 'plugins']
  .flatMap((dir) => readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'}).map((file) => path.posix.join(dir, file.split(path.sep).join('/'))))
  .filter((file) => /\.test\.tsx?$/.test(file) && SHARES_STATE.test(readFileSync(path.join(root, file), 'utf8')));
const isolatedFastTests = sharingTests.filter((file) => !buildTierTests.includes(file));
// The build tier shares modules too (it only reads the build): a file that mocks or stubs has no place in it.
const sharingBuildTests = sharingTests.filter((file) => buildTierTests.includes(file));
if (sharingBuildTests.length > 0) throw new Error(`vitest.config.mts: ${sharingBuildTests.join(', ')} mock, stub or need a DOM, and the build tier shares its modules between files: keep what reads the build apart from what mocks.`);

export default defineConfig({
  oxc: {jsx: {runtime: 'automatic'}},
  resolve: {
    alias: [
      // A grammar group's wrappers (src/components/PrismHighlighting/json.tsx and the others).
      {find: /^@site\/src\/components\/PrismHighlighting\/(web|json|bash|python|core)$/, replacement: stub('PrismHighlighting.tsx')},
      {find: /^@site\/(.*)$/, replacement: path.join(root, '$1')},
      {find: '@docusaurus/Link', replacement: stub('Link.tsx')},
      {find: '@docusaurus/ErrorBoundary', replacement: stub('ErrorBoundary.tsx')},
      {find: '@docusaurus/Head', replacement: stub('Head.tsx')},
      {find: '@docusaurus/router', replacement: stub('router.ts')},
      {find: '@docusaurus/useDocusaurusContext', replacement: stub('useDocusaurusContext.ts')},
      {find: '@docusaurus/useIsBrowser', replacement: stub('useIsBrowser.ts')},
      {find: '@theme/CodeBlock', replacement: stub('CodeBlock.tsx')},
      {find: '@theme/Heading', replacement: stub('Heading.tsx')},
    ],
  },
  css: {modules: {generateScopedName: '[local]'}},
  test: {
    environment: 'node',
    restoreMocks: true,
    // Run through the test's module graph, so tests/unit/prismTokens.test.tsx can load each
    // grammar group into a fresh Prism (vi.resetModules does not reach externalized packages).
    server: {deps: {inline: [/[\\/]prismjs[\\/]/]}},
    setupFiles: ['tests/unit/setup.ts'],
    // One time-out for every test and hook, far above any test's run on a busy machine: it tells a
    // hang from a slow run and nothing else, so no test passes or fails by how loaded the machine
    // is. Speed is the benchmarks' business (npm run bench*), never a test's.
    testTimeout: 600_000,
    hookTimeout: 600_000,
    // One worker per core. Vitest's own default for a run leaves a core free (one worker on the
    // project's two-core machine), and each file spends most of its time importing its modules, which
    // one worker does one file at a time: the fast tier took a third longer that way.
    maxWorkers: availableParallelism(),
    // `vitest run --project 'fast*'` (no build) or `--project build` (after `npm run build`).
    projects: [
      // The fast tier says so to the build readers (tests/support/buildTier.ts), which refuse to run in it.
      {extends: true, test: {name: 'fast', include: allUnitTests, exclude: [...buildTierTests, ...isolatedFastTests], isolate: false, env: {TEST_TIER: 'fast'}}},
      {extends: true, test: {name: 'fast-isolated', include: isolatedFastTests, exclude: buildTierTests, env: {TEST_TIER: 'fast'}}},
      {extends: true, test: {name: 'build', include: buildTierTests, isolate: false}},
    ],
  },
});
