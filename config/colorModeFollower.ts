/**
 * An inline script at the top of every page (config/ssrTemplate.ts): until the app has hydrated,
 * a colour mode chosen in another tab is followed here. The theme's provider listens for that
 * change only once the app runs, which on a slow phone is seconds after the page shows; a change
 * made in that window was missed for good, and the tab kept the old mode. This sets the same two
 * attributes the theme's own head script and provider set (`data-theme`, `data-theme-choice`),
 * read the same way: no stored value, or "system", follows the system's preference. At hydration
 * the provider starts from those attributes, and from then on its own listener does the work.
 */
export const colorModeFollower = [
  '(function(){var h=document.documentElement;addEventListener("storage",function(e){',
  'if(e.key!=="theme"||h.getAttribute("data-has-hydrated")==="true")return;',
  'try{if(e.storageArea!==window.localStorage)return}catch(x){return}',
  'var c=e.newValue===null||e.newValue==="system"?null:e.newValue==="dark"?"dark":"light";',
  'h.setAttribute("data-theme",c||(matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"));',
  'h.setAttribute("data-theme-choice",c||"system")})})()',
].join('');
