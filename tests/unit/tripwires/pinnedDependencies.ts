/**
 * Versions the site forces against what a Docusaurus package asks for (npm `overrides` in
 * package.json), each a decision written down: npm applies an override silently, even outside the
 * range the package declares, so an upgrade that changes that range would otherwise go unnoticed.
 * tests/unit/tripwires/dependencies.test.ts fails when the pin or the asked range changes.
 */
export interface DeliberatePin {
  /** The package forced, as in package.json's `overrides`. */
  name: string;
  pinned: string;
  /** The Docusaurus package that depends on it, and the range it asks for (its package.json, as installed). */
  askedBy: string;
  askedRange: string;
  /** Whether the pin lies inside that range: outside means the site runs the package on a version it was not released for. */
  withinRange: boolean;
  why: string;
  /** What to do when the asked range moves. */
  whenRangeMoves: string;
}

export const deliberatePins: readonly DeliberatePin[] = [
  {
    name: '@docsearch/react',
    pinned: '3.9.0',
    askedBy: '@docusaurus/theme-search-algolia',
    askedRange: '^3.9.0 || ^4.3.2',
    withinRange: true,
    why: 'The spec describes DocSearch 3’s dialog ("No recent searches", 10-word snippets and 5 on phones, 64-character queries, "No results for"); version 4 changed all four and weighs about four times as much (../shared/design.md, docs-dev/upgrading.md). src/theme/SearchBar builds on v3’s modal API and class names.',
    whenRangeMoves:
      'Docusaurus 4’s theme (canary 6808) asks for ^4.7.0 only: the pin then runs outside the theme’s range. Either keep it (set withinRange to false here, and check tests/e2e/search-*.spec.ts, which hold the spec’s dialog) or move to v4 when the spec does.',
  },
];
