/**
 * An inline script at the top of every page (config/ssrTemplate.ts), before any other code: browser
 * storage that is there but throws when used (a locked-down browser, a full quota) is made to look
 * absent. The theme then logs its one "storage is not available" warning and keeps the colour mode,
 * the announcement bar and the docs version for the page only, as spec.md §8 asks ("tolerated with
 * a console warning"), instead of an error for every read; the site's own code already treats
 * absent storage as memory-only. The storage it hides stays reachable on the getter it installs
 * (`hidden`), for the one reader that needs it: the tools' draft store reads drafts back from a
 * storage that is merely full (src/tools/drafts/environment.ts). Inline rather than a client module: it must run first, and it
 * adds nothing to the scripts every page downloads. plugins/site-files hashes it for the CSP with
 * the page's other inline scripts.
 */
export const storageGuard = [
  '(function(){["localStorage","sessionStorage"].forEach(function(n){',
  'var s;try{s=window[n];s.setItem("storage-check","");s.removeItem("storage-check")}',
  // The storage it hides stays on the getter (`hidden`): with a full quota, the tools can still read drafts back.
  'catch(e){var g=function(){throw new DOMException(n+" cannot be used here","SecurityError")};g.hidden=s;Object.defineProperty(window,n,{configurable:true,get:g})}',
  '})})()',
].join('');
