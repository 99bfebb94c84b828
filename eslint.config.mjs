import {builtinModules} from 'node:module';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const SOURCES = '**/*.{ts,tsx,mjs,cjs,js}';

/** Rules of the house that hold everywhere (a layer's block below repeats them with its own). */
const houseSyntax = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Build markup with React elements; injected HTML is how XSS gets in.',
  },
];

/**
 * Layers (CONTRIBUTING.md, "Where code goes"): an import specifier that reaches one of the repository's
 * top folders, relative (`../../plugins/x`) or through Docusaurus' `@site/` alias.
 */
const reaching = (folders) => `^(?:(?:\\.\\./)+|\\./|@site/)(?:${folders.join('|')})(?:/|$)`;

const browser = {
  regex: reaching(['plugins', 'scripts', 'config', 'tests', 'docusaurus\\.config', 'sidebars']),
  message: 'src/ runs in the browser: it imports no build code (plugins/, config/, docusaurus.config), no hand-run script (scripts/) and no test. Put what the browser and the build both need in src/shared/.',
};
const shared = [
  {
    regex: '^(?:\\.\\./|@site/(?!src/shared/))',
    message: 'src/shared/ is what the browser and the build both import: it imports only src/shared/ (and packages), so it runs in both.',
  },
  {
    regex: `^(?:node:|(?:${builtinModules.filter((name) => !name.startsWith('_')).join('|')})(?:/|$))`,
    message: 'src/shared/ runs in the browser too: no Node built-in modules.',
  },
  {
    regex: '^(?:react(?:-dom)?|@docusaurus/|@theme/|@theme-original/|@generated/)',
    message: 'src/shared/ runs at build time too: no React or Docusaurus runtime modules.',
  },
];
const build = {
  regex: reaching(['scripts', 'tests']),
  message: 'Build code (plugins/, config/, docusaurus.config.ts) imports no hand-run script (scripts/) and no test. Put what both need in plugins/shared/ (build only) or src/shared/ (browser too).',
};
const byHand = {regex: reaching(['tests']), message: 'scripts/ imports no test; tests import scripts.'};
/** From a file `depth` folders below plugins/<name>/: an import of another plugin's folder (plugins/shared aside). */
const otherPlugin = (depth) => ({
  regex: `^${'\\.\\./'.repeat(depth + 1)}(?!shared(?:/|$)|\\.\\./)[\\w-]+(?:/|$)`,
  message: 'A plugin imports no other plugin\'s code: what two plugins share lives in plugins/shared/. Only plugins/post-build composes the post-build steps from the feature folders.',
});

/** Static imports and re-exports, type-only ones included: a type that both sides use lives in the shared folder too. */
const importRule = (patterns) => ['error', {patterns: patterns.map(({regex, message}) => ({regex, message}))}];
/** The same for `import()`, `require()` and `typeof import()`, which the import rule does not see. */
const syntaxRule = (patterns) => {
  const esquery = (regex) => regex.replace(/\//g, '\\/');
  return [
    'error',
    ...houseSyntax,
    ...patterns.flatMap(({regex, message}) => [
      {selector: `ImportExpression[source.value=/${esquery(regex)}/]`, message},
      {selector: `CallExpression[callee.name='require'][arguments.0.value=/${esquery(regex)}/]`, message},
      {selector: `TSImportType[argument.literal.value=/${esquery(regex)}/]`, message},
    ]),
  ];
};
const layer = (files, patterns, ignores = []) => ({
  files,
  ignores,
  rules: {'no-restricted-imports': importRule(patterns), 'no-restricted-syntax': syntaxRule(patterns)},
});

/** Plugins whose job is to read another plugin's code: the post-build pipeline, and the remark plugins of the reference API. */
const composers = ['plugins/post-build/**', 'plugins/remark-api-*/**'];

export default tseslint.config(
  {ignores: ['build/', '.bench/', '.docusaurus/', 'node_modules/', '.tmp/', 'test-results/', 'playwright-report/', 'coverage/', 'tests/unit/lint/fixtures/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mts,mjs,js}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      'no-restricted-syntax': ['error', ...houseSyntax],
    },
  },
  {files: ['babel.config.js'], rules: {'@typescript-eslint/no-require-imports': 'off'}},
  // Layers: what runs in the browser, at build, by hand, and what the browser and the build share.
  layer([`src/${SOURCES}`], [browser]),
  layer([`src/shared/${SOURCES}`], [browser, ...shared]),
  layer([`plugins/${SOURCES}`, `config/${SOURCES}`, 'docusaurus.config.ts', 'sidebars.ts'], [build]),
  layer([`plugins/*/${SOURCES.slice(3)}`], [build, otherPlugin(0)], composers),
  layer([`plugins/*/*/${SOURCES.slice(3)}`], [build, otherPlugin(1)], composers),
  layer([`plugins/*/*/*/${SOURCES.slice(3)}`], [build, otherPlugin(2)], composers),
  layer([`scripts/${SOURCES}`], [byHand]),
);
