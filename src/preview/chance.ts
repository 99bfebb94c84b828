/** Where chance and time come from: real in the browser, repeatable in tests and the benchmark. */
import type {PreviewEnvironment} from './types';

/** A session's environment: counters that persist across runs, real chance and the real clock. */
export function createEnvironment(): PreviewEnvironment {
  return {counters: new Map(), random: Math.random, now: () => new Date()};
}

/** A repeatable random source (mulberry32), for tests and the benchmark. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
