/**
 * The site's speed mechanisms that can be switched off at build time, one name each, so that
 * `npm run bench:mechanisms` can measure what each one buys (docs-dev/performance.md, "What each
 * mechanism buys"). `SPEED_OFF=name,name npm run build` builds without them; an unknown name stops
 * the build. Production builds set nothing. `internals: true` marks a mechanism that reaches into
 * Docusaurus internals (generated-module rewrites, the page template, unsafe overrides, hand-built
 * hydration): it stays only where it buys at least 50 ms of TBT or 100 ms of LCP on some page, or
 * 8 kB on every page (scripts/bench-mechanisms.mjs applies that rule).
 */
export const speedMechanisms = {
  'prism-on-demand': {internals: true, what: 'the theme’s Prism client module swapped for an empty one; pages load their grammar groups (plugins/prism-on-demand)'},
  'script-timing': {internals: true, what: 'the page template runs the app after the first contentful paint (config/ssrTemplate.ts); off: at once, as stock `defer` does'},
  'route-scripts': {internals: true, what: 'each page lists its route chunks to run before the app (plugins/route-scripts)'},
  'compile-hints': {internals: false, what: 'V8’s compile hint on the entry scripts (plugins/compile-hints)'},
  'unread-data': {internals: true, what: 'generated registry, config and docs version props lose what the browser never reads (plugins/lean-first-load/unreadData.cjs)'},
  'translation-descriptions': {internals: true, what: 'the theme’s translator notes left out of the browser build (plugins/lean-first-load/translationDescriptions.cjs)'},
  'route-order': {internals: true, what: 'the generated route table puts index routes first, so the docs home compiles fewer patterns (plugins/lean-first-load/routeOrder.cjs)'},
  'tslib-helper': {internals: true, what: 'utils-common gets one tslib helper, not all of tslib (plugins/lean-first-load)'},
  'chunk-ids': {internals: false, what: 'chunk files named by id, so the runtime has no id-to-name map (plugins/lean-first-load, output.chunkFilename)'},
  'infima-purge': {internals: false, what: 'unused Infima rules and custom properties dropped (plugins/lean-css/purge.cjs)'},
  'on-intent-css': {internals: true, what: 'stylesheets of on-intent code leave Docusaurus’ one stylesheet (plugins/lean-css, the `styles` cache group)'},
  'idle-prefetch': {internals: true, what: 'link prefetching moved into idle time, replacing window.docusaurus.prefetch (src/clientModules/idlePrefetch.ts)'},
  'lazy-theme-parts': {internals: true, what: 'unlisted/draft and version banners and "last updated" load only where shown (src/components/LazyThemePart)'},
  'phone-menu-on-intent': {internals: true, what: 'the phone menu is built when its button is reached for (src/theme/Navbar/MobileSidebar)'},
  'navbar-item-types': {internals: false, what: 'only the link navbar item type (src/theme/NavbarItem/ComponentTypes.ts, a safe eject)'},
  'mdx-trim': {internals: false, what: 'the MDX map without admonitions and <details> (src/theme/MDXComponents.tsx, a safe eject, with plugins/remark-theme-elements)'},
} as const satisfies Record<string, {internals: boolean; what: string}>;

export type SpeedMechanism = keyof typeof speedMechanisms;

/** The mechanisms SPEED_OFF switches off; an unknown name is an error that lists the known ones. */
export function mechanismsOff(env: Record<string, string | undefined> = process.env): Set<SpeedMechanism> {
  const names = (env.SPEED_OFF ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(name in speedMechanisms));
  if (unknown.length > 0) throw new Error(`SPEED_OFF names no mechanism called ${unknown.join(', ')}. Known: ${Object.keys(speedMechanisms).join(', ')} (config/speedMechanisms.ts).`);
  return new Set(names as SpeedMechanism[]);
}

/** True unless SPEED_OFF switches the mechanism off. */
export function mechanismOn(name: SpeedMechanism, env: Record<string, string | undefined> = process.env): boolean {
  return !mechanismsOff(env).has(name);
}
