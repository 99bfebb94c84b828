/**
 * Fails the build, and the dev server, when the data under src/data is wrong: loadContent runs every
 * collection's checks (src/data/validation/collections.ts: each entry against its schema, and the
 * rules across entries) against the docs tree (spec/routes.txt, the pages in docs/, docs/tags.yml),
 * checks that each entry module is named after its entry, that each entry's page renders it
 * (./pages.ts), and that the reply preview can show every variable (src/preview/coverage.ts); it
 * throws one error listing every problem, grouped by file. See docs-dev/data.md. The reference API
 * document is checked by plugins/openapi.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import createJiti from 'jiti';
import yaml from 'js-yaml';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {DataContext, Problem} from '../../src/data/validation/problems';
import {loadEntryModules} from '../../src/data/entries/loadEntries';
import {docTitles} from '../shared/docRoutes';
import {declaringFiles} from './declaringFiles';
import {entryPageProblems, type EntriesWithPages} from './pages';

type Collections = typeof import('../../src/data/validation/collections');
type Problems = typeof import('../../src/data/validation/problems');

/** Collections kept as one module per entry (src/data/<collection>/entries/<name>.ts). */
const ENTRY_COLLECTIONS = ['commands', 'variables', 'topics'] as const;

/**
 * spec/routes.txt, the pages of docs/ (so a page a data entry adds beyond the spec counts once it
 * exists), and docs/tags.yml, as the checks compare against them.
 */
export function docsTree(siteDir: string): Pick<DataContext, 'routes' | 'tags'> {
  const tags = Object.keys(yaml.load(readFileSync(path.join(siteDir, 'docs/tags.yml'), 'utf8')) as object);
  const routes = readFileSync(path.join(siteDir, 'spec/routes.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  return {routes: new Set([...routes, ...docTitles(path.join(siteDir, 'docs')).keys(), ...tags.map((tag) => `/tags/${tag}`)]), tags: new Set(tags)};
}

/** An entry module is named after its entry: the file name is the page's address. */
function misnamedEntries(siteDir: string, load: (file: string) => unknown): Problem[] {
  return ENTRY_COLLECTIONS.flatMap((collection) =>
    loadEntryModules<{name?: unknown}>(path.join(siteDir, 'src/data', collection, 'entries'), {load, root: siteDir})
      .filter(({file, entry}) => `${String(entry.name)}.ts` !== path.basename(file))
      .map(({file, entry}) => ({file, message: `name: is ${JSON.stringify(entry.name)}; an entry's name and its file name must be the same (the file name is the page's address)`})),
  );
}

/** Variables the reply preview has neither a behaviour nor a sample for. */
function previewGaps(siteDir: string, load: (file: string) => unknown): Problem[] {
  const {previewGaps: gaps} = load(path.join(siteDir, 'src/preview/coverage.ts')) as typeof import('../../src/preview/coverage');
  return gaps().map(({file, message}) => ({file, message}));
}

/**
 * Loads the data fresh on every call (so the dev server sees edits) through jiti, the TypeScript
 * loader Docusaurus itself uses, with the `@site` alias the data files import through.
 */
export function dataLoader(siteDir: string): (file: string) => unknown {
  return createJiti(__filename, {alias: {'@site': siteDir}, requireCache: false, cache: true, interopDefault: false});
}

/** The entries that have a page, as the data modules export them. */
function entriesWithPages(siteDir: string, load: (file: string) => unknown): EntriesWithPages {
  const from = <T>(file: string) => load(path.join(siteDir, 'src/data', file)) as T;
  return {
    commands: from<typeof import('../../src/data/commands')>('commands/index.ts').commands,
    variables: from<typeof import('../../src/data/variables')>('variables/index.ts').variables,
    modules: from<typeof import('../../src/data/modules')>('modules/index.ts').chatModules,
    filters: from<typeof import('../../src/data/filters')>('filters/index.ts').spamFilters,
    topics: from<typeof import('../../src/data/topics')>('topics/index.ts').topics,
  };
}

/** Every problem in the site's data and its pages; `load` imports a module (tests pass their own). */
export function dataProblems(siteDir: string, load = dataLoader(siteDir)): Problem[] {
  const {checkAllData} = load(path.join(siteDir, 'src/data/validation/collections.ts')) as Collections;
  return [
    ...checkAllData({...docsTree(siteDir), fileOf: declaringFiles(siteDir, load)}),
    ...misnamedEntries(siteDir, load),
    ...entryPageProblems(siteDir, entriesWithPages(siteDir, load)),
    ...previewGaps(siteDir, load),
  ];
}

export function assertValidData(siteDir: string, load = dataLoader(siteDir)): void {
  const problems = dataProblems(siteDir, load);
  const {formatReport} = load(path.join(siteDir, 'src/data/validation/problems.ts')) as Problems;
  if (problems.length > 0) throw new Error(formatReport(problems));
}

export default function dataValidationPlugin(context: LoadContext): Plugin {
  return {
    name: 'data-validation',
    getPathsToWatch: () => [path.join(context.siteDir, 'src/data/**/*.ts'), path.join(context.siteDir, 'docs/**/*.mdx'), path.join(context.siteDir, 'src/preview/handlers/*.ts'), path.join(context.siteDir, 'spec/routes.txt'), path.join(context.siteDir, 'docs/tags.yml')],
    async loadContent() {
      assertValidData(context.siteDir);
    },
  };
}
