/**
 * The reference's styles, written into the fragment as a <style> element: only /api carries them
 * (the site's one stylesheet loads on every page, and command pages have no room for more). A .ts
 * module, not a .css file, so plugins/lean-css sees the Infima names it reads and keeps them.
 * Theme colours only, so light and dark modes both follow the theme. Each operation's details
 * (meaning, parameters, bodies, responses, samples) skip layout and paint until they near the screen
 * (content-visibility), so a phone lays out the ones in view, not all of them, while find-in-page,
 * anchors and the accessibility tree still reach every one. The heading, endpoint and Try it button
 * stay outside, so every target keeps its real place on the page.
 */
export const referenceStyles = `
.api-ref [id]{scroll-margin-top:calc(var(--ifm-navbar-height) + 1rem)}
.api-ref__operation{border-top:1px solid var(--ifm-color-emphasis-300);margin-top:2.5rem;padding-top:.5rem}
.api-ref__details{content-visibility:auto;contain-intrinsic-size:auto 480px}
.api-ref__endpoint{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem;margin-bottom:.5rem}
.api-ref__endpoint code{font-size:.95rem;word-break:break-all}
.api-ref__auth{font-size:.95rem}
.api-ref__scope{border:1px solid var(--ifm-color-emphasis-400);border-radius:var(--ifm-global-radius);font-family:var(--ifm-font-family-monospace);font-size:.8rem;padding:0 .4rem}
.api-ref__method{border-radius:var(--ifm-global-radius);color:var(--ifm-color-white);font-family:var(--ifm-font-family-monospace);font-size:.8rem;font-weight:700;padding:.1rem .5rem}
.api-ref__method--get{background:var(--ifm-color-success-darkest)}
.api-ref__method--post{background:var(--ifm-color-primary-darkest)}
.api-ref__method--put,.api-ref__method--patch{background:var(--ifm-color-warning);color:#1c1e21}
.api-ref__method--delete{background:var(--ifm-color-danger-darkest)}
.api-ref caption{caption-side:top;font-weight:600;text-align:start;padding-bottom:.25rem}
.api-ref details>summary{cursor:pointer;font-weight:600;margin:.25rem 0}
.api-ref details{margin:.5rem 0}
.api-ref__sample-label{font-size:.875rem;font-weight:600;margin:.75rem 0 .25rem}
.api-ref__note{font-size:.9rem;color:var(--ifm-color-emphasis-700)}
.api-ref__try{margin:1rem 0}
`.trim();
