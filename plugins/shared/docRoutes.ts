import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

/** The route a docs source file is served at (docs routeBasePath is "/"; a `slug:` wins). */
export function routeOfDoc(docsDir: string, file: string, slug?: string): string {
  const rel = path.relative(docsDir, file).split(path.sep).join('/').replace(/\.mdx?$/, '');
  if (slug) return slug.startsWith('/') ? slug : `/${path.posix.join(path.posix.dirname(rel), slug)}`;
  const route = `/${rel.replace(/(^|\/)index$/, '')}`;
  return route.length > 1 ? route.replace(/\/$/, '') : '/';
}

/** Route -> page title, from the docs' front matter (`title`, else the file name). */
export function docTitles(docsDir: string): Map<string, string> {
  const titles = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.mdx?$/.test(entry.name) && !entry.name.startsWith('_')) {
        const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(full, 'utf8'));
        const fm = (match ? yaml.load(match[1] ?? '') : {}) as {title?: string; slug?: string} | undefined;
        titles.set(routeOfDoc(docsDir, full, fm?.slug), fm?.title ?? entry.name.replace(/\.mdx?$/, ''));
      }
    }
  };
  walk(docsDir);
  return titles;
}
