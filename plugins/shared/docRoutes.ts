import path from 'node:path';

/** The route a docs source file is served at (docs routeBasePath is "/"; a `slug:` wins). */
export function routeOfDoc(docsDir: string, file: string, slug?: string): string {
  const rel = path.relative(docsDir, file).split(path.sep).join('/').replace(/\.mdx?$/, '');
  if (slug) return slug.startsWith('/') ? slug : `/${path.posix.join(path.posix.dirname(rel), slug)}`;
  const route = `/${rel.replace(/(^|\/)index$/, '')}`;
  return route.length > 1 ? route.replace(/\/$/, '') : '/';
}
