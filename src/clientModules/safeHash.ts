/**
 * Keeps a malformed address fragment (`/api#%`) from crashing pages. Docusaurus's router scrolls to
 * `decodeURIComponent(hash)` after every in-app navigation (ClientLifecyclesDispatcher in
 * @docusaurus/core, not a theme component, so no swizzle reaches it), and `%` alone makes that throw:
 * arriving at `/api#%`, leaving and pressing Back showed "This page crashed. URI malformed" on any
 * page. This module rewrites such a fragment to its escaped form (`#%25`: once decoded, the text
 * as typed) in place, before the router reads it: at start, and on Back and Forward (its listener is
 * added before the router's, as client modules load first).
 */

/** The fragment itself when it decodes, else with every `%` escaped (it then decodes to its own text). */
export function repairedHash(hash: string): string {
  try {
    decodeURIComponent(hash.slice(1));
    return hash;
  } catch {
    return hash.replace(/%/g, '%25');
  }
}

/** The element id a fragment names, decoded; never throws. */
export function safeHashId(hash: string): string {
  try {
    return decodeURIComponent(repairedHash(hash).slice(1));
  } catch {
    return hash.slice(1);
  }
}

function repair(): void {
  const {hash} = window.location;
  const repaired = repairedHash(hash);
  if (repaired !== hash) window.history.replaceState(window.history.state, '', repaired);
}

if (typeof window !== 'undefined') {
  repair();
  window.addEventListener('popstate', repair);
}
