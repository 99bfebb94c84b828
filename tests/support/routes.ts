import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

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

/** Routes not written yet; this list may only shrink. */
export function pendingRoutes(): string[] {
  return lines(path.join(repoRoot, 'tests/pending-routes.txt'));
}

/** The HTML file the static server answers a clean route with, or undefined. */
export function builtFileFor(route: string): string | undefined {
  const candidates = route === '/' ? ['index.html'] : [`${route.slice(1)}.html`, `${route.slice(1)}/index.html`];
  return candidates.map((c) => path.join(buildDir, c)).find((file) => existsSync(file));
}
