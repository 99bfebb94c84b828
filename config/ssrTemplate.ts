/**
 * The page template (Docusaurus' `ssrTemplate` option): the stock one, except for how the app's
 * scripts run. Stock pages load them with `defer`, so when they arrive quickly (a cached or fast
 * load) they run right after parsing, before the browser has painted anything: the server's HTML
 * stays invisible for the whole evaluation of `main.*.js` (a few hundred milliseconds on a slow
 * phone). Here they download just as early (preload links in the head), but run only once the
 * browser reports the first contentful paint: a small inline loader adds them, in order, at that
 * moment (or after the first frame where paint timing is missing). A hidden tab, which paints nothing,
 * gets them at once, and so does a page whose main content the app draws (src/shared/scriptTiming.ts);
 * the search page with embedded search waits instead until its first hits are on screen
 * (src/search/firstHits), whose script runs before the app. No page waits more than 3 s.
 *
 * Docusaurus gives every page the files of every webpack entry; the search page's first-hits
 * entry is left out here, and plugins/search-index puts it on that page alone.
 *
 * A click where no code is behind the page yet (before hydration, or in a part whose code loads on
 * intent) is held and made again once the code is there (src/shared/earlyClicks.ts).
 *
 * The list of scripts is data (`<script type="application/json" id="app-scripts">`), not part of the
 * loader, so the loader's text, and with it its hash in the Content-Security-Policy, is the same on
 * every page while plugins/route-scripts adds each page's own route chunks to its list.
 */
import {heldClicksScript} from '../src/shared/earlyClicks';
import {mechanismOn} from './speedMechanisms';
import {colorModeFollower} from './colorModeFollower';
import {storageGuard} from './storageGuard';
import {APP_SCRIPTS_ID, FIRST_HITS_ENTRY, FIRST_HITS_EVENT, RUN_SCRIPTS_AFTER_FIRST_HITS, RUN_SCRIPTS_BEFORE_PAINT, RUN_SCRIPTS_META} from '../src/shared/scriptTiming';

export const scriptLoader = [
  `(function(){var s=JSON.parse(document.getElementById("${APP_SCRIPTS_ID}").textContent),d=0;`,
  'function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=false;document.body.appendChild(e)})}',
  `var m=document.querySelector('meta[name="${RUN_SCRIPTS_META}"]'),c=m&&m.content;`,
  `if(document.visibilityState==="hidden"||c==="${RUN_SCRIPTS_BEFORE_PAINT}")return go();`,
  'document.addEventListener("visibilitychange",go);setTimeout(go,3000);',
  `if(c==="${RUN_SCRIPTS_AFTER_FIRST_HITS}")return document.addEventListener("${FIRST_HITS_EVENT}",go);`,
  'var t=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];',
  'if(t.indexOf("paint")<0)return requestAnimationFrame(function(){setTimeout(go,0)});',
  'new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true})})()',
].join('');

/**
 * The loader with the script timing switched off (SPEED_OFF=script-timing, for
 * `npm run bench:mechanisms`): every page but the search page runs the scripts at once, as stock
 * `defer` does at the end of parsing.
 */
export const scriptLoaderAtOnce = scriptLoader.replace(
  `if(document.visibilityState==="hidden"||c==="${RUN_SCRIPTS_BEFORE_PAINT}")return go();`,
  `if(c!=="${RUN_SCRIPTS_AFTER_FIRST_HITS}")return go();`,
);

export const ssrTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <script>${storageGuard}</script>
    <script>${colorModeFollower}</script>
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% const appScripts = it.scripts.filter((script) => !script.includes('/${FIRST_HITS_ENTRY}.')); %>
    <% appScripts.forEach((script) => { %>
      <link rel="preload" href="<%= it.baseUrl %><%= script %>" as="script">
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script type="application/json" id="${APP_SCRIPTS_ID}"><%~ JSON.stringify(appScripts.map((script) => it.baseUrl + script)).replace(/</g, '\\\\u003c') %></script>
    <script>${heldClicksScript()}</script>
    <script>${mechanismOn('script-timing') ? scriptLoader : scriptLoaderAtOnce}</script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
