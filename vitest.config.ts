import path from 'node:path';
import {defineConfig} from 'vitest/config';

const root = __dirname;
const stub = (name: string) => path.join(root, 'tests/unit/stubs', name);

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
    include: ['tests/unit/**/*.test.{ts,tsx}', 'plugins/**/*.test.ts'],
    environment: 'node',
    restoreMocks: true,
    // Run through the test's module graph, so tests/unit/prismTokens.test.tsx can load each
    // grammar group into a fresh Prism (vi.resetModules does not reach externalized packages).
    server: {deps: {inline: [/[\\/]prismjs[\\/]/]}},
    setupFiles: ['tests/unit/setup.ts'],
  },
});
