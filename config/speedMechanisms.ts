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
  'chunk-ids': {internals: false, what: 'chunk files named by id, so the runtime has no id-to-name map (plugins/lean-first-load, output.chunkFilename)'},
  'infima-purge': {internals: false, what: 'unused Infima rules and custom properties dropped (plugins/lean-css/purge.cjs)'},
  'idle-prefetch': {internals: true, what: 'link prefetching moved into idle time, replacing window.docusaurus.prefetch (src/clientModules/idlePrefetch.ts)'},
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
