/**
 * Browser storage that is there but throws when used (a locked-down browser, a full quota) is made
 * to look absent before any theme code reads it. The theme then logs its one "storage is not
 * available" warning and keeps the colour mode, the announcement bar and the docs version for the
 * page only, as spec.md §8 asks ("tolerated with a console warning"), instead of an error for
 * every read. The site's own code already treats absent storage as memory-only. Kept tiny: it is
 * in every page's first load.
 */
if (typeof window !== 'undefined') {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      window[name].setItem('storage-check', '');
      window[name].removeItem('storage-check');
    } catch {
      Object.defineProperty(window, name, {
        configurable: true,
        get() {
          throw new DOMException(`${name} cannot be used here`, 'SecurityError');
        },
      });
    }
  }
}

export {};
