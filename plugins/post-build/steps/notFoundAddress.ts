import type {BuiltPage} from '../../shared/builtPages';

/**
 * The theme gives every page a canonical address, its language alternates and og:url from the
 * address it was rendered at. The one not-found document is rendered at /404.html, an address the
 * host redirects (clean URLs) and that no reader asked for: this takes those tags out of it (the
 * page itself asks not to be indexed: src/theme/NotFound/Content/Page.tsx).
 */
export function withoutOwnAddress(html: string): string {
  return html
    .replace(/<link\b[^>]*\brel=["']?canonical["']?[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel=["']?alternate["']?[^>]*\bhreflang=[^>]*>/gi, '')
    .replace(/<meta\b[^>]*\bproperty=["']?og:url["']?[^>]*>/gi, '');
}

export function dropNotFoundAddress(pages: readonly BuiltPage[]): void {
  const notFound = pages.find((page) => page.route === '/404');
  if (!notFound) throw new Error('post-build: the build has no not-found page (404.html).');
  notFound.html = withoutOwnAddress(notFound.html);
}
