/**
 * Clicks between the first paint and the end of hydration. The page paints before the app's
 * scripts run (./ssrTemplate.ts), so for a moment its buttons have no code behind them and its
 * links are plain links. This small inline script holds such a click until the app has hydrated,
 * then makes it again on the same element, so a click does what it will do a moment later, with a
 * mouse or without a pointer before it (voice control, switch access, scripted clicks):
 *
 * - a button (or an element acting as one, such as a sidebar category without a page) is clicked
 *   again once it is real;
 * - a link to a page of this site in a part whose code loads on intent (the docs sidebar, the tables
 *   of contents, the footer: src/components/HydrateOnIntent) is followed inside the app, as it is
 *   once the app runs; if the app has not run after LINK_FALLBACK_MS, the browser follows it.
 *
 * Other links, form submits, and clicks with a modifier key or another button are left to the
 * browser. The app says it has hydrated with HYDRATED_EVENT on the document
 * (src/clientModules/hydrationMark.ts); its elements are found again by their position in the
 * document, which hydration keeps. Without JavaScript none of this runs.
 */
// Defined beside the code that dispatches it; that module has no runtime imports, so Node reads it too.
import {HYDRATED_EVENT} from '../src/clientModules/hydrationMark';

export {HYDRATED_EVENT};

/** The parts that keep their server HTML until a visitor reaches for them (src/components/HydrateOnIntent). */
export const ON_INTENT_PARTS = ['.theme-doc-sidebar-container', '.theme-doc-toc-desktop', '.theme-doc-toc-mobile', 'footer.theme-layout-footer'];

export const LINK_FALLBACK_MS = 8000;

export const earlyClicks = [
  '(function(){var d=document,r=d.documentElement,held=[],done=0;',
  'function path(e){var p=[];for(;e&&e!==r;e=e.parentElement)p.unshift([].indexOf.call(e.parentElement.children,e));return p}',
  'function at(p){for(var e=r,i=0;e&&i<p.length;i++)e=e.children[p[i]];return e}',
  'function hold(v){',
  'if(done||v.defaultPrevented||v.button||v.metaKey||v.ctrlKey||v.shiftKey||v.altKey||!v.target.closest)return;',
  'var t=v.target.closest("a[href],button,[role=button]");if(!t||t.type==="submit")return;',
  'var a=t.tagName==="A",b=t.matches("button,[role=button]");',
  `if(a&&!b&&(!t.closest(${JSON.stringify(ON_INTENT_PARTS.join(','))})||t.target&&t.target!=="_self"||t.origin!==location.origin||t.hasAttribute("download")))return;`,
  'v.preventDefault();held.push({p:path(t),n:t.tagName});',
  `if(a)setTimeout(function(){if(!done)location.assign(t.href)},${LINK_FALLBACK_MS})}`,
  'd.addEventListener("click",hold,true);',
  `d.addEventListener("${HYDRATED_EVENT}",function(){done=1;d.removeEventListener("click",hold,true);`,
  'held.splice(0).forEach(function(h){var e=at(h.p);if(e&&e.tagName===h.n)e.click()})})})()',
].join('');
