/**
 * Held clicks: a click that lands where no code is behind the page yet is held and made again on
 * the same element once the code is there, so a click does what it will do a moment later,
 * whether a pointer came before it (a mouse) or not (voice control, switch access, some screen
 * readers, scripted clicks). It is an inline script in the page template (config/ssrTemplate.ts), so
 * it works from the first paint and adds nothing to any first load. Two moments:
 *
 * - Before hydration (the page paints before the app's scripts run): a click on a button, or on
 *   an element acting as one, is made again once the app has hydrated.
 * - In a part whose code loads on intent (src/components/HydrateOnIntent: the desktop sidebar, both
 *   tables of contents, the footer), as long as the part is still the server's markup: a click on a
 *   button, an element acting as one, or a link to a page of this site is held; the part is asked to
 *   load (a pointer over it is its intent) and, once its real markup has replaced the server's, the
 *   click is made on the same element there: a caret expands, a link navigates in the app. If that
 *   has not happened after FALLBACK_MS (offline, a failed chunk), a held link is followed by the
 *   browser.
 *
 * Other links, form submits, and clicks with a modifier key or another button are the browser's,
 * and so are clicks in what the search page's first-hits script drew: its buttons work before the
 * app, and hand over to the app when it takes the region over (src/search/firstHits/region.ts).
 * The app has hydrated when Docusaurus sets `data-has-hydrated="true"` on <html>. Elements are
 * found again by their position below their part (or the document), which hydration and the part's
 * real markup keep. Without JavaScript none of this runs. docs-dev/reading.md.
 */

import {DRAWN_QUERY} from './firstHitsRegion';

/** Where a part's server markup is: an element's selector, then how many first children down its root is. */
export type PartLocation = readonly [selector: string, depth: number];

/** The parts that keep their server markup until a visitor reaches for them (src/components/HydrateOnIntent). */
export const ON_INTENT_PARTS = {
  /** The theme's sidebar root, inside the docs layout's sidebar container. */
  desktopSidebar: ['.theme-doc-sidebar-container', 2],
  /** DocItem/TOC/Desktop and DocItem/TOC/Mobile give the two tables of contents these classes. */
  tableOfContents: ['.theme-doc-toc-desktop', 0],
  collapsibleContents: ['.theme-doc-toc-mobile', 0],
  footer: ['footer.theme-layout-footer', 0],
} as const satisfies Record<string, PartLocation>;

/** The part's root element in the page, or null. The inline script finds it the same way. */
export function locatePart([selector, depth]: PartLocation): Element | null {
  let element = document.querySelector(selector);
  for (let i = 0; element && i < depth; i++) element = element.firstElementChild;
  return element;
}

export const FALLBACK_MS = 8000;
/** How often a held click looks for the part's real markup. */
const POLL_MS = 50;

/** The script's source; a function, so that nothing of it is evaluated where only the constants are imported. */
export function heldClicksScript(): string {
  return [
    '(function(){var d=document,r=d.documentElement,held=[],done=0,',
    `P=${JSON.stringify(Object.values(ON_INTENT_PARTS))};`,
    'function root(p){for(var e=d.querySelector(p[0]),i=0;e&&i<p[1];i++)e=e.firstElementChild;return e}',
    'var kept=P.map(root);',
    'function path(f,e){var p=[];for(;e&&e!==f;e=e.parentElement)p.unshift([].indexOf.call(e.parentElement.children,e));return p}',
    'function at(f,p){for(var i=0;f&&i<p.length;i++)f=f.children[p[i]];return f}',
    'function again(h){var f=h.k<0?r:root(P[h.k]),e=at(f,h.p);if(e&&e.tagName===h.n){h.done=1;e.click()}}',
    // A kept part: its intent, then the click once the real markup has replaced the server's.
    'function wake(h){if(h.k<0||!kept[h.k].isConnected)return again(h);var e=at(kept[h.k],h.p);',
    'if(e)e.dispatchEvent(new Event("pointerover",{bubbles:true}));',
    `var n=0,t=setInterval(function(){if(!kept[h.k].isConnected){clearInterval(t);again(h)}else if(++n*${POLL_MS}>=${FALLBACK_MS})clearInterval(t)},${POLL_MS})}`,
    'function hold(v){',
    'if(v.defaultPrevented||v.button||v.metaKey||v.ctrlKey||v.shiftKey||v.altKey||!v.target.closest)return;',
    `var t=v.target.closest("a[href],button,[role=button]");if(!t||t.type==="submit"||t.closest("[${DRAWN_QUERY}]"))return;`,
    'var k=-1;kept.forEach(function(e,i){if(e&&e.isConnected&&e.contains(t))k=i});',
    'var a=t.tagName==="A",b=t.matches("button,[role=button]");',
    'if(k<0?done||!b:a&&!b&&(t.target&&t.target!=="_self"||t.origin!==location.origin||t.hasAttribute("download")))return;',
    'v.preventDefault();var h={k:k,p:path(k<0?r:kept[k],t),n:t.tagName};',
    `if(a)setTimeout(function(){if(!h.done)location.assign(t.href)},${FALLBACK_MS});`,
    'if(done)wake(h);else held.push(h)}',
    'd.addEventListener("click",hold,true);',
    'function hydrated(){if(done||r.getAttribute("data-has-hydrated")!=="true")return;done=1;held.splice(0).forEach(wake)}',
    'new MutationObserver(hydrated).observe(r,{attributes:true,attributeFilter:["data-has-hydrated"]});hydrated()})()',
  ].join('');
}
