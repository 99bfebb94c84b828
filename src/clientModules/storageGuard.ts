/**
 * Browser storage that is there but throws when used (a locked-down browser, a full quota) is made
 * to look absent before any theme code reads it. The theme then logs its one "storage is not
 * available" warning and keeps the colour mode, the announcement bar and the docs version for the
 * page only, as spec.md §8 asks ("tolerated with a console warning"), instead of an error for
 * every read. The site's own code already treats absent storage as memory-only.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const probeKey = 'storage-check';

function unusable(name: 'localStorage' | 'sessionStorage'): boolean {
  try {
    const storage = window[name];
    storage.setItem(probeKey, probeKey);
    storage.removeItem(probeKey);
    return false;
  } catch {
    return true;
  }
}

if (ExecutionEnvironment.canUseDOM) {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    if (!unusable(name)) continue;
    Object.defineProperty(window, name, {
      configurable: true,
      get() {
        throw new DOMException(`${name} cannot be used in this browser`, 'SecurityError');
      },
    });
  }
}
