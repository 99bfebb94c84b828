/**
 * The reference's styles, written into the fragment as a <style> element: only /api carries them
 * (the site's one stylesheet loads on every page, and command pages have no room for more). A .ts
 * module, not a .css file, so plugins/lean-css sees the Infima names it reads and keeps them.
 * Theme colours, except the method badges: white on fixed dark colours reads at 4.5:1 or more in
 * both themes. Each operation's two columns (details and Try it; sample and answers) skip layout and
 * paint until they near the screen (content-visibility), as one box with a stand-in height about the
 * shortest operation's at that width (STAND_IN_PX). When a box just above an anchor is laid out on
 * arrival, the page moves by the difference between its stand-in and its real height, and the
 * browser does not make up for it: a stand-in shorter than the box moves the anchor down, still on
 * screen; a taller one moves it up and out of view (a 4,000 px stand-in left /api#… thousands of
 * pixels off). In the app, src/components/ApiReference/scrollAndHold.ts keeps a followed anchor in
 * place. Once laid out, a box keeps its real height (`auto`). The heading stays outside. From 1200 px the
 * sample and the example answers sit beside the operation; narrower, they follow it. Tables fill
 * their column and wrap their cells (long names and paths break), so none is wider than its box.
 */
/** About the shortest operation's two columns: stacked on phones, side by side on wide screens. */
export const STAND_IN_PX = {narrow: 750, wide: 500};

export const referenceStyles = `
.api-ref [id]{scroll-margin-top:calc(var(--ifm-navbar-height) + 1rem)}
.api-ref__operation{border-top:1px solid var(--ifm-color-emphasis-300);margin-top:2.5rem;padding-top:.5rem}
.api-ref__columns{content-visibility:auto;contain-intrinsic-size:auto ${STAND_IN_PX.narrow}px}
@media (min-width:997px){.api-ref__columns{contain-intrinsic-size:auto ${STAND_IN_PX.wide}px}}
.api-ref__aside{min-width:0}
.api-ref__aside pre{max-height:20rem;overflow:auto}
.api-ref table{display:table;width:100%}
.api-ref th,.api-ref td{overflow-wrap:anywhere}
@media (min-width:1200px){.api-ref__columns{display:grid;grid-template-columns:minmax(0,11fr) minmax(0,9fr);gap:1.25rem;align-items:start}.api-ref__aside{padding-top:.25rem}}
.api-ref__endpoint{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin-bottom:.5rem}
.api-ref__endpoint code{font-size:.95rem;word-break:break-all}
.api-ref__auth{font-size:.95rem}
.api-ref__scope{border:1px solid var(--ifm-color-emphasis-500);border-radius:var(--ifm-global-radius);font-family:var(--ifm-font-family-monospace);font-size:.8rem;padding:0 .4rem}
.api-ref__scope--likely{border-style:dashed}
.api-ref__server{border:1px solid var(--ifm-color-emphasis-500);border-radius:var(--ifm-global-radius);font-size:.8rem;font-weight:var(--ifm-font-weight-semibold);padding:0 .4rem}
.api-ref__method,.api-toc-method{border-radius:var(--ifm-global-radius);color:#fff;font-family:var(--ifm-font-family-monospace);font-weight:700}
.api-ref__method{font-size:.8rem;padding:.1rem .5rem}
.api-toc-method{display:inline-block;font-size:.6rem;line-height:1.4;min-width:3.3em;padding:0 .25em;text-align:center}
.api-ref__method--get,.api-toc-get{background:#1d6b35}
.api-ref__method--post,.api-toc-post{background:#2f4fb4}
.api-ref__method--put,.api-ref__method--patch,.api-toc-put,.api-toc-patch{background:#8a4a00}
.api-ref__method--delete,.api-toc-delete{background:#a4262c}
.api-ref caption{caption-side:top;font-weight:600;text-align:start;padding-bottom:.25rem}
.api-ref details>summary{cursor:pointer;font-weight:600;margin:.25rem 0}
.api-ref details{margin:.5rem 0}
.api-ref__samples{border:1px solid var(--ifm-color-emphasis-300);border-radius:var(--ifm-global-radius);margin-bottom:.75rem}
.api-ref__samples pre{margin:0;border-radius:0 0 var(--ifm-global-radius) var(--ifm-global-radius)}
.api-ref__sample-bar{display:flex;flex-wrap:wrap;align-items:center;gap:.25rem;padding:.25rem .5rem;border-bottom:1px solid var(--ifm-color-emphasis-300)}
.api-ref__sample-title{font-size:.8rem;font-weight:600;margin-right:auto}
.api-ref__lang,.api-ref__copy{background:var(--ifm-background-color);border:1px solid var(--ifm-color-emphasis-500);border-radius:var(--ifm-global-radius);color:var(--ifm-font-color-base);cursor:pointer;font:inherit;font-size:.85rem;min-height:28px;min-width:28px;padding:0 .5rem}
.api-ref__copy:hover,.api-ref__lang:hover{background:var(--ifm-color-emphasis-200)}
.api-ref__langs{display:flex;flex-wrap:wrap;gap:.25rem;flex-basis:100%}
.api-ref__lang[aria-pressed=true]{border-color:var(--ifm-color-primary-darker);box-shadow:inset 0 -2px 0 var(--ifm-color-primary-darker);font-weight:700}
.api-ref__lang[aria-busy=true]{cursor:progress}
.api-ref__finder{margin:2rem 0 0;padding:.75rem 1rem;border:1px solid var(--ifm-color-emphasis-300);border-radius:var(--ifm-global-radius)}
.api-ref__finder label{display:block;font-weight:600;margin-bottom:.25rem}
.api-ref__finder input{width:100%;padding:.4rem .6rem;border:1px solid var(--ifm-color-emphasis-500);border-radius:var(--ifm-global-radius);background:var(--ifm-background-color);color:var(--ifm-font-color-base);font:inherit}
.api-ref__filter-status{margin:.25rem 0 0;font-size:.875rem}
.api-ref__filter-status:empty{display:none}
.api-ref [data-filtered]{display:none}
.api-ref__where{font-size:.8rem;white-space:nowrap}
.api-ref__note{font-size:.9rem;color:var(--ifm-font-color-base)}
.api-ref__try{margin:1rem 0}
.api-tree{list-style:none;padding-left:0;margin:.25rem 0;font-size:.9rem}
.api-tree .api-tree{padding-left:1rem;border-left:1px solid var(--ifm-color-emphasis-300)}
.api-tree li{margin:.3rem 0}
.api-tree details{margin:0}
.api-tree summary{font-weight:400}
.api-tree__required{font-size:.75rem;font-weight:700;text-transform:uppercase;letter-spacing:.02em}
.api-tree__meaning{display:block}
.api-tree__alternatives p{margin:.25rem 0}
`.trim();
