/** Where a route's Markdown twin lives in the build, relative to its root: `/a/b` → `a/b.md`, `/` → `index.md`. */
export function twinPath(route: string): string {
  const rel = route.replace(/^\/+|\/+$/g, '');
  return `${rel === '' ? 'index' : rel}.md`;
}

/** The twin's site path for a route, for links in the browser (`/a/b` → `/a/b.md`). */
export const twinHref = (route: string) => `/${twinPath(route)}`;
