/**
 * An inline script at the top of every page (config/ssrTemplate.ts), before any other code: browser
 * storage that is there but throws when used (a locked-down browser, a full quota) is made to look
 * absent. The theme then logs its one "storage is not available" warning and keeps the colour mode,
 * the announcement bar and the docs version for the page only, as spec.md §8 asks ("tolerated with
 * a console warning"), instead of an error for every read; the site's own code already treats
 * absent storage as memory-only. Inline rather than a client module: it must run first, and it
 * adds nothing to the scripts every page downloads. plugins/site-files hashes it for the CSP with
 * the page's other inline scripts.
 */
export const storageGuard = [
  '(function(){["localStorage","sessionStorage"].forEach(function(n){',
  'try{var s=window[n];s.setItem("storage-check","");s.removeItem("storage-check")}',
  'catch(e){Object.defineProperty(window,n,{configurable:true,get:function(){throw new DOMException(n+" cannot be used here","SecurityError")}})}',
  '})})()',
].join('');
