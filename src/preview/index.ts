/**
 * The reply preview's logic: read a custom command's reply, run it against a chat message and
 * sample values, and say what the bot would post and what could go wrong. Pure TypeScript: no
 * DOM, no network. The UI in ./ui loads on intent; tests and benchmarks import this file.
 */
export {previewReply, variableLink, defaultCatalog} from './evaluate';
export {buildCatalog} from './catalog';
export {parseReply} from './parse';
export {buildCommandLine, parseCommandLine, parseCommandLines, commandName} from './chatCommand';
export {defaultSamples, editableSamples, type SampleValues} from './samples';
export {platforms, platform, isPlatformId, type PlatformId} from './platforms';
export {stepBudget, maxValueLength} from './limits';
export type * from './types';

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
