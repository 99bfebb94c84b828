/**
 * Unit tests that read `build/` belong to the build tier (vitest.config.mts, `buildTierTests`). The fast
 * tier runs before the build, where an old `build/` on a developer's machine would let a misplaced
 * test pass and a clean clone fail: so reading the build from the fast tier is an error at once.
 */
export function assertBuildTier(what: string): void {
  if (process.env.TEST_TIER === 'fast') {
    throw new Error(`${what} reads build/: list this test file in buildTierTests (vitest.config.mts), the tier that runs after the build.`);
  }
}
