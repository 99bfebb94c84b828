import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import {loadEntryModules} from '../../src/data/entries/loadEntries';
import {assertBuildTier} from './buildTier';

export const repoRoot = path.resolve(__dirname, '../..');
/** Copy of ../shared (route list and facts) kept in the repository; see scripts/sync-shared.mjs. */
export const sharedDir = path.join(repoRoot, 'spec');
export const buildDir = path.join(repoRoot, 'build');

function lines(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/** Every tag key in docs/tags.yml. */
export function tagKeys(): string[] {
  return Object.keys(yaml.load(readFileSync(path.join(repoRoot, 'docs/tags.yml'), 'utf8')) as object);
}

/** The routes the site must serve: spec/routes.txt plus one /tags/{tag} page per tag. */
export function requiredRoutes(): string[] {
  return [...lines(path.join(sharedDir, 'routes.txt')), ...tagKeys().map((tag) => `/tags/${tag}`)];
}

type NewPages = {new_pages: Record<string, Record<string, unknown> & {dedicated_pages_optional?: {route: string}[]}>};

function newPagesSheet(): NewPages['new_pages'] {
  return (yaml.load(readFileSync(path.join(sharedDir, 'facts/updates-2026c.yaml'), 'utf8')) as NewPages).new_pages;
}

/**
 * Routes for subjects the provider documented after the route list was written: every `route` under
 * `new_pages` in the newest facts sheet (guides, quotes, overlay pages, websocket topics, clients). The
 * site builds each of them (a route not written yet is listed in tests/pending-routes.txt).
 */
export function newPageRoutes(): string[] {
  return Object.entries(newPagesSheet()).flatMap(([group, pages]) =>
    group === 'dedicated_pages_optional'
      ? []
      : Object.values(pages).flatMap((page) => (page && typeof page === 'object' && 'route' in page ? [String(page.route)] : [])),
  );
}

/** Subjects that may get a page of their own (`new_pages.dedicated_pages_optional`): allowed, not required. */
export function optionalPageRoutes(): string[] {
  const optional = newPagesSheet().dedicated_pages_optional;
  return Array.isArray(optional) ? optional.map(({route}) => route) : [];
}

/**
 * Every route the site serves: the spec's required routes, the newest facts sheet's new pages, plus a
 * page per data entry (a default command, a variable or a topic a contributor added beyond the spec's
 * list). Tests read this, so no test repeats how many there are.
 */
export function siteRoutes(): string[] {
  const writtenOptional = optionalPageRoutes().filter((route) => docFileFor(route) !== undefined);
  return [...new Set([...requiredRoutes(), ...newPageRoutes(), ...writtenOptional, ...dataRoutes()])];
}

/**
 * The docs source a route is built from (`docs/<route>.mdx` or `docs/<route>/index.mdx`), or undefined:
 * whether an optional page was written is read from the sources, so it does not depend on a build.
 */
export function docFileFor(route: string): string | undefined {
  const base = path.join(repoRoot, 'docs', route);
  return ['.mdx', '.md', '/index.mdx', '/index.md'].map((ending) => `${base}${ending}`).find((file) => existsSync(file));
}

/**
 * The pages the data entries ask for (src/data/<collection>/entries). A command's or variable's
 * file name is its name (the build checks it); a topic's page is its `slug`.
 */
export function dataRoutes(): string[] {
  const entries = <T>(collection: string) => loadEntryModules<T>(path.join(repoRoot, 'src/data', collection, 'entries')).map(({entry}) => entry);
  return [
    ...entries<{name: string}>('commands').map(({name}) => `/chatbot/commands/default/${name}`),
    ...entries<{name: string}>('variables').map(({name}) => `/chatbot/variables/${name}`),
    ...entries<{slug: string}>('topics').map(({slug}) => `/websockets/topics/${slug}`),
  ];
}

/** Routes not written yet; this list may only shrink. */
export function pendingRoutes(): string[] {
  return lines(path.join(repoRoot, 'tests/pending-routes.txt'));
}

/** The HTML file the static server answers a clean route with, or undefined. */
export function builtFileFor(route: string): string | undefined {
  assertBuildTier(`builtFileFor(${route})`);
  const candidates = route === '/' ? ['index.html'] : [`${route.slice(1)}.html`, `${route.slice(1)}/index.html`];
  return candidates.map((c) => path.join(buildDir, c)).find((file) => existsSync(file));
}
