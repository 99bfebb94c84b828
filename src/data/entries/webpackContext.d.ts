/** The bundler's folder import (Rspack and webpack): what `allEntries.bundle.ts` files use. */
interface BundlerContext {
  keys(): string[];
  (request: string): {default: unknown};
}

interface ImportMeta {
  webpackContext(request: string, options: {recursive?: boolean; regExp?: RegExp; mode?: 'sync'}): BundlerContext;
}
