/**
 * Held clicks: the page paints before the app's scripts run (config/ssrTemplate.ts), so for a moment a
 * button on screen has no code behind it. A click on a button (or an element acting as one) before
 * the app has hydrated is held and made again on the same element once it has, whether a pointer
 * came before it (a mouse, a touch) or not (a keyboard's Enter, voice control, switch access, some
 * screen readers, scripted clicks). A held click reaches nothing else on the page: React, which
 * listens from the moment it starts hydrating, would otherwise handle it too, and the click made
 * again would undo it (a menu button, a toggle). Links are the browser's: before the app, a link
 * is followed as a page load, which shows the browser's own progress. So are form submits, clicks
 * with a modifier key or another button, and clicks in what the search page's first-hits script
 * drew, whose buttons work before the app (src/search/firstHits/region.ts).
 *
 * Tabs (`role="tab"`) are held like buttons, and so is the keyboard's way of choosing one: Enter on a
 * tab is held as a click on it, and the arrow keys move the focus along its tab list at once, as
 * the app does. Docusaurus draws its tabs again once the app runs (a new element for each), so a
 * focus taken before that is given back to the element drawn in the same place.
 *
 * It is an inline script in the page template, so it works from the first paint and adds nothing to
 * any first load. The app has hydrated when Docusaurus sets `data-has-hydrated="true"` on <html>;
 * elements are found again by their position below <html>, which hydration keeps (React hydrates
 * the server's elements in place). Without JavaScript none of this runs. docs-dev/reading.md.
 */

import {DRAWN_QUERY} from './firstHitsRegion';

/** The script's source; a function, so that nothing of it is evaluated where only the constants are imported. */
export function heldClicksScript(): string {
  return [
    '(function(){var d=document,r=d.documentElement,held=[],done=0;',
    'function path(e){var p=[];for(;e&&e!==r;e=e.parentElement)p.unshift([].indexOf.call(e.parentElement.children,e));return p}',
    'function at(p){for(var e=r,i=0;e&&i<p.length;i++)e=e.children[p[i]];return e}',
    'function again(h){var e=at(h.p);if(e&&e.tagName===h.n)e.click()}',
    'function plain(v){return!(done||v.defaultPrevented||v.button||v.metaKey||v.ctrlKey||v.shiftKey||v.altKey||!v.target.closest)}',
    'function keep(v,t){v.preventDefault();v.stopImmediatePropagation();held.push({p:path(t),n:t.tagName})}',
    'function hold(v){if(!plain(v))return;',
    `var t=v.target.closest("button,[role=button],[role=tab]");if(!t||t.type==="submit"||t.closest("[${DRAWN_QUERY}]"))return;keep(v,t)}`,
    // Enter chooses a tab; the arrows move along its list, wrapping around at either end.
    'function key(v){var t=plain(v)&&v.target.closest("[role=tab]");if(!t)return;',
    'if(v.key==="Enter")return keep(v,t);var s=[].slice.call(t.parentElement.querySelectorAll("[role=tab]")),i=s.indexOf(t),',
    'n=v.key==="ArrowRight"?s[(i+1)%s.length]:v.key==="ArrowLeft"?s[(i+s.length-1)%s.length]:null;if(n){v.preventDefault();v.stopImmediatePropagation();n.focus()}}',
    'function took(v){focused={e:v.target,p:path(v.target),n:v.target.tagName}}',
    'var focused=null,on=[["click",hold],["keydown",key],["focusin",took]];',
    'on.forEach(function(l){d.addEventListener(l[0],l[1],true)});',
    'function refocus(){var f=focused,a=d.activeElement;if(!f||f.e.isConnected||a&&a!==d.body)return;var e=at(f.p);if(e&&e.tagName===f.n)e.focus()}',
    'function hydrated(){if(done||r.getAttribute("data-has-hydrated")!=="true")return;done=1;',
    'on.forEach(function(l){d.removeEventListener(l[0],l[1],true)});refocus();held.splice(0).forEach(again)}',
    'new MutationObserver(hydrated).observe(r,{attributes:true,attributeFilter:["data-has-hydrated"]});hydrated()})()',
  ].join('');
}
