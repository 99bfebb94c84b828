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
 * Search is asked for by a click on its button, "/" (outside a field) or Ctrl/Cmd+K: each is held as
 * a click on the search button, and the keys typed after it (characters, Backspace, Enter) are kept
 * rather than lost to a page that has no dialog yet; Escape cancels the opening. At hydration they
 * are handed to the search bar (./earlySearchKeys.ts) as the held click opens the dialog.
 *
 * It is an inline script in the page template, so it works from the first paint and adds nothing to
 * any first load. The app has hydrated when Docusaurus sets `data-has-hydrated="true"` on <html>;
 * elements are found again by their position below <html>, which hydration keeps (React hydrates
 * the server's elements in place). Without JavaScript none of this runs. docs-dev/reading.md.
 */

import {DRAWN_QUERY} from './firstHitsRegion';
import {EARLY_SEARCH_KEYS, SEARCH_BUTTON} from './earlySearchKeys';

/** The script's source; a function, so that nothing of it is evaluated where only the constants are imported. */
export function heldClicksScript(): string {
  return [
    '(function(){var d=document,r=d.documentElement,held=[],done=0;',
    'function path(e){var p=[];for(;e&&e!==r;e=e.parentElement)p.unshift([].indexOf.call(e.parentElement.children,e));return p}',
    'function at(p){for(var e=r,i=0;e&&i<p.length;i++)e=e.children[p[i]];return e}',
    'function again(h){var e=at(h.p);if(e&&e.tagName===h.n)e.click()}',
    'function plain(v){return!(done||v.defaultPrevented||v.button||v.metaKey||v.ctrlKey||v.shiftKey||v.altKey||!v.target.closest)}',
    'function stop(v){v.preventDefault();v.stopImmediatePropagation()}',
    // q: the search opening held, with the keys typed since (t: text, e: an Enter's modifiers).
    `var q=null;function keep(v,t){stop(v);var s=t.classList.contains("${SEARCH_BUTTON}");if(s&&!q)q={text:"",enter:null};held.push({p:path(t),n:t.tagName,s:s})}`,
    'function hold(v){if(!plain(v))return;',
    `var t=v.target.closest("button,[role=button],[role=tab]");if(!t||t.type==="submit"||t.closest("[${DRAWN_QUERY}]"))return;keep(v,t)}`,
    // "/" outside a field, or Ctrl/Cmd+K, asks for search; then characters, Backspace and Enter are kept, and Escape cancels.
    'function search(v){var k=v.key,f=v.target.closest&&v.target.closest("input,textarea,select,[contenteditable=true]");if(done||v.defaultPrevented||v.isComposing||f)return 0;',
    `if(!q){var b=d.querySelector(".${SEARCH_BUTTON}");if(!b||!(k==="/"&&!v.ctrlKey&&!v.metaKey&&!v.altKey||(k==="k"||k==="K")&&(v.ctrlKey||v.metaKey)))return 0;keep(v,b);return 1}`,
    'if(k==="Escape"){q=null;held=held.filter(function(h){return!h.s});return 0}',
    'if(k==="Backspace")q.text=q.text.slice(0,-1);else if(k==="Enter")q.enter={ctrlKey:v.ctrlKey,metaKey:v.metaKey,shiftKey:v.shiftKey,altKey:v.altKey};',
    'else if(k.length===1&&!v.ctrlKey&&!v.metaKey&&(!v.altKey||v.getModifierState("AltGraph")))q.text+=k;else return 0;stop(v);return 1}',
    // Enter chooses a tab; the arrows move along its list, wrapping around at either end.
    'function key(v){if(search(v))return;var t=plain(v)&&v.target.closest("[role=tab]");if(!t)return;',
    'if(v.key==="Enter")return keep(v,t);var s=[].slice.call(t.parentElement.querySelectorAll("[role=tab]")),i=s.indexOf(t),',
    'n=v.key==="ArrowRight"?s[(i+1)%s.length]:v.key==="ArrowLeft"?s[(i+s.length-1)%s.length]:null;if(n){v.preventDefault();v.stopImmediatePropagation();n.focus()}}',
    'function took(v){focused={e:v.target,p:path(v.target),n:v.target.tagName}}',
    'var focused=null,on=[["click",hold],["keydown",key],["focusin",took]];',
    'on.forEach(function(l){d.addEventListener(l[0],l[1],true)});',
    'function refocus(){var f=focused,a=d.activeElement;if(!f||f.e.isConnected||a&&a!==d.body)return;var e=at(f.p);if(e&&e.tagName===f.n)e.focus()}',
    'function hydrated(){if(done||r.getAttribute("data-has-hydrated")!=="true")return;done=1;',
    `on.forEach(function(l){d.removeEventListener(l[0],l[1],true)});refocus();if(q)window.${EARLY_SEARCH_KEYS}=q;held.splice(0).forEach(again)}`,
    'new MutationObserver(hydrated).observe(r,{attributes:true,attributeFilter:["data-has-hydrated"]});hydrated()})()',
  ].join('');
}
